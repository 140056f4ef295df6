import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { users } from '../../../server/db/schema/index.ts';
import { createActors, type Actors } from '../../support/admin-actors.ts';
import { createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { openSession } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// Hardening: malformed token claims are refused, HSTS is sent, and creating a user reveals nothing about
// the emails of organizations the caller does not manage.

let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(async () => app?.close());

/** A token signed with the app's own secret, with whatever claims the test chooses. */
function signed(claims: Record<string, unknown>, subject: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setAudience('fel-assess')
    .sign(new TextEncoder().encode(app.config.jwtSecret));
}

describe('a correctly signed token with ids that are not UUIDs', () => {
  it('answers 401 on /api/*, no viewer on GraphQL, 401 on the second-factor calls; never a 500', async () => {
    const { sessionId } = await openSession(app, actors.users.user);
    const tokens = [
      await signed({ scope: 'full', sid: 'not-a-uuid' }, actors.users.user.id),
      await signed({ scope: 'full', sid: sessionId }, 'not-a-uuid'),
      await signed({ scope: 'full', sid: "'; drop table users; --" }, randomUUID()),
      await signed({ scope: 'second-factor' }, 'x'.repeat(300)),
    ];
    for (const token of tokens) {
      const client = app.client();
      client.token = token;
      const me = await client.get('/api/user/');
      expect(me.status, token).toBe(401);
      const gql = await client.graphql('{ viewer { user { name } } }');
      expect(gql.status).toBeLessThan(500);
      expect(pick(gql.data, 'viewer')).toBeNull();
      const code = await client.post('/api/login/2fa/', { code: '123456' });
      expect(code.status).toBe(401);
      const send = await client.get('/api/login/2fa/new-token/');
      expect(send.status).toBe(401);
    }
  });
});

describe('HSTS', () => {
  it('is sent when the proxy says the request came over https (TRUST_PROXY), not over plain http', async () => {
    const viaHttps = await app.client().request('GET', '/healthz', undefined, { 'x-forwarded-proto': 'https' });
    expect(viaHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await app.client().get('/healthz');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const logger = pino({ level: 'silent' });
    const untrusting = await buildApp(app.deps, { logger, trustProxy: false, clientDist: null });
    try {
      const res = await untrusting.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});

describe('creating a user with an email that is already in use', () => {
  const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { user { key } errors { field message code } } }`;

  it("in another organization: a Client Admin learns only that the email cannot be used, not where it is", async () => {
    const elsewhere = await createUser(app.db, { role: ROLE.USER, org: actors.otherOrg });
    const gql = await actors.as.clientAdmin.graphql(CREATE, { input: { name: 'New Person', username: elsewhere.email, userType: ROLE.USER, organization: actors.org.id } });
    expect(pick(gql.data, 'createUser.errors')).toEqual([{ field: 'username', message: 'This email cannot be used for a new user here.', code: 'CONFLICT' }]);
    const rest = await actors.as.clientAdmin.post('/api/admin/user/create/', { username: elsewhere.email, name: 'New Person', user_type: 4, client: actors.org.name });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ message: 'This email cannot be used for a new user here.', fields: { username: 'This email cannot be used for a new user here.' } });
    expect(JSON.stringify(rest.body)).not.toContain(actors.otherOrg.name);
    expect(JSON.stringify(rest.body)).not.toContain(actors.otherOrg.id);
    const [row] = await app.db.select().from(users).where(eq(users.email, elsewhere.email));
    expect(row?.organizationId).toBe(actors.otherOrg.id);
  });

  it('moving an own user to an email held in another organization gets the same neutral answer', async () => {
    const elsewhere = await createUser(app.db, { role: ROLE.USER, org: actors.otherOrg });
    const mine = await createUser(app.db, { role: ROLE.USER, org: actors.org });
    const res = await actors.as.clientAdmin.post(`/api/admin/user/${mine.id}/edit/`, { username: elsewhere.email, name: mine.name, user_type: 4, client: actors.org.name });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email cannot be used for a new user here.');
  });

  it('in the own organization, or for an Admin who manages every organization, the answer stays plain', async () => {
    const mine = await createUser(app.db, { role: ROLE.USER, org: actors.org });
    const own = await actors.as.clientAdmin.graphql(CREATE, { input: { name: 'Twin', username: mine.email, userType: ROLE.USER, organization: actors.org.id } });
    expect(pick(own.data, 'createUser.errors.0.message')).toBe('A user with this email already exists');
    const elsewhere = await createUser(app.db, { role: ROLE.USER, org: actors.otherOrg });
    const admin = await actors.as.admin.graphql(CREATE, { input: { name: 'Twin', username: elsewhere.email, userType: ROLE.USER, organization: actors.org.id } });
    expect(pick(admin.data, 'createUser.errors.0.message')).toBe('A user with this email already exists');
  });
});
