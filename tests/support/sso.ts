import { expect } from 'vitest';
import { ROLE } from '../../common/roles.ts';
import type { OrganizationRow } from '../../server/modules/organizations/index.ts';
import type { ApiClient } from './api-client.ts';
import { createOrganization, createUser, type TestUser, unique } from './factories.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { pick, pickString } from './pick.ts';
import { clientAs } from './sessions.ts';
import type { TestApp } from './test-app.ts';

// An organization with single sign-on through its own test OpenID Connect provider: configured, its domain
// verified through the mailed link, tested by its Client Admin and turned on.

export const SSO_FIELDS = `organization configured issuer clientId clientSecretSet jitMode defaultRole enabled enforced testedAt
  testClaims { name value } groupRoles { group role } domains { domain verified } redirectUri`;
export const SAVE = `mutation($input: SaveSsoConfigurationInput!) { saveSsoConfiguration(input: $input) { configuration { ${SSO_FIELDS} } errors { field message code } } }`;
export const CLAIM = `mutation($input: ClaimSsoDomainInput!) { claimSsoDomain(input: $input) { configuration { domains { domain verified } } errors { field message code } } }`;
export const VERIFY = `mutation($token: String!) { verifySsoDomain(input: { token: $token }) { domain errors { message code } } }`;
export const TEST = `mutation($o: ID) { startSsoTest(input: { organization: $o }) { url errors { message code } } }`;
export const ENABLE = `mutation($o: ID, $on: Boolean!) { setSsoEnabled(input: { organization: $o, enabled: $on }) { configuration { enabled enforced } errors { message code } } }`;
export const ENFORCE = `mutation($o: ID, $on: Boolean!) { setSsoEnforced(input: { organization: $o, enforced: $on }) { configuration { enabled enforced } errors { message code } } }`;
export const START = `mutation($email: String!) { startSsoSignIn(input: { email: $email }) { url errors { field message code } } }`;
export const COMPLETE = `mutation($query: String!) { completeSsoSignIn(input: { query: $query }) {
  accessToken viewer { user { name email: username userType } } testClaims { name value } errors { message code } } }`;
export const OPTION = `query($email: String!) { ssoSignInOption(email: $email) { organizationName enforced } }`;

export type SsoWorld = { org: OrganizationRow; admin: TestUser; adminClient: ApiClient; provider: TestOidcProvider; domain: string };

export const redirectUriOf = (app: TestApp) => `${app.baseUrl}/sso/oidc/callback`;

/** Verifies a claimed domain through the link mailed to the address. */
export async function verifyDomainByMail(app: TestApp, by: ApiClient, email: string, organization: string): Promise<void> {
  const claimed = await by.graphql(CLAIM, { input: { organization, email } });
  expect(pick(claimed.data, 'claimSsoDomain.errors'), JSON.stringify(claimed)).toEqual([]);
  await openVerificationLink(app, email);
}

/** Opens the verification link mailed to the address (the domain's claim is made). */
export async function openVerificationLink(app: TestApp, email: string): Promise<void> {
  const mail = await app.mailbox.waitFor(email);
  const token = /\/sso\/verify-domain\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification link in ${mail.text}`);
  const verified = await app.client().graphql(VERIFY, { token });
  expect(pick(verified.data, 'verifySsoDomain.domain')).toBe(email.split('@')[1]);
}

/** Runs a whole test sign-in as the admin's account at the provider; answers the claims shown. */
export async function runTestSignIn(app: TestApp, w: Pick<SsoWorld, 'org' | 'adminClient'>, login: string): Promise<unknown> {
  const started = await w.adminClient.graphql(TEST, { o: w.org.id });
  const url = pickString(started.data, 'startSsoTest.url');
  const query = await signInAtProvider(url, login, redirectUriOf(app));
  const done = await w.adminClient.graphql(COMPLETE, { query });
  expect(pick(done.data, 'completeSsoSignIn.errors'), JSON.stringify(done)).toEqual([]);
  return pick(done.data, 'completeSsoSignIn.testClaims');
}

/** An organization, its Client Admin, its provider, its verified domain; SSO configured, tested and on. */
export async function ssoWorld(app: TestApp, options: { groupRoles?: { group: string; role: number }[]; jitMode?: 'defaultRole' | 'pending' } = {}): Promise<SsoWorld> {
  const domain = `${unique('corp')}.example`.toLowerCase();
  const org = await createOrganization(app.db, { name: unique('SSO Org') });
  const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, email: `admin@${domain}` });
  const adminClient = await clientAs(app, admin);
  const provider = await startOidcProvider({ redirectUri: redirectUriOf(app) });
  provider.accounts.set('admin', { email: admin.email, name: admin.name });
  const saved = await adminClient.graphql(SAVE, {
    input: { organization: org.id, issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, groupRoles: options.groupRoles ?? [], jitMode: options.jitMode ?? 'defaultRole' },
  });
  expect(pick(saved.data, 'saveSsoConfiguration.errors'), JSON.stringify(saved)).toEqual([]);
  await verifyDomainByMail(app, adminClient, `it@${domain}`, org.id);
  await runTestSignIn(app, { org, adminClient }, 'admin');
  const enabled = await adminClient.graphql(ENABLE, { o: org.id, on: true });
  expect(pick(enabled.data, 'setSsoEnabled.configuration.enabled'), JSON.stringify(enabled)).toBe(true);
  return { org, admin, adminClient, provider, domain };
}

/** Starts an SSO sign-in for the address and signs in at the provider as `login`; answers the callback's query. */
export async function providerCallback(app: TestApp, email: string, login: string, client: ApiClient = app.client()): Promise<string> {
  const started = await client.graphql(START, { email });
  const url = pick(started.data, 'startSsoSignIn.url');
  if (typeof url !== 'string') throw new Error(`no SSO start for ${email}: ${JSON.stringify(started)}`);
  return signInAtProvider(url, login, redirectUriOf(app));
}
