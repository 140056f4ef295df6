import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, organizations, projects, users } from '../../../server/db/schema/index.ts';
import { questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient, ApiResponse, GraphQLResult } from '../../support/api-client.ts';
import { createOrganization, unique } from '../../support/factories.ts';
import { graphqlOutcome, legacyOutcome } from '../../support/outcomes.ts';
import { pick, pickString } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// API tokens: who may create them, what a token sees and may change through both transports,
// that revoking, expiry and an ended licence stop it at once, that every use is audited, that the secret
// never shows again (answers, logs, database), and the per-token rate limit.

const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  secret token { key name scope principalName createdBy createdAt lastUsedAt expiresAt revokedAt active }
  errors { field message code } } }`;
const LIST = `query($organization: ID) { apiTokens(organization: $organization) { nodes { key name scope principalName createdBy createdAt lastUsedAt expiresAt revokedAt active suspended } hasMore } }`;
const REVOKE = `mutation($key: ID!) { revokeApiToken(input: { key: $key }) { token { key revokedAt active } errors { message code } } }`;
const PROJECTS = `{ projects(filter: { status: all }) { total nodes { key name owner { name } } } }`;

const logLines: string[] = [];
const answers: ApiResponse[] = [];
const gqlAnswers: GraphQLResult[] = [];
let app: TestApp;
let w: ProjectWorld;

beforeAll(async () => {
  app = await startTestApp({ logger: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }) });
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

/** A client that sends the token as its bearer, keeping every answer for the "secret never shows" check. */
function tokenClient(secret: string): ApiClient {
  const client = app.client();
  client.token = secret;
  const request = client.request.bind(client);
  client.request = async (...args) => {
    const res = await request(...args);
    answers.push(res);
    return res;
  };
  const graphql = client.graphql.bind(client);
  client.graphql = async (...args) => {
    const res = await graphql(...args);
    gqlAnswers.push(res);
    return res;
  };
  return client;
}

async function createToken(by: ApiClient, input: Record<string, unknown>): Promise<{ key: string; secret: string }> {
  const res = await by.graphql(CREATE, { input: { name: unique('Integration'), ...input } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(pick(res.data, 'createApiToken.errors')).toEqual([]);
  return { key: pickString(res.data, 'createApiToken.token.key'), secret: pickString(res.data, 'createApiToken.secret') };
}

describe('creating, listing and revoking tokens', () => {
  it('a Client Admin creates a token: the secret is shown once (fel_…), stored as a hash, listed without it', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86400_000).toISOString();
    const name = unique('Power BI');
    const res = await w.clientAdmin.client.graphql(CREATE, { input: { name, scope: 'read', expiresAt } });
    expect(res.errors).toBeUndefined();
    const secret = pickString(res.data, 'createApiToken.secret');
    expect(secret).toMatch(/^fel_[A-Za-z0-9_-]{43}$/);
    expect(pick(res.data, 'createApiToken.token')).toMatchObject({
      name,
      scope: 'read',
      principalName: `API: ${name}`,
      createdBy: w.clientAdmin.user.name,
      lastUsedAt: null,
      expiresAt,
      revokedAt: null,
      active: true,
    });
    const key = pickString(res.data, 'createApiToken.token.key');
    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, key));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const [principal] = await app.db.select().from(users).where(eq(users.id, row?.principalUserId ?? ''));
    expect(principal).toMatchObject({ name: `API: ${name}`, userType: ROLE.SUPER_USER, passwordHash: null, servicePrincipal: true, organizationId: w.org.id });

    const list = await w.clientAdmin.client.graphql(LIST);
    expect(list.errors).toBeUndefined();
    expect(JSON.stringify(list.data)).not.toContain(secret);
    expect(pick(list.data, 'apiTokens.nodes')).toEqual(expect.arrayContaining([expect.objectContaining({ key, name, scope: 'read', suspended: false })]));
    // The principal is not a person on the Users screen.
    const people = await w.clientAdmin.client.post('/api/admin/users/', {});
    expect(JSON.stringify(people.body)).not.toContain(`API: ${name}`);
    // A token of that name exists already.
    const again = await w.clientAdmin.client.graphql(CREATE, { input: { name: name.toUpperCase(), scope: 'read' } });
    expect(pick(again.data, 'createApiToken.errors.0')).toMatchObject({ field: 'name', code: 'CONFLICT' });
  });

  it('who may manage tokens: Client Admin and Admin may; every other role is refused; another organization is not found', async () => {
    const may = [w.clientAdmin, w.admin];
    for (const actor of may) {
      const res = await actor.client.graphql(CREATE, { input: { name: unique('t'), scope: 'read', organization: w.org.id } });
      expect(pick(res.data, 'createApiToken.errors'), actor.label).toEqual([]);
      expect(graphqlOutcome(await actor.client.graphql(LIST, { organization: w.org.id }), 'apiTokens'), actor.label).toBe('ok');
    }
    for (const actor of [w.ipa, w.owner, w.superUser, w.powerUser]) {
      const res = await actor.client.graphql(CREATE, { input: { name: unique('t'), scope: 'read', organization: w.org.id } });
      expect(graphqlOutcome(res, 'createApiToken'), actor.label).toBe('forbidden');
      expect(graphqlOutcome(await actor.client.graphql(LIST, { organization: w.org.id }), 'apiTokens'), actor.label).toBe('forbidden');
    }
    const outsider = await w.outsider.client.graphql(CREATE, { input: { name: unique('t'), scope: 'read', organization: w.org.id } });
    expect(graphqlOutcome(outsider, 'createApiToken')).toBe('not-found');
    expect(graphqlOutcome(await w.outsider.client.graphql(LIST, { organization: w.org.id }), 'apiTokens')).toBe('not-found');
    const { key } = await createToken(w.clientAdmin.client, { scope: 'read' });
    expect(graphqlOutcome(await w.outsider.client.graphql(REVOKE, { key }), 'revokeApiToken')).toBe('not-found');
    expect(graphqlOutcome(await w.superUser.client.graphql(REVOKE, { key }), 'revokeApiToken')).toBe('forbidden');
  });

  it("tokens for the provider's own organization are refused; a past expiry is refused", async () => {
    const admin = await clientAs(app, w.admin.user);
    const [provider] = await app.db.select().from(organizations).where(eq(organizations.isProvider, true));
    const res = await admin.graphql(CREATE, { input: { name: unique('p'), scope: 'read', organization: provider?.id } });
    expect(pick(res.data, 'createApiToken.errors.0')).toMatchObject({ field: 'organization', code: 'BAD_INPUT' });
    const past = await w.clientAdmin.client.graphql(CREATE, { input: { name: unique('p'), scope: 'read', expiresAt: new Date(Date.now() - 1000).toISOString() } });
    expect(pick(past.data, 'createApiToken.errors.0')).toMatchObject({ field: 'expiresAt', code: 'BAD_INPUT' });
  });
});

describe('a token at work, through both transports', () => {
  it('read scope: sees every project of its organization like a Super User, and cannot change anything', async () => {
    const { secret } = await createToken(w.clientAdmin.client, { scope: 'read' });
    const api = tokenClient(secret);
    const gql = await api.graphql(PROJECTS);
    expect(gql.errors).toBeUndefined();
    const superUserView = await w.superUser.client.graphql(PROJECTS);
    expect(pick(gql.data, 'projects')).toEqual(pick(superUserView.data, 'projects'));
    expect(pick(gql.data, 'projects.total')).toBeGreaterThan(0);
    const legacy = await api.get(`/api/projects/${w.org.id}?status=all`);
    expect(legacy.status).toBe(200);
    expect(legacy.body.total).toBe(pick(gql.data, 'projects.total'));

    const before = await app.db.select().from(projects).where(eq(projects.organizationId, w.org.id));
    const key = w.project.id;
    const code = questionsForArea('fel2', 'site')[0]?.code ?? '';
    expect(legacyOutcome(await api.post('/api/project/create/', { name: unique('Nope'), fel20: true }))).toBe('forbidden');
    expect(legacyOutcome(await api.post(`/api/project/${key}/change/`, { name: 'Renamed by a read token' }))).toBe('forbidden');
    expect(legacyOutcome(await api.post(`/api/project/${key}/fel2site/${code}/edit/`, { level: 1 }))).toBe('forbidden');
    expect(legacyOutcome(await api.post(`/api/project/${key}/edit/`, { isActive: false }))).toBe('forbidden');
    expect(legacyOutcome(await api.post(`/api/project/${key}/fel2team/edit/`, { name: 'Intruder' }))).toBe('forbidden');
    const create = await api.graphql('mutation { createProject(input: { name: "Nope", fel20: true, costRange: "1to5m", projectType: "revamp" }) { errors { message } } }');
    expect(graphqlOutcome(create, 'createProject')).toBe('forbidden');
    const rename = await api.graphql('mutation($key: ID!) { renameProject(input: { key: $key, name: "Nope" }) { errors { message } } }', { key });
    expect(graphqlOutcome(rename, 'renameProject')).toBe('forbidden');
    const viewerCanEdit = await api.graphql('query($key: ID!) { project(key: $key) { viewerCanEdit } }', { key });
    expect(pick(viewerCanEdit.data, 'project.viewerCanEdit')).toBe(false);
    expect(await app.db.select().from(projects).where(eq(projects.organizationId, w.org.id))).toEqual(before);
  });

  it('read-write scope: changes what a Super User may, as "API: <name>"; never users, admin screens, impersonation or tokens', async () => {
    const name = unique('Sync');
    const { secret } = await createToken(w.clientAdmin.client, { scope: 'readWrite', name });
    const api = tokenClient(secret);
    const created = await api.post('/api/project/create/', { name: unique('From integration'), fel20: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const key = pickString(created.body, 'key');
    const owner = await api.graphql('query($key: ID!) { project(key: $key) { owner { name } viewerCanEdit } }', { key });
    expect(pick(owner.data, 'project')).toEqual({ owner: { name: `API: ${name}` }, viewerCanEdit: true });
    const code = questionsForArea('fel2', 'site')[0]?.code ?? '';
    const saved = await api.post(`/api/project/${key}/fel2site/${code}/edit/`, { level: 2, evidence: 'DOC-7' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answered = await w.clientAdmin.client.graphql(
      `query($key: ID!) { project(key: $key) { questionnaire(phase: fel2) { areas { items { question { code } answer { answeredBy { name } } } } } } }`,
      { key },
    );
    // The first question of the first area (site) is the one answered.
    expect(pick(answered.data, 'project.questionnaire.areas.0.items.0')).toEqual({ question: { code }, answer: { answeredBy: { name: `API: ${name}` } } });

    expect(legacyOutcome(await api.post('/api/admin/users/', {}))).toBe('forbidden');
    expect(legacyOutcome(await api.get('/api/admin/clients/'))).toBe('forbidden');
    expect(legacyOutcome(await api.get('/api/admin/IPAmetrics/'))).toBe('forbidden');
    expect(legacyOutcome(await api.post('/api/admin/user/create/', { username: `${unique('x')}@example.com`, name: 'X', user_type: 4, client: w.org.name, celCheck: false }))).toBe('forbidden');
    expect(legacyOutcome(await api.post('/api/user/clientimpersonation/edit/', { clientImpersonation: w.otherOrg.id }))).toBe('forbidden');
    expect(graphqlOutcome(await api.graphql(LIST), 'apiTokens')).toBe('forbidden');
    expect(graphqlOutcome(await api.graphql(CREATE, { input: { name: unique('child'), scope: 'readWrite' } }), 'createApiToken')).toBe('forbidden');
    const unfinalize = await api.graphql('mutation($key: ID!) { unfinalizeProject(input: { key: $key }) { errors { message } } }', { key: w.project.id });
    expect(graphqlOutcome(unfinalize, 'unfinalizeProject')).toBe('forbidden');
  });

  it("another organization's project is not found, as for people", async () => {
    const { secret } = await createToken(w.clientAdmin.client, { scope: 'readWrite' });
    const api = tokenClient(secret);
    const foreign = await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user });
    expect(legacyOutcome(await api.get(`/api/project/${foreign.id}`))).toBe('not-found');
    expect(legacyOutcome(await api.post(`/api/project/${foreign.id}/change/`, { name: 'Taken over' }))).toBe('not-found');
    expect(legacyOutcome(await api.get(`/api/projects/${w.otherOrg.id}`))).toBe('not-found');
    expect(graphqlOutcome(await api.graphql('query($key: ID!) { project(key: $key) { name } }', { key: foreign.id }), 'project')).toBe('not-found');
    const list = await api.graphql(PROJECTS);
    expect(JSON.stringify(list.data)).not.toContain(foreign.id);
  });

  it('every use is audited, one row per token and minute counting its requests, and stamps "last used"', async () => {
    const { key, secret } = await createToken(w.clientAdmin.client, { scope: 'read' });
    const api = tokenClient(secret);
    await api.get(`/api/project/${w.project.id}`);
    await api.graphql(PROJECTS);
    await api.graphql(PROJECTS);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'api-token.use')));
    // The minute's row names its first request and counts them all.
    expect(events.map((e) => e.after)).toEqual([{ method: 'GET', path: `/api/project/${w.project.id}`, requests: 3 }]);
    expect(events.every((e) => e.organizationId === w.org.id && e.actorUserId !== null)).toBe(true);
    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, key));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('stopping a token', () => {
  const unauthenticated = async (api: ApiClient) => {
    const legacy = await api.get(`/api/project/${w.project.id}`);
    const gql = await api.graphql(PROJECTS);
    return { legacy: legacy.status, graphql: gql.errors?.[0]?.extensions?.code };
  };

  it('revoked: 401 on the very next request, through both transports', async () => {
    const { key, secret } = await createToken(w.clientAdmin.client, { scope: 'read' });
    const api = tokenClient(secret);
    expect((await api.get(`/api/project/${w.project.id}`)).status).toBe(200);
    const revoked = await w.clientAdmin.client.graphql(REVOKE, { key });
    expect(pick(revoked.data, 'revokeApiToken.token.active')).toBe(false);
    expect(await unauthenticated(api)).toEqual({ legacy: 401, graphql: 'UNAUTHENTICATED' });
  });

  it('expired, or its organization licence expired: 401 at once; an unknown secret too', async () => {
    const { secret } = await createToken(w.clientAdmin.client, { scope: 'read', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const api = tokenClient(secret);
    expect((await api.get(`/api/project/${w.project.id}`)).status).toBe(200);
    app.clock.advance(61_000);
    try {
      expect(await unauthenticated(api)).toEqual({ legacy: 401, graphql: 'UNAUTHENTICATED' });
    } finally {
      app.clock.reset();
    }
    const org = await createOrganization(app.db);
    const admin = await clientAs(app, w.admin.user);
    const { secret: other } = await createToken(admin, { scope: 'read', organization: org.id });
    const otherApi = tokenClient(other);
    expect((await otherApi.get(`/api/projects/${org.id}`)).status).toBe(200);
    await app.db.update(organizations).set({ licenseCreate: '2020-01-01', licenseDue: '2021-01-01' }).where(eq(organizations.id, org.id));
    await app.settleCallers();
    expect((await otherApi.get(`/api/projects/${org.id}`)).status).toBe(401);
    expect(await unauthenticated(tokenClient(`fel_${'A'.repeat(43)}`))).toEqual({ legacy: 401, graphql: 'UNAUTHENTICATED' });
  });
});

describe('the secret', () => {
  it('never appears in an answer after creation, in the logs or in the audit trail', async () => {
    const { secret, key } = await createToken(w.clientAdmin.client, { scope: 'read' });
    const api = tokenClient(secret);
    await api.get(`/api/project/${w.project.id}`);
    await api.graphql(PROJECTS);
    await api.get('/api/user/');
    await w.clientAdmin.client.graphql(REVOKE, { key });
    await api.get(`/api/project/${w.project.id}`);
    const listed = await w.clientAdmin.client.graphql(LIST);
    const everything = [...answers.map((a) => JSON.stringify(a.body)), ...gqlAnswers.map((g) => JSON.stringify(g)), JSON.stringify(listed)];
    expect(everything.filter((text) => text.includes(secret))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(secret) || line.includes(secret.slice(4)))).toEqual([]);
    const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, key));
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { API_TOKEN_RATE_LIMIT: '3' } });
  });
  afterAll(async () => limited?.close());

  it('beyond the per-minute limit a token gets 429 with Retry-After on both transports; the next minute it works again', async () => {
    const lw = await projectWorld(limited);
    const res = await lw.clientAdmin.client.graphql(CREATE, { input: { name: unique('Busy'), scope: 'read' } });
    const api = limited.client();
    api.token = pickString(res.data, 'createApiToken.secret');
    for (let i = 0; i < 3; i++) expect((await api.get(`/api/project/${lw.project.id}`)).status).toBe(200);
    const legacy = await api.get(`/api/project/${lw.project.id}`);
    expect(legacy.status).toBe(429);
    expect(legacy.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    const retryAfter = Number(legacy.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const gql = await api.request('POST', '/graphql', { query: PROJECTS });
    expect(gql.status).toBe(429);
    expect(pick(gql.body, 'errors.0.extensions.code')).toBe('RATE_LIMITED');
    expect(gql.headers.get('retry-after')).not.toBeNull();
    limited.clock.advance(61_000);
    try {
      expect((await api.get(`/api/project/${lw.project.id}`)).status).toBe(200);
    } finally {
      limited.clock.reset();
    }
  });
});
