import { inflateRawSync } from 'node:zlib';
import * as x509 from '@peculiar/x509';
import { unique } from './factories.ts';

// A real SAML 2.0 identity provider in the test process (samlify), with a key and certificate made here. It reads
// the AuthnRequest the service provider sent by HTTP-Redirect and answers a signed Response (assertion signed
// with the IdP's key, as the service provider's metadata asks), which the test posts to the ACS like a browser.
// Options spoil one property at a time: audience, recipient, time window, InResponseTo, the signature's scope.

export type SamlAccount = { email: string; name: string; groups?: string[] };

export type ResponseOptions = {
  /** Answer this request id instead of the one in the AuthnRequest. */
  inResponseTo?: string;
  audience?: string;
  recipient?: string;
  /** Minutes from now the assertion stays valid (negative: expired). */
  validMinutes?: number;
  /** false: the assertion is not signed (only the whole response is). */
  assertionSigned?: boolean;
};

export type TestSamlIdp = {
  entityId: string;
  ssoUrl: string;
  /** The signing certificate, PEM. */
  certificatePem: string;
  metadataXml: string;
  accounts: Map<string, SamlAccount>;
  /** The base64 SAMLResponse for the AuthnRequest in `authorizationUrl`, as the account `login`. */
  respond(authorizationUrl: string, login: string, sp: { entityId: string; acsUrl: string }, options?: ResponseOptions): Promise<string>;
};

// samlify's typings import @xmldom/xmldom's, which pull the DOM library into the whole program: it is loaded by a
// name TypeScript does not follow, and described here by the little this file uses.
type SamlifyEntity = { getMetadata(): string };
type SamlifyIdp = SamlifyEntity & {
  createLoginResponse(sp: SamlifyEntity, request: object, binding: 'post', user: object, replace: () => { id: string; context: string }): Promise<{ context: string }>;
};
type Samlify = {
  IdentityProvider(settings: object): SamlifyIdp;
  ServiceProvider(settings: object): SamlifyEntity;
};
const BINDING = { redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST' };
const SAMLIFY: string = 'samlify';
const loadSamlify = async (): Promise<Samlify> => (await import(SAMLIFY)) as Samlify;

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;

async function keyAndCertificate(): Promise<{ privateKeyPem: string; certificatePem: string }> {
  const keys = await crypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=FEL Assess test IdP',
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 86_400_000),
    signingAlgorithm: RSA,
    keys,
  });
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  const privateKeyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END PRIVATE KEY-----\n`;
  return { privateKeyPem, certificatePem: cert.toString('pem') };
}

const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The ID of the AuthnRequest a HTTP-Redirect URL carries (deflated, base64). */
export function requestIdOf(authorizationUrl: string): string {
  const request = new URL(authorizationUrl).searchParams.get('SAMLRequest');
  if (!request) throw new Error(`no SAMLRequest in ${authorizationUrl}`);
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`no ID in ${xml}`);
  return id;
}

function attribute(name: string, values: readonly string[]): string {
  const items = values.map((v) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(v)}</saml:AttributeValue>`).join('');
  return `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${items}</saml:Attribute>`;
}

/**
 * Starts a test IdP. Nothing listens unless `ssoUrl` names a server the test runs (saml-idp-server.ts, for the
 * browser); otherwise the test carries the messages, like a browser would.
 */
export async function startSamlIdp(options: { ssoUrl?: string } = {}): Promise<TestSamlIdp> {
  const samlify = await loadSamlify();
  const { privateKeyPem, certificatePem } = await keyAndCertificate();
  const entityId = `https://idp.test/${unique('saml')}`;
  const ssoUrl = options.ssoUrl ?? `${entityId}/sso`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: privateKeyPem,
    signingCert: certificatePem,
    singleSignOnService: [{ Binding: BINDING.redirect, Location: ssoUrl }],
    singleLogoutService: [{ Binding: BINDING.redirect, Location: `${entityId}/slo` }],
  });
  const accounts = new Map<string, SamlAccount>();
  return {
    entityId,
    ssoUrl,
    certificatePem,
    metadataXml: idp.getMetadata(),
    accounts,
    async respond(authorizationUrl, login, spInfo, options = {}) {
      const account = accounts.get(login);
      if (!account) throw new Error(`no SAML account ${login}`);
      const sp = samlify.ServiceProvider({
        entityID: spInfo.entityId,
        assertionConsumerService: [{ Binding: BINDING.post, Location: spInfo.acsUrl }],
        wantAssertionsSigned: options.assertionSigned ?? true,
      });
      const inResponseTo = options.inResponseTo ?? requestIdOf(authorizationUrl);
      const now = new Date();
      const until = new Date(now.getTime() + (options.validMinutes ?? 5) * 60_000).toISOString();
      const notBefore = new Date(Math.min(now.getTime(), Date.parse(until) - 60_000)).toISOString();
      const issued = options.validMinutes !== undefined && options.validMinutes < 0 ? notBefore : now.toISOString();
      const id = `_${crypto.randomUUID()}`;
      const attributes = [attribute('email', [account.email]), attribute('name', [account.name]), ...(account.groups ? [attribute('groups', account.groups)] : [])].join('');
      const xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${issued}" Destination="${escapeXml(spInfo.acsUrl)}" InResponseTo="${escapeXml(inResponseTo)}">` +
        `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="_${crypto.randomUUID()}" Version="2.0" IssueInstant="${issued}">` +
        `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(login)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${escapeXml(options.recipient ?? spInfo.acsUrl)}" InResponseTo="${escapeXml(inResponseTo)}"/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? spInfo.entityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        `<saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion></samlp:Response>`;
      const { context } = await idp.createLoginResponse(sp, { extract: { request: { id: inResponseTo } } }, 'post', { email: account.email }, () => ({ id, context: xml }));
      return context;
    },
  };
}

/** The same response with the signed assertion's email changed (the signature no longer matches). */
export function tampered(samlResponse: string, from: string, to: string): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (!xml.includes(from)) throw new Error(`${from} not in the response`);
  return Buffer.from(xml.replaceAll(from, to), 'utf8').toString('base64');
}
