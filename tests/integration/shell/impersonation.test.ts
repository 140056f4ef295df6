import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type Role } from '../../../common/roles.ts';
import { auditEvents, celAssignments, users } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { assignCel, createOrganization, createUser, makePoc, type TestUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { ensureProviderOrganization } from '../../support/provider.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const CHOICES = '{ impersonationChoices { key name } }';
const SET = `mutation($input: SetClientImpersonationInput!) { setClientImpersonation(input: $input) {
  viewer { activeOrganization { key name } organization { key } user { clientImpersonation } }
  errors { field message code } } }`;
const ACTIVE = '{ viewer { activeOrganization { key name } } }';

const storedChoice = async (user: TestUser) =>
  (await app.db.select({ v: users.impersonatedOrganizationId }).from(users).where(eq(users.id, user.id)))[0]?.v;

const activeKey = async (client: ApiClient) => pick((await client.graphql(ACTIVE)).data, 'viewer.activeOrganization.key');

describe('client switcher: Admin', () => {
  it('lists every client by name (never the provider) and switches through GraphQL; the choice persists and scopes later calls', async () => {
    const provider = await ensureProviderOrganization(app.db);
    const zeta = await createOrganization(app.db, { name: `Zeta Chemicals ${Date.now()}` });
    const alpha = await createOrganization(app.db, { name: `alpha Paper ${Date.now()}` });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await signIn(app, admin);

    const choices = await client.graphql(CHOICES);
    const list = pick(choices.data, 'impersonationChoices');
    expect(Array.isArray(list)).toBe(true);
    const names = Array.isArray(list) ? list.map((c: unknown) => String(pick(c, 'name'))) : [];
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list).toContainEqual({ key: zeta.id, name: zeta.name });
    expect(list).toContainEqual({ key: alpha.id, name: alpha.name });
    expect(names).not.toContain(provider.name);

    expect(await activeKey(client)).toBe(provider.id);
    const set = await client.graphql(SET, { input: { clientImpersonation: zeta.id } });
    expect(pick(set.data, 'setClientImpersonation')).toEqual({
      viewer: { activeOrganization: { key: zeta.id, name: zeta.name }, organization: { key: provider.id }, user: { clientImpersonation: zeta.id } },
      errors: [],
    });
    expect(await storedChoice(admin)).toBe(zeta.id);
    expect(await activeKey(client)).toBe(zeta.id);
    const legacyClient = await client.get('/api/client/');
    expect(legacyClient.body).toMatchObject({ status: 'success', key: zeta.id, name: zeta.name });

    // A new session of the same user works on the same client (past the 30 s resend limit of its code).
    app.clock.advance(31_000);
    const other = await signIn(app, admin);
    expect(await activeKey(other)).toBe(zeta.id);

    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, admin.id), eq(auditEvents.action, 'user.impersonate')));
    expect(audit).toMatchObject({ entityType: 'user', entityId: admin.id, organizationId: zeta.id, before: { impersonatedOrganizationId: null }, after: { impersonatedOrganizationId: zeta.id } });

    const back = await client.graphql(SET, { input: { clientImpersonation: null } });
    expect(pick(back.data, 'setClientImpersonation.viewer.activeOrganization.key')).toBe(provider.id);
    expect(await storedChoice(admin)).toBeNull();
  });

  it('switches through POST /api/user/clientimpersonation/edit/ and GET /api/user/ reports it; own organization returns home', async () => {
    const provider = await ensureProviderOrganization(app.db);
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await signIn(app, admin);
    const res = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', clientImpersonation: org.id, client: { key: org.id, name: org.name } });
    expect((await client.get('/api/user/')).body).toMatchObject({ clientImpersonation: org.id });
    expect((await client.get('/api/client/')).body).toMatchObject({ key: org.id });

    const home = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: provider.id });
    expect(home.body).toEqual({ status: 'success', clientImpersonation: null, client: { key: provider.id, name: provider.name } });
    expect(await storedChoice(admin)).toBeNull();
    const cleared = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: '' });
    expect(cleared.body).toMatchObject({ status: 'success', clientImpersonation: null });
  });

  it('an unknown organization is not found and bad input is a 400; nothing changes', async () => {
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = await signIn(app, admin);
    await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });

    const unknown = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Organization not found' });
    for (const body of [{}, { clientImpersonation: 'not-a-key' }, { clientImpersonation: 42 }, '{"clientImpersonation":', []]) {
      const bad = await client.request('POST', '/api/user/clientimpersonation/edit/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.status).toBe('error');
    }
    const missing = await client.post('/api/user/clientimpersonation/edit/', {});
    expect(missing.body).toMatchObject({ code: 'BAD_INPUT', fields: { clientImpersonation: 'Required' } });
    const gqlBad = await client.graphql(SET, { input: { clientImpersonation: 'nope' } });
    expect(pick(gqlBad.data, 'setClientImpersonation')).toEqual({
      viewer: null,
      errors: [{ field: 'clientImpersonation', message: 'clientImpersonation must be an organization key, or null for your own organization', code: 'BAD_INPUT' }],
    });
    const gqlUnknown = await client.graphql(SET, { input: { clientImpersonation: crypto.randomUUID() } });
    expect(gqlUnknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedChoice(admin)).toBe(org.id);
  });
});

