import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { codeFrom } from '../../support/mailbox.ts';
import { pick, pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { twofa accessToken errors { message code }
  viewer { user { name username userType roleLabel active } organization { key name } activeOrganization { key }
  permissions { viewerCanManageUsers viewerCanSeeAdminScreens viewerCanImpersonate } } } }`;

describe('GraphQL sign-in, second factor, refresh and sign-out', () => {
  it('signIn without second factor returns the viewer and sets the refresh cookie', async () => {
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN });
    const client = app.client();
    const res = await client.graphql(SIGN_IN, { input: { username: user.email, password: TEST_PASSWORD } });
    expect(pick(res.data, 'signIn.twofa')).toBe(false);
    expect(pick(res.data, 'signIn.viewer')).toEqual({
      user: { name: user.name, username: user.email, userType: ROLE.CLIENT_ADMIN, roleLabel: 'Client Admin', active: true },
      organization: { key: user.organizationId, name: expect.any(String) },
      activeOrganization: { key: user.organizationId },
      permissions: { viewerCanManageUsers: true, viewerCanSeeAdminScreens: false, viewerCanImpersonate: false },
    });
    expect(client.cookie('fel_refresh')).toBeDefined();
  });

  it('a wrong password is a payload error with the standard message', async () => {
    const res = await app.client().graphql(SIGN_IN, { input: { username: 'x@example.com', password: 'wrong-password!' } });
    expect(pick(res.data, 'signIn')).toMatchObject({
      twofa: null,
      accessToken: null,
      errors: [{ message: 'Username and/or password does not match our records', code: 'UNAUTHENTICATED' }],
    });
  });

  it('second factor through GraphQL: send code, verify, then refresh and sign out', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const client = app.client();
    const first = await client.graphql(SIGN_IN, { input: { username: admin.email, password: TEST_PASSWORD } });
    expect(pick(first.data, 'signIn.twofa')).toBe(true);
    expect(pick(first.data, 'signIn.viewer')).toBeNull();
    client.token = pickString(first.data, 'signIn.accessToken');
    const sent = await client.graphql('mutation { sendSecondFactorCode { sent errors { message } } }');
    expect(pick(sent.data, 'sendSecondFactorCode.sent')).toBe(true);
    const code = codeFrom(await app.mailbox.waitFor(admin.email));
    const verified = await client.graphql('mutation($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { accessToken viewer { user { userType } permissions { viewerCanSeeAdminScreens } } errors { message } } }', {
      input: { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` },
    });
    expect(pick(verified.data, 'verifySecondFactor.viewer')).toEqual({ user: { userType: ROLE.ADMIN }, permissions: { viewerCanSeeAdminScreens: true } });
    client.token = null;
    const refreshed = await client.graphql('mutation { refreshSession { accessToken viewer { user { username } } errors { message } } }');
    expect(pick(refreshed.data, 'refreshSession.viewer.user.username')).toBe(admin.email);
    client.token = pickString(refreshed.data, 'refreshSession.accessToken');
    const out = await client.graphql('mutation { signOut { signedOut errors { message } } }');
    expect(pick(out.data, 'signOut.signedOut')).toBe(true);
    expect(client.cookie('fel_refresh')).toBeUndefined();
    const viewer = await client.graphql('{ viewer { user { name } } }');
    expect(viewer.errors?.[0]?.extensions?.code ?? null).toBeNull();
    expect(pick(viewer.data, 'viewer')).toBeNull();
  });

  it('refreshSession without a cookie is a payload error', async () => {
    const res = await app.client().graphql('mutation { refreshSession { accessToken errors { message code } } }');
    expect(pick(res.data, 'refreshSession.errors.0')).toEqual({ message: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
  });

  it('public queries: appInfo and siteSettings need no sign-in', async () => {
    const res = await app.client().graphql('{ appInfo { productName tagline version supportEmail } siteSettings { banner message color year } health }');
    expect(pick(res.data, 'appInfo')).toEqual({ productName: 'FEL Assess', tagline: 'Excellence Through Measurement', version: '7.2.15', supportEmail: expect.any(String) });
    expect(pick(res.data, 'siteSettings')).toEqual({ banner: expect.any(Boolean), message: expect.any(String), color: expect.any(String), year: expect.any(Number) });
    const legacy = await app.client().get('/api/site-settings/');
    expect(legacy.body).toEqual({ status: 'success', banner: expect.any(Boolean), message: expect.any(String), color: expect.any(String), year: expect.any(Number) });
  });

  it('GET /healthz answers 200 when the database answers', async () => {
    const res = await app.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});
