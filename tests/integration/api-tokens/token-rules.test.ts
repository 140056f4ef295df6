import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, users } from '../../../server/db/schema/index.ts';
import { purgeExpiredTokenUse } from '../../../server/modules/audit/audit-retention.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, makePoc, type TestUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { createProject } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The rules around API tokens beside their basic life (api-tokens.test.ts): a token whose creator left or
// was demoted is suspended until a current manager rotates it; at most 20 live tokens per organization; a
// token's principal never changes "its" account nor announces presence, and once revoked is no owner
// choice; token-use audit rows are one per minute and purged after the retention period.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { key suspended } errors { message code } } }`;
const LIST = `{ apiTokens(first: 100) { nodes { key active suspended createdBy } hasMore } }`;
const ROTATE = `mutation($key: ID!) { rotateApiToken(input: { key: $key }) { secret token { key suspended createdBy } errors { message code } } }`;
const REVOKE = `mutation($key: ID!) { revokeApiToken(input: { key: $key }) { token { active } errors { message } } }`;
const UPDATE_USER = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { errors { message } } }`;

type Org = { org: OrganizationRow; poc: TestUser; pocClient: ApiClient };
async function organization(): Promise<Org> {
  const org = await createOrganization(app.db);
  const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  await makePoc(app.db, org, poc);
  return { org, poc, pocClient: await clientAs(app, poc) };
}

async function token(by: ApiClient, scope: 'read' | 'readWrite' = 'read'): Promise<{ key: string; api: ApiClient }> {
  const res = await by.graphql(CREATE, { input: { name: `Rules ${crypto.randomUUID().slice(0, 8)}`, scope } });
  expect(pick(res.data, 'createApiToken.errors')).toEqual([]);
  const api = app.client();
  api.token = pickString(res.data, 'createApiToken.secret');
  return { key: pickString(res.data, 'createApiToken.token.key'), api };
}

const works = async (api: ApiClient) => (await api.get('/api/user/')).status === 200;
async function listed(by: ApiClient, key: string): Promise<unknown> {
  const nodes = pick((await by.graphql(LIST)).data, 'apiTokens.nodes');
  return Array.isArray(nodes) ? nodes.find((n: unknown) => typeof n === 'object' && n !== null && 'key' in n && n.key === key) : undefined;
}

describe("a token outlives no creator's right to manage tokens", () => {
  it('is suspended (401, listed as such) while its creator is deactivated, until a current manager rotates it', async () => {
    const o = await organization();
    const creator = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: o.org });
    const { key, api } = await token(await clientAs(app, creator));
    expect(await works(api)).toBe(true);
    await o.pocClient.graphql('mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { errors { message } } }', { input: { key: creator.id, active: false } });
    expect(await works(api)).toBe(false);
    expect(await listed(o.pocClient, key)).toMatchObject({ active: true, suspended: true, createdBy: creator.name });

    const rotated = await o.pocClient.graphql(ROTATE, { key });
    expect(pick(rotated.data, 'rotateApiToken.errors')).toEqual([]);
    expect(pick(rotated.data, 'rotateApiToken.token')).toMatchObject({ key, suspended: false, createdBy: o.poc.name });
    const fresh = app.client();
    fresh.token = pickString(rotated.data, 'rotateApiToken.secret');
    expect(await works(fresh)).toBe(true);
    expect(await works(api)).toBe(false); // the old secret stays dead
    expect(await listed(o.pocClient, key)).toMatchObject({ active: true, suspended: false });
  });

  it('is suspended once its creator may no longer manage tokens (demoted to Super User); only a manager may rotate', async () => {
    const o = await organization();
    const creator = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: o.org });
    const { key, api } = await token(await clientAs(app, creator));
    expect(await works(api)).toBe(true);
    const demoted = await o.pocClient.graphql(UPDATE_USER, { input: { key: creator.id, name: creator.name, username: creator.email, userType: ROLE.SUPER_USER, organization: o.org.id } });
    expect(pick(demoted.data, 'updateUser.errors')).toEqual([]);
    expect(await works(api)).toBe(false);
    expect(await listed(o.pocClient, key)).toMatchObject({ suspended: true });
    const superUser = await clientAs(app, await createUser(app.db, { role: ROLE.SUPER_USER, org: o.org }));
    expect((await superUser.graphql(ROTATE, { key })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await organization();
    expect((await outsider.pocClient.graphql(ROTATE, { key })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await o.pocClient.graphql(REVOKE, { key });
    expect(pick((await o.pocClient.graphql(ROTATE, { key })).data, 'rotateApiToken.errors.0')).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('at most 20 live tokens per organization', () => {
  it('the 21st is refused with CONFLICT; revoking one makes room', async () => {
    const o = await organization();
    const keys: string[] = [];
    for (let i = 0; i < 20; i++) keys.push((await token(o.pocClient)).key);
    const refused = await o.pocClient.graphql(CREATE, { input: { name: 'One too many', scope: 'read' } });
    expect(pick(refused.data, 'createApiToken.errors.0')).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('at most 20 active API tokens') });
    await o.pocClient.graphql(REVOKE, { key: keys[0] });
    expect((await token(o.pocClient)).key).toBeTruthy();
    const page = await o.pocClient.graphql('{ apiTokens(first: 5) { nodes { key } endCursor hasMore } }');
    expect(pick(page.data, 'apiTokens.hasMore')).toBe(true);
    const next = await o.pocClient.graphql('query($after: String) { apiTokens(first: 100, after: $after) { nodes { key } hasMore } }', { after: pick(page.data, 'apiTokens.endCursor') });
    expect(pick(next.data, 'apiTokens.nodes')).toHaveLength(16);
    expect((await o.pocClient.graphql('{ apiTokens(first: 101) { hasMore } }')).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await o.pocClient.graphql('{ apiTokens(after: "nonsense") { hasMore } }')).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});

describe("a token's principal is no person", () => {
  it('cannot change its account (updateMyAccount) or announce presence, even with read-write scope', async () => {
    const o = await organization();
    const project = await createProject(app.db, { org: o.org, owner: o.poc });
    const { api } = await token(o.pocClient, 'readWrite');
    const principal = pickString((await api.graphql('{ viewer { user { key } } }')).data, 'viewer.user.key');
    const renamed = await api.graphql('mutation($input: UpdateMyAccountInput!) { updateMyAccount(input: $input) { errors { message } } }', { input: { key: principal, name: o.poc.name } });
    expect(renamed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await app.db.select().from(users).where(eq(users.id, principal));
    expect(row?.name).toMatch(/^API: /);
    const announced = await api.graphql('mutation($input: AnnouncePresenceInput!) { announcePresence(input: $input) { ok errors { message } } }', { input: { key: project.id, phase: 'fel2' } });
    expect(announced.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('once its token is revoked, is never offered as a project owner', async () => {
    const o = await organization();
    const { key, api } = await token(o.pocClient, 'readWrite');
    const created = await api.post('/api/project/create/', { name: `Made by a token ${crypto.randomUUID().slice(0, 8)}`, fel20: true });
    const projectKey = pickString(created.body, 'key');
    const owners = async () => JSON.stringify((await o.pocClient.graphql('query($key: ID!) { ownerCandidates(key: $key) { nodes { name } } }', { key: projectKey })).data);
    expect(await owners()).toContain('API: ');
    await o.pocClient.graphql(REVOKE, { key });
    expect(await owners()).not.toContain('API: ');
  });
});

describe('token-use audit', () => {
  it('keeps one row per token and minute, and the retention purge deletes only old token-use rows', async () => {
    const o = await organization();
    const { key, api } = await token(o.pocClient);
    for (let i = 0; i < 3; i++) await api.get('/api/user/');
    const rows = await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'api-token.use')));
    expect(rows.map((r) => r.after)).toEqual([{ method: 'GET', path: '/api/user/', requests: 3 }]);
    const created = await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'api-token.create')));
    expect(created).toHaveLength(1);
    // AUDIT_TOKEN_USE_RETENTION_DAYS (90 by default) later:
    app.clock.advance(90 * 86_400_000 + 120_000);
    try {
      await purgeExpiredTokenUse(app.deps);
    } finally {
      app.clock.reset();
    }
    expect(await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'api-token.use')))).toEqual([]);
    expect(await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'api-token.create')))).toHaveLength(1);
  });
});
