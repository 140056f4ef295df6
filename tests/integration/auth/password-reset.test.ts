import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../server/db/schema/index.ts';
import { encodeUid, makeResetToken } from '../../../server/modules/auth/reset-token.ts';
import { createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

const SAME_ANSWER = 'If an account exists for this email, a link to reset its password is on its way. Check your inbox.';
const NEW_PASSWORD = 'Brand-new-password-42!';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/**
 * The outbox rows to an address, with their state. Mail is queued in the request's own transaction, so once
 * the answer has come the rows are there: "no mail" is read from them, not from a mailbox watched a while.
 */
const queuedTo = (address: string) => app.db.select({ status: mailOutbox.status }).from(mailOutbox).where(sql`${address} = any(${mailOutbox.toAddresses})`);

/** uidb64 and token of a link. */
const partsOf = (link: string) => {
  const [uidb64 = '', token = ''] = link.split('/password-reset-confirm/')[1]?.split('/') ?? [];
  return { uidb64, token };
};

describe('password reset', () => {
  it('answers the same for a known and an unknown email; only the known one gets a link', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const known = await app.client().post('/api/forgotuserpassword/', { username: user.email });
    const unknown = await app.client().post('/api/forgotuserpassword/', { username: 'nobody-else@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: 'success', success: SAME_ANSWER, message: SAME_ANSWER, errors: null });
    expect(unknown.body).toEqual(known.body);
    const mail = await app.mailbox.waitFor(user.email);
    expect(mail.subject).toBe('Reset your FEL Assess password');
    expect(linkFrom(mail)).toMatch(new RegExp(`^${app.baseUrl}/password-reset-confirm/`));
    expect(mail.html).toContain(linkFrom(mail));
    expect(await queuedTo('nobody-else@example.com')).toEqual([]);
    expect(await queuedTo(user.email)).toHaveLength(1);
    expect(app.mailbox.to('nobody-else@example.com')).toHaveLength(0);
  });

  it('sends at most 3 reset mails an hour to one address; further requests answer the same and send nothing', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    for (let i = 0; i < 5; i++) {
      const res = await app.client().post('/api/forgotuserpassword/', { username: user.email });
      expect(res.body).toMatchObject({ status: 'success', message: SAME_ANSWER });
    }
    expect(await queuedTo(user.email)).toHaveLength(3);
    await app.mailbox.waitFor(user.email, () => app.mailbox.to(user.email).length >= 3);
    // Nothing is left to send to the address (each row's state says so): no fourth mail is on its way.
    await expect.poll(async () => (await queuedTo(user.email)).filter((row) => row.status === 'pending').length, { timeout: 10_000 }).toBe(0);
    expect(app.mailbox.to(user.email)).toHaveLength(3);
    app.clock.advance(61 * 60_000);
    try {
      await app.client().post('/api/forgotuserpassword/', { username: user.email });
      await app.mailbox.waitFor(user.email, () => app.mailbox.to(user.email).length >= 4);
    } finally {
      app.clock.reset();
    }
  });

  it('a bad email format is refused with "Invalid email format"', async () => {
    const res = await app.client().post('/api/forgotuserpassword/', { username: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message: 'Invalid email format', errors: 'Invalid email format' });
  });

  it('the emailed link sets a new password once: old password and other sessions stop working', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const other = await signIn(app, user);
    await app.client().post('/api/forgotuserpassword/', { username: user.email });
    const { uidb64, token } = partsOf(linkFrom(await app.mailbox.waitFor(user.email)));
    const res = await app.client().post('/api/resetuserpassword/', { password: NEW_PASSWORD, uidb64, token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success' });
    expect((await other.get('/api/user/')).status).toBe(401);
    const oldPassword = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await app.client().post('/api/login/', { username: user.email, password: NEW_PASSWORD });
    expect(newPassword.body).toMatchObject({ status: 'success' });
    const reused = await app.client().post('/api/resetuserpassword/', { password: 'Another-password-42!', uidb64, token });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ status: 'error', detail: 'This link is invalid or has expired. Request a new one from the reset password page.' });
  });

  it('passwordLinkValid says whether a link still works (before the password is typed), without changing anything', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    await app.client().post('/api/forgotuserpassword/', { username: user.email });
    const { uidb64, token } = partsOf(linkFrom(await app.mailbox.waitFor(user.email)));
    const valid = (u: string, t: string) => app.client().graphql('query($u: String!, $t: String!) { passwordLinkValid(uidb64: $u, token: $t) }', { u, t });
    expect((await valid(uidb64, token)).data).toEqual({ passwordLinkValid: true });
    expect((await valid(uidb64, `${token}x`)).data).toEqual({ passwordLinkValid: false });
    expect((await valid('not-a-user', token)).data).toEqual({ passwordLinkValid: false });
    expect((await valid('x'.repeat(300), token)).data).toEqual({ passwordLinkValid: false });
    expect((await app.client().post('/api/resetuserpassword/', { password: NEW_PASSWORD, uidb64, token })).status).toBe(200);
    expect((await valid(uidb64, token)).data).toEqual({ passwordLinkValid: false });
  });

  it('a link older than 3 days is refused', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const old = new Date(Date.now() - 3 * 86400_000 - 60_000);
    const token = makeResetToken(app.config.jwtSecret, user, old);
    const res = await app.client().post('/api/resetuserpassword/', { password: NEW_PASSWORD, uidb64: encodeUid(user.id), token });
    expect(res.status).toBe(400);
    const fresh = makeResetToken(app.config.jwtSecret, user, new Date(Date.now() - 2 * 86400_000));
    const ok = await app.client().post('/api/resetuserpassword/', { password: NEW_PASSWORD, uidb64: encodeUid(user.id), token: fresh });
    expect(ok.status).toBe(200);
  });

  it('a tampered token or user part is refused and changes nothing', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const token = makeResetToken(app.config.jwtSecret, user, new Date());
    const other = await createUser(app.db, { role: ROLE.USER });
    const tampered = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    for (const body of [
      { password: NEW_PASSWORD, uidb64: encodeUid(user.id), token: tampered },
      { password: NEW_PASSWORD, uidb64: encodeUid(other.id), token },
      { password: NEW_PASSWORD, uidb64: '!!!', token },
      { password: NEW_PASSWORD, uidb64: encodeUid(user.id), token: 'x'.repeat(10_000) },
    ]) {
      const res = await app.client().post('/api/resetuserpassword/', body);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('enforces 12 characters and a symbol', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const token = makeResetToken(app.config.jwtSecret, user, new Date());
    for (const password of ['short-1!', 'longenoughbutnosymbol1']) {
      const res = await app.client().post('/api/resetuserpassword/', { password, uidb64: encodeUid(user.id), token });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Use at least 12 characters, including 1 symbol');
    }
  });

  it('a password reset clears a lockout', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    for (let i = 0; i < 5; i++) await app.client().post('/api/login/', { username: user.email, password: 'wrong-password!' });
    expect((await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD })).status).toBe(429);
    const token = makeResetToken(app.config.jwtSecret, user, new Date());
    await app.client().post('/api/resetuserpassword/', { password: NEW_PASSWORD, uidb64: encodeUid(user.id), token });
    expect((await app.client().post('/api/login/', { username: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });
});
