import { expect } from 'vitest';
import { ROLE } from '../../common/roles.ts';
import type { OrganizationRow } from '../../server/modules/organizations/index.ts';
import type { ApiClient } from './api-client.ts';
import { createOrganization, createUser, type TestUser, unique } from './factories.ts';
import { pick, pickString } from './pick.ts';
import { startSamlIdp, type ResponseOptions, type TestSamlIdp } from './saml-idp.ts';
import { clientAs } from './sessions.ts';
import { ENABLE, SAVE, START, TEST, verifyDomainByMail } from './sso.ts';
import type { TestApp } from './test-app.ts';

// An organization signing in through its own SAML identity provider (samlify, in the test process): configured from
// the IdP's metadata, its domain verified, tested by its Client Admin and turned on.

export type SamlWorld = { org: OrganizationRow; admin: TestUser; adminClient: ApiClient; idp: TestSamlIdp; domain: string; sp: { entityId: string; acsUrl: string } };

export type AcsAnswer = { status: number; location: string; cookie: string | null; message: string | null };

/** Posts a SAMLResponse to the organization's ACS as a browser's form would. */
export async function postAcs(app: TestApp, organizationId: string, samlResponse: string): Promise<AcsAnswer> {
  const res = await fetch(`${app.baseUrl}/sso/saml/${organizationId}/acs`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }),
    redirect: 'manual',
  });
  const location = res.headers.get('location') ?? '';
  const next = res.status === 401 ? /http-equiv="refresh" content="0;url=([^"]+)"/.exec(await res.text())?.[1]?.replaceAll('&amp;', '&') : undefined;
  const message = next?.startsWith('/sso/saml/failed') ? new URL(next, app.baseUrl).searchParams.get('message') : null;
  return { status: res.status, location, cookie: res.headers.get('set-cookie'), message };
}

/** Starts a SAML sign-in for the address; the identity provider's URL (carrying the AuthnRequest). */
export async function startSaml(app: TestApp, email: string): Promise<string> {
  const started = await app.client().graphql(START, { email });
  return pickString(started.data, 'startSsoSignIn.url');
}

/** A whole sign-in: start, the IdP's answer as `login`, the post to the ACS. */
export async function samlSignIn(app: TestApp, w: SamlWorld, email: string, login: string, options?: ResponseOptions): Promise<AcsAnswer> {
  const url = await startSaml(app, email);
  return postAcs(app, w.org.id, await w.idp.respond(url, login, w.sp, options));
}

export async function samlWorld(app: TestApp, options: { groupRoles?: { group: string; role: number }[] } = {}): Promise<SamlWorld> {
  const domain = `${unique('saml')}.example`.toLowerCase();
  const org = await createOrganization(app.db, { name: unique('SAML Org') });
  const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, email: `admin@${domain}` });
  const adminClient = await clientAs(app, admin);
  const idp = await startSamlIdp();
  idp.accounts.set('admin', { email: admin.email, name: admin.name });
  const saved = await adminClient.graphql(SAVE.replace('redirectUri', 'redirectUri samlEntityId samlAcsUrl samlSsoUrl'), {
    input: { organization: org.id, protocol: 'saml', idpMetadataXml: idp.metadataXml, emailClaim: 'email', nameClaim: 'name', groupsClaim: 'groups', groupRoles: options.groupRoles ?? [] },
  });
  expect(pick(saved.data, 'saveSsoConfiguration.errors'), JSON.stringify(saved)).toEqual([]);
  expect(pick(saved.data, 'saveSsoConfiguration.configuration.issuer')).toBe(idp.entityId);
  const sp = { entityId: pickString(saved.data, 'saveSsoConfiguration.configuration.samlEntityId'), acsUrl: pickString(saved.data, 'saveSsoConfiguration.configuration.samlAcsUrl') };
  await verifyDomainByMail(app, adminClient, `it@${domain}`, org.id);
  const test = await adminClient.graphql(TEST, { o: org.id });
  const tested = await postAcs(app, org.id, await idp.respond(pickString(test.data, 'startSsoTest.url'), 'admin', sp));
  expect(tested, JSON.stringify(tested)).toMatchObject({ status: 303, location: '/dashboard/sso', cookie: null });
  const enabled = await adminClient.graphql(ENABLE, { o: org.id, on: true });
  expect(pick(enabled.data, 'setSsoEnabled.configuration.enabled'), JSON.stringify(enabled)).toBe(true);
  return { org, admin, adminClient, idp, domain, sp };
}
