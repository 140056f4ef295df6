import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, sessions, ssoDomains, users } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { person, type Revocation, type Scene, streamUntilRevoked, token } from '../../support/matrix-revocation.ts';
import { pickString } from '../../support/pick.ts';
import { findOrganization } from '../../../server/modules/organizations/index.ts';
import { clientAs, openSession } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// SCIM 2.0 Users at /scim/v2 as RFC 7644's examples use it (§3.3 create, §3.4.1 get, §3.4.2 filter and paging,
// §3.5.1 replace, §3.5.2 patch, §3.6 delete, §3.12 errors), with an organization's token; deprovisioning ends
// the user's sessions, live streams and API tokens on the revocation's event, through the sign-out path.

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

let app: TestApp;
let domain: string;
let orgId: string;
let scimToken: string;

type ScimAnswer = { status: number; body: Record<string, unknown>; type: string | null };

async function scim(method: string, path: string, body?: unknown, bearer: string | null = scimToken): Promise<ScimAnswer> {
  const res = await fetch(`${app.baseUrl}/scim/v2${path}`, {
    method,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, type: res.headers.get('content-type') };
}

async function newScimToken(admin: ApiClient, organization?: string): Promise<string> {
  const res = await admin.graphql('mutation($o: ID) { createScimToken(input: { organization: $o }) { token errors { message } } }', { o: organization });
  return pickString(res.data, 'createScimToken.token');
}

/** An organization with a verified domain (as its link would make it) and its Client Admin. */
async function organizationWithDomain(): Promise<{ id: string; domain: string; admin: ApiClient }> {
  const org = await createOrganization(app.db, { name: unique('SCIM Org') });
  const d = `${unique('scim')}.example`.toLowerCase();
  await app.db.insert(ssoDomains).values({ domain: d, organizationId: org.id, verifiedAt: new Date() });
  return { id: org.id, domain: d, admin: await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org })) };
}

const bjensen = (userName: string) => ({
  schemas: [USER],
  userName,
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
});

beforeAll(async () => {
  // Streams re-check their caller on their own only hourly here: a stream that ends, ends on the revocation's event.
  app = await startTestApp({ env: { LIVE_RECHECK_SECONDS: '3600' } });
  const org = await organizationWithDomain();
  ({ domain } = org);
  orgId = org.id;
  scimToken = await newScimToken(org.admin);
});
afterAll(async () => app?.close());

