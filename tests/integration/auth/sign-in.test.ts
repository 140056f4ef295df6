import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

const BAD = 'Username and/or password does not match our records';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('POST /api/login/', () => {
  it('signs a client user in without a second factor: access token, refresh cookie, last login', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = app.client();
    const res = await client.post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', twofa: false, message: '' });
    expect(pickString(res.body, 'access').split('.')).toHaveLength(3);
    expect(client.cookie('fel_refresh')).toMatch(/^[\w-]{40,}$/);
    const setCookie = res.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
    const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id));
    expect(audit.map((a) => a.action)).toContain('auth.sign-in');
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const user = await createUser(app.db, { role: ROLE.SUPER_USER });
    const res = await app.client().post('/api/login/', { username: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.body).toMatchObject({ status: 'success', twofa: false });
  });

  it('answers a wrong password and an unknown email with the same message and status', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const wrong = await app.client().post('/api/login/', { username: user.email, password: 'not-the-password!' });
    const unknown = await app.client().post('/api/login/', { username: 'nobody-here@example.com', password: 'whatever-pass!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 'error', message: BAD });
    // The same answer but for the request id every answer carries.
    const { requestId: _a, ...unknownBody } = unknown.body;
    const { requestId: _b, ...wrongBody } = wrong.body;
    expect(unknownBody).toEqual(wrongBody);
    expect(wrong.body.access).toBeUndefined();
  });

  it('sends empty fields as they are and answers with the standard message (spec §5)', async () => {
    const res = await app.client().post('/api/login/', { username: '', password: '' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'error', message: BAD });
  });

  it('counts failed attempts on the user and locks the email after 5 in a row for 15 minutes', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = app.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/login/', { username: user.email, password: `wrong-password-${i}!` });
      expect(res.status).toBe(401);
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginAttempts).toBe(5);
    const locked = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: 'error', code: 'ACCOUNT_LOCKED' });
    expect(String(locked.body.message)).toContain('15 minutes');
    app.clock.advance(16 * 60_000);
    try {
      const after = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
      expect(after.body).toMatchObject({ status: 'success' });
    } finally {
      app.clock.reset();
    }
  });

  it('locks an unknown email the same way, so the answer does not reveal whether an account exists', async () => {
    const client = app.client();
    for (let i = 0; i < 5; i++) await client.post('/api/login/', { username: 'ghost-user@example.com', password: 'wrong-password!' });
    const res = await client.post('/api/login/', { username: 'ghost-user@example.com', password: 'wrong-password!' });
    expect(res.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('rate-limits one client address after 50 failed sign-ins in 15 minutes', async () => {
    const client = app.client();
    for (let i = 0; i < 50; i++) await client.post('/api/login/', { username: `spray-${i}@example.com`, password: 'wrong-password!' });
    const user = await createUser(app.db, { role: ROLE.USER });
    const limited = await client.post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    const otherAddress = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(otherAddress.body).toMatchObject({ status: 'success' });
  });

  it('refuses pending and deactivated users with a clear message, only when the password is right', async () => {
    const pending = await createUser(app.db, { role: ROLE.USER, status: 'pending' });
    const inactive = await createUser(app.db, { role: ROLE.USER, status: 'inactive' });
    const p = await app.client().post('/api/login/', { username: pending.email, password: TEST_PASSWORD });
    expect(p.status).toBe(403);
    expect(p.body.message).toBe('Your account is waiting for approval. You will get an email once it is approved.');
    const i = await app.client().post('/api/login/', { username: inactive.email, password: TEST_PASSWORD });
    expect(i.status).toBe(403);
    expect(i.body.message).toBe('Your account is deactivated. Contact your administrator.');
    const wrong = await app.client().post('/api/login/', { username: inactive.email, password: 'wrong-password!' });
    expect(wrong.body.message).toBe(BAD);
  });

  it("refuses users of an organization whose licence passed, with the date; the due date itself still works", async () => {
    const expired = await createOrganization(app.db, { licenseCreate: '2024-01-01', licenseDue: '2025-03-12' });
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: expired });
    const res = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'LICENCE_EXPIRED', message: "Your organization's licence expired on 12 March 2025. Ask your point of contact to renew it." });
    const today = new Date().toISOString().slice(0, 10);
    const lastDay = await createOrganization(app.db, { licenseCreate: '2024-01-01', licenseDue: today });
    const ok = await createUser(app.db, { role: ROLE.USER, org: lastDay });
    const okRes = await app.client().post('/api/login/', { username: ok.email, password: TEST_PASSWORD });
    expect(okRes.body).toMatchObject({ status: 'success' });
  });

  it('does not let an expired licence stop provider staff', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const res = await app.client().post('/api/login/', { username: admin.email, password: TEST_PASSWORD });
    expect(res.body).toMatchObject({ status: 'success', twofa: true });
  });
});
