import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { apiTokens, auditEvents, ssoDomains } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The SCIM token is an API token of scope scim (issue 29's decision): made on the Single sign-on screen, listed
// with the organization's API tokens as "scim", revoked and expired through the one API-token path, accepted only
// at /scim/v2; a read or read-write token is refused at /scim/v2, a scim token on /graphql and /api/*.

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const LIST = '{ apiTokens { nodes { key name scope principalName active } } }';

let app: TestApp;
let admin: ApiClient;
let orgId: string;

async function scimList(bearer: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${app.baseUrl}/scim/v2/Users`, { headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newScimToken(by: ApiClient): Promise<string> {
  const res = await by.graphql('mutation { createScimToken(input: {}) { token errors { message } } }');
  expect(pick(res.data, 'createScimToken.errors')).toEqual([]);
  return pickString(res.data, 'createScimToken.token');
}

type Listed = { key: string; name: string; scope: string; principalName: string; active: boolean };
async function listed(): Promise<Listed[]> {
  const res = await admin.graphql(LIST);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return pick(res.data, 'apiTokens.nodes') as Listed[];
}

beforeAll(async () => {
  app = await startTestApp();
  const org = await createOrganization(app.db, { name: unique('SCIM Token Org') });
  orgId = org.id;
  await app.db.insert(ssoDomains).values({ domain: `${unique('scimtok')}.example`.toLowerCase(), organizationId: org.id, verifiedAt: new Date() });
  admin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
});
afterAll(async () => app?.close());

describe('the SCIM token is an API token of scope scim', () => {
  it('is listed with the API tokens as scope scim, one at a time: a new one revokes the earlier one at once', async () => {
    const first = await newScimToken(admin);
    expect(first.startsWith('scim_')).toBe(true);
    expect((await scimList(first)).status).toBe(200);
    const live = (await listed()).filter((t) => t.scope === 'scim' && t.active);
    expect(live).toMatchObject([{ name: 'SCIM provisioning', principalName: 'API: SCIM provisioning' }]);
    const second = await newScimToken(admin);
    expect(await scimList(first)).toMatchObject({ status: 401, body: { schemas: [ERROR], status: '401', detail: 'A valid SCIM bearer token is required.' } });
    expect((await scimList(second)).status).toBe(200);
    expect((await listed()).filter((t) => t.scope === 'scim' && t.active)).toHaveLength(1);
  });

  it('a scim token revoked on the API tokens page is refused at once', async () => {
    const secret = await newScimToken(admin);
    expect((await scimList(secret)).status).toBe(200);
    const token = (await listed()).find((t) => t.scope === 'scim' && t.active);
    if (!token) throw new Error('the SCIM token is not listed');
    const revoked = await admin.graphql('mutation($key: ID!) { revokeApiToken(input: { key: $key }) { token { active } errors { message } } }', { key: token.key });
    expect(pick(revoked.data, 'revokeApiToken.token.active')).toBe(false);
    expect(await scimList(secret)).toMatchObject({ status: 401, body: { schemas: [ERROR], status: '401' } });
  });

  it('the SSO screen revokes it too, and an expired one is refused', async () => {
    const secret = await newScimToken(admin);
    const res = await admin.graphql('mutation { revokeScimToken(input: {}) { revoked errors { message } } }');
    expect(pick(res.data, 'revokeScimToken.revoked')).toBe(true);
    expect((await scimList(secret)).status).toBe(401);
    // An expired one (its expiry passed before its first use, as a clock would make it) is refused too.
    const expiring = await newScimToken(admin);
    await app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(apiTokens.organizationId, orgId), eq(apiTokens.scope, 'scim'), isNull(apiTokens.revokedAt)));
    expect(await scimList(expiring)).toMatchObject({ status: 401, body: { schemas: [ERROR] } });
  });

  it('cannot call GraphQL or /api/*, with a message that names where it works', async () => {
    const secret = await newScimToken(admin);
    const gql = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { user { name } } }' }),
    });
    expect(gql.status).toBe(403);
    const body = (await gql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(body.errors[0]?.message).toContain('only at /scim/v2');
    const legacy = await fetch(`${app.baseUrl}/api/projects/`, { headers: { authorization: `Bearer ${secret}` } });
    expect(legacy.status).toBe(403);
    expect(((await legacy.json()) as { message: string }).message).toContain('only at /scim/v2');
  });

  it('a read-write API token cannot call /scim/v2', async () => {
    const created = await admin.graphql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret errors { message } } }', {
      input: { name: unique('Integration'), scope: 'readWrite' },
    });
    const secret = pickString(created.data, 'createApiToken.secret');
    const res = await scimList(secret);
    expect(res).toMatchObject({ status: 403, body: { schemas: [ERROR], status: '403' } });
    expect(String(res.body.detail)).toContain("only the organization's SCIM token");
    // And the API tokens section makes no scim token: that is the Single sign-on screen's.
    const refused = await admin.graphql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret errors { message } } }', {
      input: { name: unique('Sneaky'), scope: 'scim' },
    });
    expect(pick(refused.data, 'createApiToken.secret')).toBeNull();
    expect(pick(refused.data, 'createApiToken.errors')).toMatchObject([{ message: 'Scope must be read or read-write' }]);
  });
});

describe('the Single sign-on screen shows the SCIM token and revokes it', () => {
  const STATUS = 'query($o: ID) { ssoConfiguration(organization: $o) { scimToken { createdAt createdByName lastUsedAt } } }';
  const REVOKE = 'mutation($o: ID) { revokeScimToken(input: { organization: $o }) { revoked errors { message code } } }';
  const CREATE = 'mutation($o: ID) { createScimToken(input: { organization: $o }) { token errors { message code } } }';
  type Status = { createdAt: string; createdByName: string; lastUsedAt: string | null } | null;
  const statusOf = async (by: ApiClient, o: string): Promise<Status> => {
    const res = await by.graphql(STATUS, { o });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return pick(res.data, 'ssoConfiguration.scimToken') as Status;
  };

  it('a Client Admin of the organization and a provider Admin see whether one exists, when it was made and last used, and revoke it on the API tokens path', async () => {
    const org = await createOrganization(app.db, { name: unique('SCIM Status Org') });
    const clientAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, name: 'Cleo Client' }));
    const providerAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
    expect(await statusOf(clientAdmin, org.id)).toBeNull();

    const secret = pickString((await clientAdmin.graphql(CREATE, { o: org.id })).data, 'createScimToken.token');
    const made = await statusOf(clientAdmin, org.id);
    expect(made).toMatchObject({ createdByName: 'Cleo Client', lastUsedAt: null });
    expect((await scimList(secret)).status).toBe(200);
    const used = await statusOf(providerAdmin, org.id);
    expect(used?.createdAt).toBe(made?.createdAt);
    expect(used?.lastUsedAt).not.toBeNull();

    // The provider Admin revokes it for the client: the next SCIM request answers 401, the screen shows none.
    const res = await providerAdmin.graphql(REVOKE, { o: org.id });
    expect(pick(res.data, 'revokeScimToken')).toEqual({ revoked: true, errors: [] });
    expect(await scimList(secret)).toMatchObject({ status: 401, body: { schemas: [ERROR], status: '401' } });
    expect(await statusOf(clientAdmin, org.id)).toBeNull();
    // The same revocation as the API tokens page: the token is listed there as revoked, audited as api-token.revoke.
    const listedThere = await clientAdmin.graphql('{ apiTokens { nodes { scope active revokedAt } } }');
    expect(pick(listedThere.data, 'apiTokens.nodes')).toMatchObject([{ scope: 'scim', active: false, revokedAt: expect.any(String) }]);
    const audit = await app.db.select().from(auditEvents).where(and(eq(auditEvents.organizationId, org.id), eq(auditEvents.action, 'api-token.revoke')));
    expect(audit).toHaveLength(1);
    // Nothing left to revoke.
    expect(pick((await clientAdmin.graphql(REVOKE, { o: org.id })).data, 'revokeScimToken')).toEqual({ revoked: false, errors: [] });
  });

  it("a User is refused and another organization's Client Admin finds nothing: the token keeps working", async () => {
    const org = await createOrganization(app.db, { name: unique('SCIM Kept Org') });
    const clientAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const secret = pickString((await clientAdmin.graphql(CREATE, { o: org.id })).data, 'createScimToken.token');
    const user = await clientAs(app, await createUser(app.db, { role: ROLE.USER, org }));
    expect((await user.graphql(STATUS, { o: org.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await user.graphql(REVOKE, { o: org.id });
    expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('FORBIDDEN');
    const other = await createOrganization(app.db, { name: unique('SCIM Other Org') });
    const otherAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: other }));
    expect((await otherAdmin.graphql(STATUS, { o: org.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hidden = await otherAdmin.graphql(REVOKE, { o: org.id });
    expect(hidden.errors?.[0]?.extensions?.code ?? pick(hidden.data, 'revokeScimToken.errors.0.code'), JSON.stringify(hidden)).toBe('NOT_FOUND');
    // Their own organization has none: revoking there leaves this one's token alone.
    expect(pick((await otherAdmin.graphql(REVOKE)).data, 'revokeScimToken')).toEqual({ revoked: false, errors: [] });
    expect((await scimList(secret)).status).toBe(200);
    expect(await statusOf(clientAdmin, org.id)).not.toBeNull();
  });
});
