import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, TEST_PASSWORD, unique } from '../../support/factories.ts';
import { startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.ts';
import { pick } from '../../support/pick.ts';
import { clientAs } from '../../support/sessions.ts';
import { CLAIM, ENABLE, ENFORCE, OPTION, redirectUriOf, openVerificationLink, runTestSignIn, SAVE, ssoWorld, type SsoWorld } from '../../support/sso.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The Single sign-on settings (DOMAIN.md §6a): domains (one organization each, verified by a mailed link, no
// public mail domains), turning SSO on only after a test sign-in, enforcing it only after one's own test sign-in,
// what enforcement refuses (password sign-in and reset, with the SSO button's name) and keeps (provider staff's
// password, API tokens), a provider Admin turning it off when the identity provider fails, and the audit trail.

let app: TestApp;
let w: SsoWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await ssoWorld(app);
}, 60_000);
afterAll(async () => {
  await w?.provider.close();
  await app?.close();
});

const SIGN_IN = `mutation($u: String!, $p: String!) { signIn(input: { username: $u, password: $p }) { accessToken twofa errors { message code } } }`;
const RESET = `mutation($u: String!) { requestPasswordReset(input: { username: $u }) { message errors { field message code } } }`;
const audited = async (action: string) => app.db.select().from(auditEvents).where(and(eq(auditEvents.organizationId, w.org.id), eq(auditEvents.action, action)));

describe('domains', () => {
  it('refuses public mail domains', async () => {
    const res = await w.adminClient.graphql(CLAIM, { input: { organization: w.org.id, email: 'someone@gmail.com' } });
    expect(pick(res.data, 'claimSsoDomain.errors')).toEqual([{ field: 'email', code: 'BAD_INPUT', message: expect.stringMatching(/Public mail domains/) }]);
  });

  it('gives a domain to one organization only', async () => {
    const other = await createOrganization(app.db, { name: unique('Other') });
    const otherAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: other }));
    const res = await otherAdmin.graphql(CLAIM, { input: { email: `x@${w.domain}` } });
    expect(pick(res.data, 'claimSsoDomain.errors')).toEqual([{ field: 'email', code: 'CONFLICT', message: 'This domain belongs to another organization.' }]);
  });

  it('offers SSO for a claimed domain only once its link is opened', async () => {
    const domain = `${unique('late')}.example`.toLowerCase();
    await w.adminClient.graphql(CLAIM, { input: { organization: w.org.id, email: `it@${domain}` } });
    expect(pick((await app.client().graphql(OPTION, { email: `p@${domain}` })).data, 'ssoSignInOption')).toBeNull();
    await openVerificationLink(app, `it@${domain}`);
    expect(pick((await app.client().graphql(OPTION, { email: `p@${domain}` })).data, 'ssoSignInOption.organizationName')).toBe(w.org.name);
    const again = await app.client().graphql(`mutation($t: String!) { verifySsoDomain(input: { token: $t }) { errors { message } } }`, { t: 'used-or-made-up' });
    expect(pick(again.data, 'verifySsoDomain.errors.0.message')).toMatch(/not valid/);
  });
});

