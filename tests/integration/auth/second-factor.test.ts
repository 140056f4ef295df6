import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, TEST_PASSWORD, type TestUser } from '../../support/factories.ts';
import { codeFrom } from '../../support/mailbox.ts';
import { pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** Password step of a user who needs the second factor; returns the client holding the second-factor token. */
async function passwordStep(user: TestUser): Promise<ApiClient> {
  const client = app.client();
  const res = await client.post('/api/login/', { username: user.email, password: TEST_PASSWORD });
  expect(res.body).toMatchObject({ status: 'success', twofa: true });
  expect(client.cookie('fel_refresh')).toBeUndefined();
  client.token = pickString(res.body, 'access');
  return client;
}

async function requestCode(client: ApiClient, user: TestUser): Promise<string> {
  const before = app.mailbox.to(user.email).length;
  const res = await client.get('/api/login/2fa/new-token/');
  expect(res.body).toMatchObject({ status: 'success' });
  const mail = await app.mailbox.waitFor(user.email, (m) => app.mailbox.to(user.email).indexOf(m) >= before);
  expect(mail.subject).toBe('FEL Assess verification code');
  // The code is in the body only: a subject shows in notifications, on lock screens and in mail logs.
  expect(mail.subject).not.toContain(codeFrom(mail));
  expect(mail.html).toContain(codeFrom(mail));
  return codeFrom(mail);
}

describe('second factor', () => {
  it('is required for provider Admins and IPA Users, and for users of organizations that require it', async () => {
    const strict = await createOrganization(app.db, { requiresSecondFactor: true });
    for (const user of [await createUser(app.db, { role: ROLE.ADMIN }), await createUser(app.db, { role: ROLE.IPA_USER }), await createUser(app.db, { role: ROLE.USER, org: strict })]) {
      const res = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
      expect(res.body.twofa).toBe(true);
    }
  });

  it('the second-factor token only permits the second-factor calls', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const me = await client.get('/api/user/');
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ status: 'error' });
    const gql = await client.graphql('{ viewer { user { name } } }');
    expect(gql.data?.viewer).toBeNull();
  });

  it('a valid code answers username, userType and a full token, and sets the refresh cookie', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const code = await requestCode(client, admin);
    const res = await client.post('/api/login/2fa/', { code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', username: admin.email, userType: ROLE.ADMIN });
    client.token = pickString(res.body, 'access');
    expect(client.cookie('fel_refresh')).toBeDefined();
    const me = await client.get('/api/user/');
    expect(me.body).toMatchObject({ status: 'success', username: admin.email, user_type: 1 });
  });

  it('a code works once', async () => {
    const admin = await createUser(app.db, { role: ROLE.IPA_USER });
    const client = await passwordStep(admin);
    const code = await requestCode(client, admin);
    expect((await client.post('/api/login/2fa/', { code })).status).toBe(200);
    const again = await passwordStep(admin);
    const reused = await again.post('/api/login/2fa/', { code });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ status: 'error', errors: 'The code has expired. Use RESEND CODE to get a new one.' });
  });

  it('a wrong code is refused with the errors text; after 5 tries even the right code is refused', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const code = await requestCode(client, admin);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const first = await client.post('/api/login/2fa/', { code: wrongCode });
    expect(first.status).toBe(400);
    expect(first.body.errors).toBe('The code is not valid. Check the email and try again.');
    for (let i = 0; i < 3; i++) await client.post('/api/login/2fa/', { code: wrongCode });
    const fifth = await client.post('/api/login/2fa/', { code: wrongCode });
    expect(fifth.body.errors).toBe('Too many wrong codes. Use RESEND CODE to get a new one.');
    const right = await client.post('/api/login/2fa/', { code });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('wrong codes count toward the sign-in lockout, so resending codes gives no endless guesses', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const code = await requestCode(client, admin);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await client.post('/api/login/2fa/', { code: wrongCode })).status).toBe(400);
    app.clock.advance(31_000);
    try {
      const second = await requestCode(client, admin);
      const other = second === '000000' ? '111111' : '000000';
      for (let i = 0; i < 2; i++) expect((await client.post('/api/login/2fa/', { code: other })).status).toBe(400);
      const locked = await client.post('/api/login/2fa/', { code: second });
      expect(locked.status).toBe(429);
      expect((await client.get('/api/login/2fa/new-token/')).status).toBe(429);
      const password = await app.client().post('/api/login/', { username: admin.email, password: TEST_PASSWORD });
      expect(password.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    } finally {
      app.clock.reset();
    }
  });

  it('a code expires after 10 minutes', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const code = await requestCode(client, admin);
    app.clock.advance(10 * 60_000 + 1000);
    try {
      const res = await client.post('/api/login/2fa/', { code });
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe('The code has expired. Use RESEND CODE to get a new one.');
    } finally {
      app.clock.reset();
    }
  });

  it('resending is allowed once every 30 seconds, and a new code replaces the old one', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await passwordStep(admin);
    const first = await requestCode(client, admin);
    const tooSoon = await client.get('/api/login/2fa/new-token/');
    expect(tooSoon.status).toBe(429);
    expect(String(tooSoon.body.message)).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    app.clock.advance(31_000);
    try {
      const second = await requestCode(client, admin);
      if (second !== first) {
        const old = await client.post('/api/login/2fa/', { code: first });
        expect(old.status).toBe(400);
      }
      const ok = await client.post('/api/login/2fa/', { code: second });
      expect(ok.status).toBe(200);
    } finally {
      app.clock.reset();
    }
  });

  it('a user deactivated between the two steps cannot finish signing in', async () => {
    const org = await createOrganization(app.db, { requiresSecondFactor: true });
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const client = await passwordStep(user);
    const code = await requestCode(client, user);
    await app.db.update(organizations).set({ licenseDue: '2020-01-02', licenseCreate: '2020-01-01' }).where(eq(organizations.id, org.id));
    const res = await client.post('/api/login/2fa/', { code });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'LICENCE_EXPIRED' });
  });

  it('without a second-factor token the calls answer 401', async () => {
    const res = await app.client().post('/api/login/2fa/', { code: '123456' });
    expect(res.status).toBe(401);
    const send = await app.client().get('/api/login/2fa/new-token/');
    expect(send.status).toBe(401);
  });
});
