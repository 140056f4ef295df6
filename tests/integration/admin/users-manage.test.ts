import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { celAssignments, organizations, users } from '../../../server/db/schema/index.ts';
import { type ActorName, adminSuite } from '../../support/admin-actors.ts';
import { assignCel, createOrganization, createUser, makePoc, unique } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { pick } from '../../support/pick.ts';
import { ensureProviderOrganization } from '../../support/provider.ts';
import { withMailServerDown } from '../../support/failing-mail.ts';
import { lastAudit } from '../../support/sessions.ts';
import { ROLE } from '../../../common/roles.ts';

const suite = adminSuite();

const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { user { key name username userType status celCheck client { key } } warning errors { field message code } } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { key name username userType celCheck client { key } } errors { field message code } } }`;
const OPTIONS = `{ userFormOptions { roleLabel roleOrder organizations { key name isProvider offersCel viewerAssignableRoles { userType label } } } }`;

const email = () => `${unique('new').toLowerCase()}@company.example`;
const findByEmail = async (address: string) => (await suite.app.db.select().from(users).where(eq(users.email, address)))[0];

describe('Add user', () => {
  it('an Admin adds an active user who gets a set-password link; the change is audited', async () => {
    const address = email();
    const res = await suite.actors.as.admin.graphql(CREATE, { input: { name: 'Nora New', username: address, userType: ROLE.SUPER_USER, organization: suite.actors.org.id } });
    expect(pick(res.data, 'createUser')).toMatchObject({ user: { name: 'Nora New', username: address, userType: ROLE.SUPER_USER, status: 'active', client: { key: suite.actors.org.id } }, warning: null, errors: [] });
    const mail = await suite.app.mailbox.waitFor(address);
    expect(mail.subject).toBe('Your FEL Assess account');
    const [uidb64, token] = linkFrom(mail).split('/password-reset-confirm/')[1]?.split('/') ?? [];
    expect((await suite.app.client().post('/api/resetuserpassword/', { password: 'First-password-2026!', uidb64, token })).status).toBe(200);
    expect((await suite.app.client().post('/api/login/', { username: address, password: 'First-password-2026!' })).body.status).toBe('success');
    const created = await findByEmail(address);
    const audit = await lastAudit(suite.app, created?.id ?? '', 'user.create');
    expect(audit).toMatchObject({ actorUserId: suite.actors.users.admin.id, organizationId: suite.actors.org.id });
    expect(audit?.after).toMatchObject({ email: address, userType: ROLE.SUPER_USER });
  });

  it('role defaults to User; the role choices follow spec §6 for each kind of viewer', async () => {
    const address = email();
    const res = await suite.actors.as.clientAdmin.graphql(CREATE, { input: { name: 'Default Role', username: address, organization: suite.actors.org.id } });
    expect(pick(res.data, 'createUser.user.userType')).toBe(4);
    const admin = await suite.actors.as.admin.graphql(OPTIONS);
    expect(pick(admin.data, 'userFormOptions.roleLabel')).toBe('Role');
    const orgs = pick(admin.data, 'userFormOptions.organizations');
    const provider = Array.isArray(orgs) ? orgs.find((o) => pick(o, 'isProvider') === true) : null;
    const client = Array.isArray(orgs) ? orgs.find((o) => pick(o, 'key') === suite.actors.org.id) : null;
    expect(pick(admin.data, 'userFormOptions.roleOrder')).toEqual([ROLE.ADMIN, ROLE.IPA_USER, ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER]);
    expect(pick(provider, 'viewerAssignableRoles')).toEqual([{ userType: ROLE.ADMIN, label: 'Admin' }, { userType: ROLE.IPA_USER, label: 'IPA User' }]);
    expect(pick(client, 'viewerAssignableRoles')).toEqual([{ userType: ROLE.USER, label: 'User' }, { userType: ROLE.SUPER_USER, label: 'Super User' }, { userType: ROLE.POWER_USER, label: 'Power User' }]);
    // The "Client Engagement Leader" choice is the provider's own staff's only (spec §5).
    expect([pick(provider, 'offersCel'), pick(client, 'offersCel')]).toEqual([true, false]);
    for (const actor of ['clientAdmin', 'poc'] as const) {
      const own = await suite.actors.as[actor].graphql(OPTIONS);
      expect(pick(own.data, 'userFormOptions')).toEqual({
        roleLabel: 'User Type',
        roleOrder: [ROLE.ADMIN, ROLE.IPA_USER, ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER],
        organizations: [{ key: suite.actors.org.id, name: suite.actors.org.name, isProvider: false, offersCel: false, viewerAssignableRoles: [{ userType: ROLE.CLIENT_ADMIN, label: 'Client Admin' }, { userType: ROLE.USER, label: 'User' }, { userType: ROLE.SUPER_USER, label: 'Super User' }] }],
      });
    }
    expect((await suite.actors.as.user.graphql(OPTIONS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('who may add users where (DOMAIN.md §5); nothing is created when refused', async () => {
    const attempt = async (actor: ActorName, userType: number, organization: string) => {
      const address = email();
      const res = await suite.actors.as[actor].graphql(CREATE, { input: { name: 'Role Probe', username: address, userType, organization } });
      return { code: res.errors?.[0]?.extensions?.code ?? pick(res.data, 'createUser.errors.0.code') ?? 'OK', created: Boolean(await findByEmail(address)) };
    };
    expect(await attempt('clientAdmin', 3, suite.actors.org.id)).toEqual({ code: 'OK', created: true });
    expect(await attempt('poc', 5, suite.actors.org.id)).toEqual({ code: 'OK', created: true });
    expect(await attempt('admin', 6, suite.actors.otherOrg.id)).toEqual({ code: 'OK', created: true });
    expect(await attempt('clientAdmin', 6, suite.actors.org.id)).toEqual({ code: 'FORBIDDEN', created: false });
    expect(await attempt('clientAdmin', 1, suite.actors.org.id)).toEqual({ code: 'FORBIDDEN', created: false });
    expect(await attempt('admin', 3, suite.actors.org.id)).toEqual({ code: 'FORBIDDEN', created: false });
    expect(await attempt('clientAdmin', 4, suite.actors.otherOrg.id)).toEqual({ code: 'NOT_FOUND', created: false });
    for (const actor of ['ipaCel', 'user', 'superUser', 'powerUser'] as const) {
      expect(await attempt(actor, 4, suite.actors.org.id)).toEqual({ code: 'FORBIDDEN', created: false });
    }
  });

  it('validates per spec §5 and answers field errors without creating anything', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Required (<60 characters)'],
      [{ name: 'x'.repeat(60) }, 'name', 'Required (<60 characters)'],
      [{ username: 'not-an-email' }, 'username', 'Valid email required'],
      [{ organization: '' }, 'organization', 'Required'],
      [{ celCheck: true }, 'celCheck', "Only the provider's staff can be Client Engagement Leaders"],
      [{ userType: 9 }, 'userType', 'Unknown role'],
    ];
    for (const [override, field, message] of cases) {
      const address = email();
      const res = await suite.actors.as.admin.graphql(CREATE, { input: { name: 'Valid Name', username: address, userType: ROLE.USER, organization: suite.actors.org.id, ...override } });
      expect(pick(res.data, 'createUser.errors'), JSON.stringify(override)).toEqual([{ field, message, code: 'BAD_INPUT' }]);
      expect(await findByEmail(address)).toBeUndefined();
    }
    const ipaInClient = await suite.actors.as.admin.graphql(CREATE, { input: { name: 'Wrong Place', username: email(), userType: ROLE.IPA_USER, organization: suite.actors.org.id } });
    expect(pick(ipaInClient.data, 'createUser.errors.0')).toEqual({ field: 'userType', message: "Admin and IPA User are roles of the provider's staff", code: 'BAD_INPUT' });
    const ok59 = await suite.actors.as.admin.graphql(CREATE, { input: { name: 'x'.repeat(59), username: email(), organization: suite.actors.org.id } });
    expect(pick(ok59.data, 'createUser.errors')).toEqual([]);
    const dup = await suite.actors.as.admin.graphql(CREATE, { input: { name: 'Dup', username: suite.actors.users.user.email.toUpperCase(), organization: suite.actors.org.id } });
    expect(pick(dup.data, 'createUser.errors')).toEqual([{ field: 'username', message: 'A user with this email already exists', code: 'CONFLICT' }]);
  });

  it('POST /api/admin/user/create/ takes username, name, user_type, client (name) and celCheck', async () => {
    const provider = await ensureProviderOrganization(suite.app.db);
    const address = email();
    const res = await suite.actors.as.admin.post('/api/admin/user/create/', { username: address, name: 'Cel Leader', user_type: 2, client: provider.name, celCheck: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success' });
    expect(await findByEmail(address)).toMatchObject({ organizationId: provider.id, userType: ROLE.IPA_USER, celCheck: true, ipaUser: true, status: 'active' });
    const bad = await suite.actors.as.admin.post('/api/admin/user/create/', { username: 'bad', name: '', client: 'No Such Org Anywhere' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ username: 'Valid email required', name: 'Required (<60 characters)' });
    const unknownOrg = await suite.actors.as.admin.post('/api/admin/user/create/', { username: email(), name: 'Lost', client: 'No Such Org Anywhere' });
    expect(unknownOrg.status).toBe(404);
    expect((await suite.actors.as.user.post('/api/admin/user/create/', { username: email(), name: 'X', client: suite.actors.org.name })).status).toBe(403);
  });

  it('with the mail server down the user is created, and the account mail arrives once the server is back', async () => {
    const address = email();
    const res = await withMailServerDown(suite.app.mailbox, () =>
      suite.actors.as.admin.post('/api/admin/user/create/', { username: address, name: 'Mail Less', user_type: 4, client: suite.actors.org.name }),
    );
    expect(res.body).toMatchObject({ status: 'success', message: 'User created' });
    expect(await findByEmail(address)).toMatchObject({ status: 'active' });
    await suite.app.mailbox.waitFor(address, (m) => m.subject === 'Your FEL Assess account');
  });
});

describe('Edit user', () => {
  it('an Admin edits name, email and role, and moves a user to another organization (no longer its POC)', async () => {
    const org = await createOrganization(suite.app.db);
    const target = await createUser(suite.app.db, { role: ROLE.USER, org });
    await makePoc(suite.app.db, org, target);
    const address = email();
    const res = await suite.actors.as.admin.graphql(UPDATE, { input: { key: target.id, name: 'Renamed', username: address, userType: ROLE.POWER_USER, organization: suite.actors.otherOrg.id } });
    expect(pick(res.data, 'updateUser.user')).toEqual({ key: target.id, name: 'Renamed', username: address, userType: ROLE.POWER_USER, celCheck: false, client: { key: suite.actors.otherOrg.id } });
    const [old] = await suite.app.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(old?.pocUserId).toBeNull();
    const audit = await lastAudit(suite.app, target.id, 'user.update');
    expect(audit?.before).toMatchObject({ name: target.name, userType: ROLE.USER, organizationId: org.id });
    expect(audit?.after).toMatchObject({ name: 'Renamed', userType: ROLE.POWER_USER, organizationId: suite.actors.otherOrg.id });
  });

  it('a Client Admin edits its own users, keeps a role it may not give, and cannot reach another organization', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.POWER_USER, org: suite.actors.org });
    const keep = await suite.actors.as.clientAdmin.graphql(UPDATE, { input: { key: target.id, name: 'Still Power', username: target.email, userType: ROLE.POWER_USER, organization: suite.actors.org.id } });
    expect(pick(keep.data, 'updateUser.user.name')).toBe('Still Power');
    const promote = await suite.actors.as.clientAdmin.graphql(UPDATE, { input: { key: target.id, name: 'Now Admin', username: target.email, userType: ROLE.CLIENT_ADMIN, organization: suite.actors.org.id } });
    expect(pick(promote.data, 'updateUser.user.userType')).toBe(3);
    const escalate = await suite.actors.as.clientAdmin.graphql(UPDATE, { input: { key: target.id, name: 'Now Admin', username: target.email, userType: ROLE.ADMIN, organization: suite.actors.org.id } });
    expect(escalate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const move = await suite.actors.as.clientAdmin.graphql(UPDATE, { input: { key: target.id, name: 'Moved', username: target.email, userType: ROLE.CLIENT_ADMIN, organization: suite.actors.otherOrg.id } });
    expect(move.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreign = await suite.actors.as.otherClientAdmin.graphql(UPDATE, { input: { key: target.id, name: 'Hijack', username: target.email, userType: ROLE.USER, organization: suite.actors.otherOrg.id } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const actor of ['ipaCel', 'user', 'superUser', 'powerUser'] as const) {
      const res = await suite.actors.as[actor].graphql(UPDATE, { input: { key: target.id, name: 'Nope', username: target.email, userType: ROLE.USER, organization: suite.actors.org.id } });
      expect(res.errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
    }
    const [row] = await suite.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ name: 'Now Admin', userType: ROLE.CLIENT_ADMIN, organizationId: suite.actors.org.id });
  });

  it('nobody changes their own role; an email in use is a conflict; removing the CEL mark ends its assignments', async () => {
    const self = await suite.actors.as.clientAdmin.graphql(UPDATE, { input: { key: suite.actors.users.clientAdmin.id, name: 'Me', username: suite.actors.users.clientAdmin.email, userType: ROLE.USER, organization: suite.actors.org.id } });
    expect(pick(self.data, 'updateUser.errors.0.message')).toBe('You cannot change your own role or organization.');
    const target = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const taken = await suite.actors.as.admin.graphql(UPDATE, { input: { key: target.id, name: 'X', username: suite.actors.users.poc.email, userType: ROLE.USER, organization: suite.actors.org.id } });
    expect(pick(taken.data, 'updateUser.errors.0')).toEqual({ field: 'username', message: 'A user with this email already exists', code: 'CONFLICT' });
    const cel = await createUser(suite.app.db, { role: ROLE.IPA_USER, celCheck: true });
    const client = await createOrganization(suite.app.db);
    await assignCel(suite.app.db, client, cel);
    const provider = await ensureProviderOrganization(suite.app.db);
    await suite.actors.as.admin.graphql(UPDATE, { input: { key: cel.id, name: cel.name, username: cel.email, userType: ROLE.IPA_USER, organization: provider.id, celCheck: false } });
    expect(await suite.app.db.select().from(celAssignments).where(eq(celAssignments.userId, cel.id))).toEqual([]);
  });

  it('POST /api/admin/user/{id}/edit/ takes the create body and answers the user', async () => {
    const target = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const res = await suite.actors.as.poc.post(`/api/admin/user/${target.id}/edit/`, { username: target.email, name: 'Legacy Edit', user_type: 5, client: suite.actors.org.name, celCheck: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', user: { key: target.id, name: 'Legacy Edit', user_type: 5, client: { name: suite.actors.org.name } } });
    expect((await suite.actors.as.otherClientAdmin.post(`/api/admin/user/${target.id}/edit/`, { username: target.email, name: 'X', user_type: 4, client: suite.actors.otherOrg.name })).status).toBe(404);
    expect((await suite.actors.as.admin.post('/api/admin/user/not-a-key/edit/', { username: target.email, name: 'X', client: suite.actors.org.name })).status).toBe(404);
  });

  it('two editors giving two users the same new email at once: one wins, the other gets 409, never a 500', async () => {
    const a = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const b = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org });
    const email = `${unique('same')}@example.com`.toLowerCase();
    const body = (name: string) => ({ username: email, name, user_type: 4, client: suite.actors.org.name, celCheck: false });
    const results = await Promise.all([
      suite.actors.as.admin.post(`/api/admin/user/${a.id}/edit/`, body('Racer A')),
      suite.actors.as.poc.post(`/api/admin/user/${b.id}/edit/`, body('Racer B')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body).toMatchObject({ status: 'error', message: 'A user with this email already exists', fields: { username: 'A user with this email already exists' } });
  });
});
