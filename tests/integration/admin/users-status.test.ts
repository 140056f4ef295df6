import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { ACTOR_NAMES, type ActorName, adminSuite } from '../../support/admin-actors.ts';
import { createUser } from '../../support/factories.ts';
import { withMailServerDown } from '../../support/failing-mail.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { pick } from '../../support/pick.ts';
import { clientAs, lastAudit } from '../../support/sessions.ts';
import { ROLE } from '../../../common/roles.ts';

const suite = adminSuite();

const RESET = `mutation($key: ID!) { sendPasswordResetLink(input: { key: $key }) { message errors { field message } } }`;
const USER = `query($key: ID!) { user(key: $key) { key name username } }`;
const statusOf = async (id: string) => (await suite.app.db.select().from(users).where(eq(users.id, id)))[0]?.status;

describe('Activate / Deactivate', () => {
  it('POST /api/admin/user/{id}/activate/ deactivates (its open session dies at once) and activates again', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const session = await clientAs(suite.app, target);
    expect((await session.get('/api/user/')).status).toBe(200);
    const off = await suite.actors.as.clientAdmin.post(`/api/admin/user/${target.id}/activate/`, { status: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'success', user: { key: target.id, active: false, account_status: 'inactive' } });
    expect((await session.get('/api/user/')).status).toBe(401);
    expect((await session.post('/api/token/refresh/')).status).toBe(401);
    expect(await lastAudit(suite.app, target.id, 'user.deactivate')).toMatchObject({ actorUserId: suite.actors.users.clientAdmin.id, before: { status: 'active' }, after: { status: 'inactive' } });
    const on = await suite.actors.as.admin.post(`/api/admin/user/${target.id}/activate/`, { status: true });
    expect(on.body).toMatchObject({ status: 'success', user: { active: true } });
    expect(await statusOf(target.id)).toBe('active');
  });

  it('activating a pending registration approves it and emails the account details', async () => {
    const address = `pending-${crypto.randomUUID().slice(0, 8)}@company.example`;
    await suite.app.client().post('/api/register/', { name: 'Penny Pending', username: address, licensekey: suite.actors.org.licenseKey });
    // The answer does not say whether an account was made (nor its key): the pending user is found by email.
    const [pending] = await suite.app.db.select().from(users).where(eq(users.email, address));
    const key = pending?.id ?? '';
    const res = await suite.actors.as.poc.post(`/api/admin/user/${key}/activate/`, { status: true });
    expect(res.body).toMatchObject({ status: 'success', user: { active: true } });
    const mail = await suite.app.mailbox.waitFor(address, (m) => m.subject === 'Your FEL Assess account is approved');
    expect(linkFrom(mail)).toContain('/password-reset-confirm/');
    expect(await lastAudit(suite.app, key, 'user.approve')).toMatchObject({ actorUserId: suite.actors.users.poc.id });
  });

  it('with the mail server down the approval succeeds, and the approval mail arrives once the server is back', async () => {
    const pending = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org, status: 'pending', name: 'Paul Pending' });
    const res = await withMailServerDown(suite.app.mailbox, () => suite.actors.as.admin.post(`/api/admin/user/${pending.id}/activate/`, { status: true }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', user: { active: true } });
    expect(await statusOf(pending.id)).toBe('active');
    const mail = await suite.app.mailbox.waitFor(pending.email, (m) => m.subject === 'Your FEL Assess account is approved');
    expect(linkFrom(mail)).toContain('/password-reset-confirm/');
  });

  it('only user managers of the organization (and Admins) may; others are refused and nothing changes', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const expectations: [ActorName, number][] = [['ipaCel', 403], ['ipaOther', 403], ['user', 403], ['superUser', 403], ['powerUser', 403], ['otherClientAdmin', 404]];
    for (const [actor, status] of expectations) {
      const res = await suite.actors.as[actor].post(`/api/admin/user/${target.id}/activate/`, { status: false });
      expect(res.status, actor).toBe(status);
    }
    expect(await statusOf(target.id)).toBe('active');
    expect((await suite.app.client().post(`/api/admin/user/${target.id}/activate/`, { status: false })).status).toBe(401);
    const bad = await suite.actors.as.admin.post(`/api/admin/user/${target.id}/activate/`, { status: 'off' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be true or false');
    const self = await suite.actors.as.clientAdmin.post(`/api/admin/user/${suite.actors.users.clientAdmin.id}/activate/`, { status: false });
    expect(self.status).toBe(400);
  });
});

