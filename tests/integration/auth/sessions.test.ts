import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema/index.ts';
import { signAccessToken } from '../../../server/modules/auth/tokens.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('refresh tokens and sessions', () => {
  it('POST /api/token/refresh/ rotates the cookie and returns a working access token', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const firstCookie = client.cookie('fel_refresh');
    client.token = null;
    const res = await client.post('/api/token/refresh/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success' });
    expect(client.cookie('fel_refresh')).not.toBe(firstCookie);
    client.token = pickString(res.body, 'access');
    expect((await client.get('/api/user/')).body).toMatchObject({ username: user.email });
  });

  it('re-use of a rotated refresh token (after the 10 s grace) ends the whole session', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const stolen = client.cookie('fel_refresh') ?? '';
    expect((await client.post('/api/token/refresh/')).status).toBe(200);
    client.token = pickString((await client.post('/api/token/refresh/')).body, 'access');
    app.clock.advance(11_000);
    try {
      const attacker = app.client();
      attacker.setCookie('fel_refresh', stolen);
      const reuse = await attacker.post('/api/token/refresh/');
      expect(reuse.status).toBe(401);
      expect(reuse.body).toMatchObject({ status: 'error', message: 'Your session has ended. Please sign in again.' });
      // The legitimate holder's session is gone too: its access token and its newest cookie stop working.
      expect((await client.get('/api/user/')).status).toBe(401);
      expect((await client.post('/api/token/refresh/')).status).toBe(401);
    } finally {
      app.clock.reset();
    }
  });

  it('two tabs refreshing with the same cookie at once both succeed (grace interval)', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const cookie = client.cookie('fel_refresh') ?? '';
    const tab2 = app.client();
    tab2.setCookie('fel_refresh', cookie);
    const [a, b] = await Promise.all([client.post('/api/token/refresh/'), tab2.post('/api/token/refresh/')]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('a spent token may be re-exchanged once within the grace interval, a second time ends the session', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const spent = client.cookie('fel_refresh') ?? '';
    expect((await client.post('/api/token/refresh/')).status).toBe(200);
    const tab2 = app.client();
    tab2.setCookie('fel_refresh', spent);
    expect((await tab2.post('/api/token/refresh/')).status).toBe(200);
    const thief = app.client();
    thief.setCookie('fel_refresh', spent);
    const third = await thief.post('/api/token/refresh/');
    expect(third.status).toBe(401);
    expect((await client.post('/api/token/refresh/')).status).toBe(401);
    expect((await tab2.post('/api/token/refresh/')).status).toBe(401);
  });

  it('an unknown or missing refresh cookie answers 401 and clears the cookie', async () => {
    const client = app.client();
    expect((await client.post('/api/token/refresh/')).status).toBe(401);
    client.setCookie('fel_refresh', 'made-up-token');
    const res = await client.post('/api/token/refresh/');
    expect(res.status).toBe(401);
    expect(client.cookie('fel_refresh')).toBeUndefined();
  });

  it('GET /api/logout/ ends the session server-side: the access token and the cookie stop working', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const token = client.token;
    const cookie = client.cookie('fel_refresh') ?? '';
    const res = await client.get('/api/logout/');
    expect(res.body).toMatchObject({ status: 'success' });
    const replay = app.client();
    replay.token = token;
    replay.setCookie('fel_refresh', cookie);
    expect((await replay.get('/api/user/')).status).toBe(401);
    expect((await replay.post('/api/token/refresh/')).status).toBe(401);
  });

  it('deactivating a user ends its open sessions at once', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    expect((await client.get('/api/user/')).status).toBe(200);
    // Written as another instance (or a database job) would: the change reaches this one through NOTIFY.
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await app.settleCallers();
    expect((await client.get('/api/user/')).status).toBe(401);
    const refresh = await client.post('/api/token/refresh/');
    expect(refresh.status).toBe(403);
    expect(refresh.body.message).toBe('Your account is deactivated. Contact your administrator.');
    expect((await client.post('/api/token/refresh/')).status).toBe(401);
    const [open] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open?.revokedAt).toBeInstanceOf(Date);
  });

  it('an access token expires after 15 minutes; refresh gives a new one', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    app.clock.advance(15 * 60_000 + 5000);
    try {
      expect((await client.get('/api/user/')).status).toBe(401);
      const res = await client.post('/api/token/refresh/');
      client.token = pickString(res.body, 'access');
      expect((await client.get('/api/user/')).status).toBe(200);
    } finally {
      app.clock.reset();
    }
  });

  it('a token signed with another secret, or for another session, is refused', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const forged = app.client();
    forged.token = await signAccessToken('another-secret-another-secret-another-secret', { userId: user.id, sessionId: crypto.randomUUID(), scope: 'full' }, new Date());
    expect((await forged.get('/api/user/')).status).toBe(401);
    forged.token = await signAccessToken(app.config.jwtSecret, { userId: user.id, sessionId: crypto.randomUUID(), scope: 'full' }, new Date());
    expect((await forged.get('/api/user/')).status).toBe(401);
  });

  it('GET /api/user/ and /api/client/ answer the documented fields', async () => {
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN });
    const client = await signIn(app, user);
    const me = await client.get('/api/user/');
    expect(me.body).toMatchObject({
      status: 'success',
      key: user.id,
      name: user.name,
      username: user.email,
      user_type: 3,
      active: true,
      account_status: 'active',
      failed_login_attempts: 0,
      po_only: false,
      ipa_user: false,
      celCheck: false,
      clientImpersonation: null,
    });
    expect(me.body.client).toMatchObject({ key: user.organizationId });
    expect(typeof me.body.last_login).toBe('string');
    expect(typeof me.body.created).toBe('string');
    const org = await client.get('/api/client/');
    expect(org.body).toMatchObject({ status: 'success', key: user.organizationId, subscription: 2, plntname: 'Plant A,Plant B', poc: null, fel2co: null });
    for (const field of ['name', 'licensekey', 'licensecreate', 'licensedue', 'licenserenew', 'notes', 'pep3co']) expect(org.body).toHaveProperty(field);
    expect(org.body.licensekey).toMatch(/\w{4}-/);
  });

  it("a plain User sees neither the licence key nor the provider's notes; a Client Admin sees the key only", async () => {
    const org = await createOrganization(app.db, { notes: 'Renewal at risk: budget cut (provider only)' });
    const user = await signIn(app, await createUser(app.db, { role: ROLE.USER, org }));
    const asUser = await user.get('/api/client/');
    expect(asUser.body).toMatchObject({ licensekey: null, notes: null });
    const gql = await user.graphql('{ viewer { organization { notes licenseKey } } }');
    expect(pick(gql.data, 'viewer.organization')).toEqual({ notes: null, licenseKey: null });
    const clientAdmin = await signIn(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const asClientAdmin = await clientAdmin.get('/api/client/');
    expect(asClientAdmin.body).toMatchObject({ licensekey: org.licenseKey, notes: null });
  });

  it('signing in again after sign-out works, with a new session', async () => {
    const user = await createUser(app.db, { role: ROLE.POWER_USER });
    const client = await signIn(app, user);
    await client.get('/api/logout/');
    const again = await client.post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(again.body).toMatchObject({ status: 'success' });
  });
});