describe('SCIM 2.0 Users', () => {
  it('answers the discovery documents', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.type).toContain('application/scim+json');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, bulk: { supported: false } });
    expect((await scim('GET', '/ResourceTypes')).body).toMatchObject({ totalResults: 1, Resources: [{ id: 'User', endpoint: '/Users', schema: USER }] });
    expect((await scim('GET', '/Schemas')).body).toMatchObject({ Resources: [{ id: USER }] });
  });

  it('refuses a request without the organization token in the error form', async () => {
    for (const bearer of [null, 'scim_made-up', 'fel_not-a-scim-token']) {
      const res = await scim('GET', '/Users', undefined, bearer);
      expect(res).toMatchObject({ status: 401, body: { schemas: [ERROR], status: '401' } });
    }
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const session = await openSession(app, admin);
    // A person's session is no SCIM token: refused, and told what SCIM takes.
    const asPerson = await scim('GET', '/Users', undefined, session.access);
    expect(asPerson).toMatchObject({ status: 403, body: { schemas: [ERROR], status: '403' } });
    expect(String(asPerson.body.detail)).toContain('SCIM token');
  });

  it('creates (RFC 7644 §3.3), gets and refuses a second user with the same userName', async () => {
    const userName = `bjensen-${unique('b')}@${domain}`.toLowerCase();
    const created = await scim('POST', '/Users', bjensen(userName));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ schemas: [USER], userName, displayName: 'Ms. Barbara J Jensen III', active: true, meta: { resourceType: 'User' } });
    const id = String(created.body.id);
    expect(String((created.body.meta as Record<string, unknown>).location)).toBe(`${app.baseUrl}/scim/v2/Users/${id}`);
    expect((await scim('GET', `/Users/${id}`)).body).toMatchObject({ id, userName });
    const again = await scim('POST', '/Users', bjensen(userName.toUpperCase()));
    expect(again).toMatchObject({ status: 409, body: { schemas: [ERROR], status: '409', scimType: 'uniqueness' } });
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ organizationId: orgId, status: 'active', passwordHash: null, userType: ROLE.USER });
  });

  it('creates users only in a verified domain of the organization', async () => {
    const res = await scim('POST', '/Users', bjensen(`someone@${unique('unverified')}.example`));
    expect(res).toMatchObject({ status: 400, body: { schemas: [ERROR], scimType: 'invalidValue' } });
    expect((await scim('POST', '/Users', { schemas: [USER] })).status).toBe(400);
  });

  it('lists with filter=userName eq and pages with startIndex and count (RFC 7644 §3.4.2)', async () => {
    const names = await Promise.all([1, 2, 3].map(async (n) => {
      const userName = `page${n}-${unique('p')}@${domain}`.toLowerCase();
      expect((await scim('POST', '/Users', { schemas: [USER], userName, displayName: `Page ${n}` })).status).toBe(201);
      return userName;
    }));
    const one = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${names[1]}"`)}`);
    expect(one.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, Resources: [{ userName: names[1] }] });
    const all = await scim('GET', '/Users?startIndex=1&count=2');
    const total = Number(all.body.totalResults);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(all.body).toMatchObject({ startIndex: 1, itemsPerPage: 2 });
    const last = await scim('GET', `/Users?startIndex=${total}&count=2`);
    expect(last.body).toMatchObject({ startIndex: total, itemsPerPage: 1 });
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('displayName co "x"')}`)).body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
  });

  it("never shows or changes another organization's user", async () => {
    const other = await organizationWithDomain();
    const theirs = await createUser(app.db, { role: ROLE.USER, org: await createOrganization(app.db), email: `x@${other.domain}` });
    expect(await scim('GET', `/Users/${theirs.id}`)).toMatchObject({ status: 404, body: { schemas: [ERROR], status: '404' } });
    expect((await scim('PATCH', `/Users/${theirs.id}`, { schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: false }] })).status).toBe(404);
    expect((await scim('DELETE', `/Users/${theirs.id}`)).status).toBe(404);
    expect((await app.db.select().from(users).where(eq(users.id, theirs.id)))[0]?.status).toBe('active');
    const otherToken = await newScimToken(other.admin);
    const mine = await scim('GET', '/Users?count=200');
    const seen = await scim('GET', '/Users?count=200', undefined, otherToken);
    expect(JSON.stringify(seen.body)).not.toContain(domain);
    expect(Number(mine.body.totalResults)).toBeGreaterThan(0);
  });

  it('replaces (PUT), patches active in Entra ID form, and deactivates on DELETE, ending sessions', async () => {
    const userName = `life-${unique('l')}@${domain}`.toLowerCase();
    const id = String((await scim('POST', '/Users', { schemas: [USER], userName, displayName: 'Life' })).body.id);
    expect((await scim('PUT', `/Users/${id}`, { schemas: [USER], userName, name: { givenName: 'Lee', familyName: 'Fe' }, active: true })).body).toMatchObject({ displayName: 'Lee Fe', active: true });
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user');
    await openSession(app, row);
    const off = await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(off.body).toMatchObject({ active: false });
    const open = (await app.db.select().from(sessions).where(eq(sessions.userId, id))).filter((s) => s.revokedAt === null);
    expect(open).toEqual([]);
    // Okta's form: no path, the value holds the attributes.
    expect((await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: true } }] })).body).toMatchObject({ active: true });
    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).body).toMatchObject({ active: false });
    const audits = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['scim.user.create', 'scim.user.update', 'scim.user.deactivate']));
  });

  it('never brings back a user an administrator deactivated', async () => {
    const gone = await createUser(app.db, { role: ROLE.USER, org: await orgRow(orgId), status: 'inactive', email: `gone-${unique('g')}@${domain}`.toLowerCase() });
    const res = await scim('PATCH', `/Users/${gone.id}`, { schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: true }] });
    expect(res).toMatchObject({ status: 409, body: { schemas: [ERROR], scimType: 'mutability' } });
    expect((await app.db.select().from(users).where(eq(users.id, gone.id)))[0]?.status).toBe('inactive');
  });

  it('refuses an unsupported patch in the error form', async () => {
    const id = String((await scim('POST', '/Users', { schemas: [USER], userName: `p-${unique('x')}@${domain}`.toLowerCase() })).body.id);
    expect(await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'remove', path: 'active' }] })).toMatchObject({ status: 400, body: { schemas: [ERROR] } });
    expect((await scim('PATCH', `/Users/${id}`, { Operations: 'nope' })).status).toBe(400);
  });
});

async function orgRow(id: string) {
  const row = await findOrganization(app.db, id);
  if (!row) throw new Error('no organization');
  return row;
}

/** Deprovisions a user by SCIM with a new token of the scene's organization (made by its point of contact). */
async function deprovision(s: Scene, userId: string): Promise<void> {
  const t = await newScimToken(s.poc);
  const res = await fetch(`${s.app.baseUrl}/scim/v2/Users/${userId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/scim+json' },
    body: JSON.stringify({ schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: false }] }),
  });
  if (res.status !== 200) throw new Error(`SCIM deprovisioning answered ${res.status}: ${await res.text()}`);
}

const deprovisioned: [string, Revocation][] = [
  ['a person deprovisioned by SCIM', { caller: person, revoke: (s, c) => deprovision(s, c.userId) }],
  [
    'the creator of an API token deprovisioned by SCIM',
    { caller: token, revoke: async (s) => deprovision(s, pickString((await s.poc.graphql('{ viewer { user { key } } }')).data, 'viewer.user.key')) },
  ],
];

describe('deprovisioning mid-stream', () => {
  it.each(deprovisioned)('%s: the live stream ends on the event, UNAUTHENTICATED, and delivers nothing after', async (_name, revocation) => {
    const seen = await streamUntilRevoked(app, revocation, 'answerSaved');
    expect(seen.endedWithin, seen.detail).toBeLessThan(5_000);
    expect(seen.lastError, seen.detail).toBe('UNAUTHENTICATED');
    expect(seen.deliveredAfter, seen.detail).toEqual([]);
  });
});