describe('Reset Password (admin menu)', () => {
  it('emails a reset link and answers "A password reset link has been emailed to {name}" (GraphQL and legacy)', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.SUPER_USER, org: suite.actors.org, name: 'Rita Reset' });
    const res = await suite.actors.as.clientAdmin.graphql(RESET, { key: target.id });
    expect(pick(res.data, 'sendPasswordResetLink')).toEqual({ message: 'A password reset link has been emailed to Rita Reset', errors: [] });
    const mail = await suite.app.mailbox.waitFor(target.email);
    expect(mail.subject).toBe('Reset your FEL Assess password');
    expect(await lastAudit(suite.app, target.id, 'user.password-reset-link')).toMatchObject({ actorUserId: suite.actors.users.clientAdmin.id });
    const legacy = await suite.actors.as.admin.post(`/api/admin/user/${target.id}/reset-password/`);
    expect(legacy.body).toMatchObject({ status: 'success', message: 'A password reset link has been emailed to Rita Reset' });
  });

  it('"Not a valid email!" for a stored address that is not valid; a pending account must be activated first', async () => {
    const broken = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org, email: `broken-${crypto.randomUUID().slice(0, 6)}@localhost` });
    const res = await suite.actors.as.admin.graphql(RESET, { key: broken.id });
    expect(pick(res.data, 'sendPasswordResetLink.errors')).toEqual([{ field: 'username', message: 'Not a valid email!' }]);
    const pending = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org, status: 'pending' });
    const p = await suite.actors.as.admin.graphql(RESET, { key: pending.id });
    expect(pick(p.data, 'sendPasswordResetLink.errors.0.message')).toMatch(/^This account is not active/);
  });

  it('is refused to roles that do not manage the user', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    for (const actor of ['ipaCel', 'user', 'superUser', 'powerUser', 'otherClientAdmin'] as const) {
      const res = await suite.actors.as[actor].graphql(RESET, { key: target.id });
      expect(res.errors?.[0]?.extensions?.code, actor).toBe(actor === 'otherClientAdmin' ? 'NOT_FOUND' : 'FORBIDDEN');
    }
    expect(suite.app.mailbox.to(target.email)).toEqual([]);
  });
});

describe('GET /api/users/{id}/ and user(key)', () => {
  it('answers one\'s own record for every role, and others only to those who manage them', async () => {
    for (const actor of ACTOR_NAMES) {
      const me = suite.actors.users[actor];
      const res = await suite.actors.as[actor].get(`/api/users/${me.id}/`);
      expect(res.status, actor).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', user: { key: me.id, username: me.email } });
    }
    const target = suite.actors.users.powerUser;
    expect((await suite.actors.as.clientAdmin.get(`/api/users/${target.id}/`)).body).toMatchObject({ user: { name: target.name, user_type: 6 } });
    expect(pick((await suite.actors.as.admin.graphql(USER, { key: target.id })).data, 'user.key')).toBe(target.id);
    expect((await suite.actors.as.user.get(`/api/users/${target.id}/`)).status).toBe(403);
    expect((await suite.actors.as.otherClientAdmin.get(`/api/users/${target.id}/`)).status).toBe(404);
    expect((await suite.actors.as.otherClientAdmin.graphql(USER, { key: target.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await suite.actors.as.admin.get('/api/users/nonsense/')).status).toBe(404);
  });
});