describe('turning SSO on and enforcing it', () => {
  let provider: TestOidcProvider;
  afterAll(async () => provider?.close());

  it('turns SSO on only after a successful test sign-in, which shows the claims received', async () => {
    const org = await createOrganization(app.db, { name: unique('Fresh') });
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const adminClient = await clientAs(app, admin);
    provider = await startOidcProvider({ redirectUri: redirectUriOf(app) });
    provider.accounts.set('me', { email: admin.email, name: admin.name, groups: ['g1'] });
    await adminClient.graphql(SAVE, { input: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } });
    const early = await adminClient.graphql(ENABLE, { on: true });
    expect(pick(early.data, 'setSsoEnabled.errors')).toEqual([{ code: 'CONFLICT', message: expect.stringMatching(/test sign-in/) }]);
    const claims = await runTestSignIn(app, { org, adminClient }, 'me');
    expect(claims).toEqual(expect.arrayContaining([{ name: 'email', value: admin.email }, { name: 'groups', value: '["g1"]' }, { name: 'sub', value: 'me' }]));
    expect(pick((await adminClient.graphql(ENABLE, { on: true })).data, 'setSsoEnabled.configuration.enabled')).toBe(true);
    // A new secret is a new configuration: it needs a new test before it can be turned on again.
    await adminClient.graphql(SAVE, { input: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: 'another-secret' } });
    await adminClient.graphql(ENABLE, { on: false });
    expect(pick((await adminClient.graphql(ENABLE, { on: true })).data, 'setSsoEnabled.errors.0.code')).toBe('CONFLICT');
  });

  it('enforces only for the admin whose own test sign-in passed; password sign-in and reset are then refused naming the SSO button', async () => {
    const secondAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: w.org }));
    expect(pick((await secondAdmin.graphql(ENFORCE, { on: true })).data, 'setSsoEnforced.errors.0.message')).toMatch(/test sign-in yourself/);
    expect(pick((await w.adminClient.graphql(ENFORCE, { o: w.org.id, on: true })).data, 'setSsoEnforced.configuration.enforced')).toBe(true);

    const user = await createUser(app.db, { role: ROLE.USER, org: w.org, email: `${unique('pw')}@${w.domain}`.toLowerCase() });
    const button = `Continue with ${w.org.name} SSO`;
    const signIn = await app.client().graphql(SIGN_IN, { u: user.email, p: TEST_PASSWORD });
    expect(pick(signIn.data, 'signIn.errors')).toEqual([{ code: 'UNAUTHENTICATED', message: expect.stringContaining(button) }]);
    const reset = await app.client().graphql(RESET, { u: user.email });
    expect(pick(reset.data, 'signIn.errors')).toBeUndefined();
    expect(pick(reset.data, 'requestPasswordReset.errors.0.message')).toContain(button);
    expect(pick((await app.client().graphql(OPTION, { email: user.email })).data, 'ssoSignInOption.enforced')).toBe(true);
    const legacy = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(legacy.status).toBe(401);
    expect(String(legacy.body.message)).toContain(button);
  });

  it('keeps provider staff on password plus second factor', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const res = await app.client().graphql(SIGN_IN, { u: admin.email, p: TEST_PASSWORD });
    expect(pick(res.data, 'signIn.twofa')).toBe(true);
  });

  it('lets a provider Admin turn enforcement off when the identity provider fails, audited', async () => {
    const providerAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const off = await providerAdmin.graphql(ENFORCE, { o: w.org.id, on: false });
    expect(pick(off.data, 'setSsoEnforced.configuration')).toEqual({ enabled: true, enforced: false });
    const user = await createUser(app.db, { role: ROLE.USER, org: w.org });
    expect(pick((await app.client().graphql(SIGN_IN, { u: user.email, p: TEST_PASSWORD })).data, 'signIn.errors')).toEqual([]);
    expect((await audited('sso.enforce')).length).toBe(1);
    expect((await audited('sso.unenforce')).map((r) => r.actorUserId)).toHaveLength(1);
    expect((await audited('sso.test')).length).toBeGreaterThanOrEqual(1);
    expect((await audited('sso.enable')).length).toBeGreaterThanOrEqual(1);
  });

  it("hides another organization's settings from a Client Admin and refuses users and tokens", async () => {
    const other = await createOrganization(app.db, { name: unique('Else') });
    const otherAdmin = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: other }));
    const res = await otherAdmin.graphql(`query($o: ID) { ssoConfiguration(organization: $o) { issuer } }`, { o: w.org.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const user = await clientAs(app, await createUser(app.db, { role: ROLE.SUPER_USER, org: w.org }));
    expect((await user.graphql(`{ ssoConfiguration { issuer } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the group→role table', () => {
  it('refuses a group listed twice, naming it and its row, and keeps the saved table', async () => {
    const input = { organization: w.org.id, issuer: w.provider.issuer, clientId: w.provider.clientId };
    const twice = [{ group: 'it', role: ROLE.SUPER_USER }, { group: 'hr', role: ROLE.USER }, { group: ' it ', role: ROLE.USER }];
    const res = await w.adminClient.graphql(SAVE, { input: { ...input, groupRoles: twice } });
    expect(pick(res.data, 'saveSsoConfiguration.errors')).toEqual([{ field: 'groupRoles.2.group', code: 'BAD_INPUT', message: 'The group it is in the table twice' }]);
    const saved = await w.adminClient.graphql(SAVE, { input: { ...input, groupRoles: twice.slice(0, 2) } });
    expect(pick(saved.data, 'saveSsoConfiguration.configuration.groupRoles')).toEqual([{ group: 'hr', role: ROLE.USER }, { group: 'it', role: ROLE.SUPER_USER }]);
  });
});
