import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { apiTokens, celAssignments, organizations, sessions, users } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { assignCel, createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { pickString } from '../../support/pick.ts';
import { impersonate } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { withSecondInstance } from '../../support/second-instance.ts';

// Who is asking costs no statement once this instance verified it: sessions and API tokens are kept in a small
// cache that every revocation empties at once, on this instance right after its commit and on every other
// through PostgreSQL NOTIFY from triggers (sign-out, password change, deactivation, licence end, CEL
// assignment change, token revoke).

const statements: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ onQuery: (query) => void statements.push(query) });
});
afterAll(async () => app?.close());

/** The statements one request sends (the mail worker's polling of its queue left out). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await run();
  return statements.filter((q) => !q.includes('mail_outbox'));
}

const PERMISSIONS = '{ viewer { permissions { viewerCanManageUsers } } }';
/** The request is answered for a signed-in viewer (a stale token is answered as anonymous: viewer null). */
const ok = async (client: ApiClient) => {
  const res = await client.graphql(PERMISSIONS);
  return res.errors === undefined && res.data?.viewer !== null;
};

/** Waits (up to `ms`) until the request is refused; returns how long it took. */
async function refusedWithin(client: ApiClient, ms: number): Promise<number> {
  const started = Date.now();
  while (await ok(client)) {
    if (Date.now() - started > ms) throw new Error(`still accepted after ${ms} ms`);
  }
  return Date.now() - started;
}

async function tokenFor(clientAdmin: ApiClient, scope: 'read' | 'readWrite' = 'read'): Promise<{ key: string; api: ApiClient }> {
  const res = await clientAdmin.graphql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { key } errors { message } } }', {
    input: { name: `Cache ${crypto.randomUUID().slice(0, 8)}`, scope },
  });
  const api = app.client();
  api.token = pickString(res.data, 'createApiToken.secret');
  return { key: pickString(res.data, 'createApiToken.token.key'), api };
}

describe('the caller check costs no statement', () => {
  it('a signed-in request makes none once its session is cached; a request with an API token makes one (the rate counter, which audits)', async () => {
    const org = await createOrganization(app.db);
    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const client = await clientAs(app, clientAdmin);
    expect(await ok(client)).toBe(true);
    expect(await statementsOf(() => client.graphql(PERMISSIONS))).toEqual([]);
    expect(await statementsOf(() => client.get('/api/user/'))).toHaveLength(1); // the user row /api/user/ answers with

    const { api } = await tokenFor(client);
    expect(await ok(api)).toBe(true);
    const sent = await statementsOf(() => api.graphql(PERMISSIONS));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/update "api_tokens".*insert into "audit_events"/s);
  });
});

describe('every revocation ends access at once', () => {
  it('sign-out, a password change and deactivation through the product: refused on the very next request', async () => {
    const org = await createOrganization(app.db);
    const clientAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const signOut = await clientAs(app, await createUser(app.db, { role: ROLE.USER, org }));
    expect(await ok(signOut)).toBe(true);
    await signOut.graphql('mutation { signOut { signedOut } }');
    expect(await ok(signOut)).toBe(false);

    const person = await createUser(app.db, { role: ROLE.USER, org });
    const changer = await clientAs(app, person);
    expect(await ok(changer)).toBe(true);
    const changed = await changer.graphql('mutation($input: UpdateMyAccountInput!) { updateMyAccount(input: $input) { errors { message } } }', {
      input: { key: person.id, name: person.name, currentPassword: person.password, newPassword: 'Another-password-2026!' },
    });
    expect(changed.errors).toBeUndefined();
    expect(await ok(changer)).toBe(false);

    const deactivated = await createUser(app.db, { role: ROLE.USER, org });
    const victim = await clientAs(app, deactivated);
    expect(await ok(victim)).toBe(true);
    await clientAdmin.graphql('mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { errors { message } } }', { input: { key: deactivated.id, active: false } });
    expect(await ok(victim)).toBe(false);
  });

  it('changes written by another instance (or straight to the database) reach this one through NOTIFY: session, user, licence, CEL assignment, token', async () => {
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await makePoc(app.db, org, admin);
    const adminClient = await clientAs(app, admin);

    const ended = await clientAs(app, await createUser(app.db, { role: ROLE.USER, org }));
    const endedUser = await createUser(app.db, { role: ROLE.USER, org });
    const deactivated = await clientAs(app, endedUser);
    const ipa = await createUser(app.db, { role: ROLE.IPA_USER });
    await assignCel(app.db, org, ipa);
    await impersonate(app.db, ipa, org);
    const cel = await clientAs(app, ipa);
    const { key, api } = await tokenFor(adminClient);
    for (const client of [ended, deactivated, cel, api]) expect(await ok(client)).toBe(true);
    // The IPA User works on the client through its CEL assignment.
    expect((await cel.graphql('{ viewer { activeOrganization { key } } }')).data).toEqual({ viewer: { activeOrganization: { key: org.id } } });

    await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, pickUserOf(ended)));
    expect(await refusedWithin(ended, 1000)).toBeLessThan(1000);
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, endedUser.id));
    expect(await refusedWithin(deactivated, 1000)).toBeLessThan(1000);
    await app.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, key));
    expect(await refusedWithin(api, 1000)).toBeLessThan(1000);
    await app.db.delete(celAssignments).where(eq(celAssignments.userId, ipa.id));
    await expectSoon(async () => JSON.stringify((await cel.graphql('{ viewer { activeOrganization { key } } }')).data) !== JSON.stringify({ viewer: { activeOrganization: { key: org.id } } }));

    const licensed = await clientAs(app, await createUser(app.db, { role: ROLE.SUPER_USER, org }));
    expect(await ok(licensed)).toBe(true);
    await app.db.update(organizations).set({ licenseCreate: '2020-01-01', licenseDue: '2021-01-01' }).where(eq(organizations.id, org.id));
    expect(await refusedWithin(licensed, 1000)).toBeLessThan(1000);
  });
});

describe('two instances on one database', () => {
  it('a revocation on one instance takes effect on the other within a second (PostgreSQL); with embedded PGlite one instance serves alone', async () => {
    await withSecondInstance(async (second) => {
      const org = await createOrganization(app.db);
      const user = await createUser(app.db, { role: ROLE.USER, org });
      const here = await clientAs(app, user);
      const there = second.client();
      there.token = here.token;
      expect(await ok(there)).toBe(true);
      expect(await ok(there)).toBe(true); // cached on the second instance now
      await here.graphql('mutation { signOut { signedOut } }');
      expect(await refusedWithin(there, 1000)).toBeLessThan(1000);
    });
  });
});

/** The user a client's access token names (its subject). */
function pickUserOf(client: ApiClient): string {
  const payload = (client.token ?? '').split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string' ? claims.sub : '';
}

/** Waits (up to a second) until the check holds. */
async function expectSoon(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within a second');
  }
}