describe('client switcher: IPA User (CEL)', () => {
  it('lists and switches only to the clients it is CEL of; another client is not found', async () => {
    const mine = await createOrganization(app.db);
    const alsoMine = await createOrganization(app.db);
    const notMine = await createOrganization(app.db);
    const cel = await createUser(app.db, { role: ROLE.IPA_USER });
    await assignCel(app.db, mine, cel);
    await assignCel(app.db, alsoMine, cel);
    const client = await signIn(app, cel);

    const choices = pick((await client.graphql(CHOICES)).data, 'impersonationChoices');
    expect(choices).toEqual(
      [mine, alsoMine].map((o) => ({ key: o.id, name: o.name })).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
    );

    const set = await client.graphql(SET, { input: { clientImpersonation: mine.id } });
    expect(pick(set.data, 'setClientImpersonation.viewer.activeOrganization.key')).toBe(mine.id);

    const refused = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: notMine.id });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    expect(JSON.stringify(refused.body)).not.toContain(notMine.name);
    const gqlRefused = await client.graphql(SET, { input: { clientImpersonation: notMine.id } });
    expect(gqlRefused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedChoice(cel)).toBe(mine.id);
    expect((await client.get('/api/client/')).body).toMatchObject({ key: mine.id });
  });

  it('loses the client when its CEL assignment ends: later calls fall back to its own organization', async () => {
    const provider = await ensureProviderOrganization(app.db);
    const org = await createOrganization(app.db);
    const spare = await createOrganization(app.db);
    const cel = await createUser(app.db, { role: ROLE.IPA_USER });
    await assignCel(app.db, org, cel);
    await assignCel(app.db, spare, cel);
    const client = await signIn(app, cel);
    await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });
    expect(await activeKey(client)).toBe(org.id);
    await app.db.delete(celAssignments).where(and(eq(celAssignments.organizationId, org.id), eq(celAssignments.userId, cel.id)));
    expect(await activeKey(client)).toBe(provider.id);
    expect(pick((await client.graphql(CHOICES)).data, 'impersonationChoices')).toEqual([{ key: spare.id, name: spare.name }]);
  });

  it('an IPA User that is CEL of no client may not use the switcher', async () => {
    const org = await createOrganization(app.db);
    const cel = await createUser(app.db, { role: ROLE.IPA_USER });
    const client = await signIn(app, cel);
    expect((await client.graphql(CHOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const res = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });
    expect(res.status).toBe(403);
    expect(await storedChoice(cel)).toBeNull();
  });
});

describe('client switcher: client roles and anonymous callers are refused', () => {
  const clientRoles: [string, Role, boolean][] = [
    ['Client Admin', ROLE.CLIENT_ADMIN, false],
    ['User', ROLE.USER, false],
    ['Super User', ROLE.SUPER_USER, false],
    ['Power User', ROLE.POWER_USER, false],
    ['point of contact', ROLE.USER, true],
  ];

  it.each(clientRoles)('%s: 403 on both transports, FORBIDDEN choices, nothing stored', async (_label, role, poc) => {
    const own = await createOrganization(app.db);
    const other = await createOrganization(app.db);
    const user = await createUser(app.db, { role, org: own });
    if (poc) await makePoc(app.db, own, user);
    const client = await signIn(app, user);
    const choices = await client.graphql(CHOICES);
    expect(choices.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(choices.data).toBeNull();
    for (const target of [other.id, own.id, null]) {
      const legacy = await client.post('/api/user/clientimpersonation/edit/', { clientImpersonation: target });
      expect(legacy.status).toBe(403);
      expect(legacy.body).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
      const gql = await client.graphql(SET, { input: { clientImpersonation: target } });
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await storedChoice(user)).toBeNull();
    expect(await activeKey(client)).toBe(own.id);
    expect((await client.get('/api/client/')).body).toMatchObject({ key: own.id });
  });

  it('a stored choice on a client user is ignored: it always works on its own organization', async () => {
    const own = await createOrganization(app.db);
    const other = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org: own });
    await app.db.update(users).set({ impersonatedOrganizationId: other.id }).where(eq(users.id, user.id));
    const client = await signIn(app, user);
    expect(await activeKey(client)).toBe(own.id);
    expect((await client.get('/api/client/')).body).toMatchObject({ key: own.id, name: own.name });
  });

  it('without a session: 401 on both transports', async () => {
    const org = await createOrganization(app.db);
    const anonymous = app.client();
    const legacy = await anonymous.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });
    expect(legacy.status).toBe(401);
    expect((await anonymous.graphql(CHOICES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.graphql(SET, { input: { clientImpersonation: org.id } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('tenancy while impersonating', () => {
  it("one Admin's choice does not move another Admin; the impersonated client's own users stay on it", async () => {
    const provider = await ensureProviderOrganization(app.db);
    const org = await createOrganization(app.db);
    const [first, second] = [await createUser(app.db, { role: ROLE.ADMIN }), await createUser(app.db, { role: ROLE.ADMIN })];
    const clientUser = await createUser(app.db, { role: ROLE.CLIENT_ADMIN });
    const a = await signIn(app, first);
    const b = await signIn(app, second);
    const c = await signIn(app, clientUser);
    await a.post('/api/user/clientimpersonation/edit/', { clientImpersonation: org.id });
    expect(await activeKey(a)).toBe(org.id);
    expect(await activeKey(b)).toBe(provider.id);
    expect(await activeKey(c)).toBe(clientUser.organizationId);
  });
});
