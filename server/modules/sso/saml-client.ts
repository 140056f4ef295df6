import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { ReceivedClaims } from './oidc-client.ts';

// The SAML 2.0 service provider (@node-saml/node-saml): the AuthnRequest sent by HTTP-Redirect, and the response
// the identity provider posts to the ACS, checked for a signed assertion (the IdP's certificate), audience,
// recipient, time window with a small skew and InResponseTo (a request we issued, used once). The caller checks
// the assertion id against the ones already used (no replay).

export type SamlSettings = {
  organizationId: string;
  /** The identity provider's entity id (the assertion's Issuer). */
  idpEntityId: string;
  ssoUrl: string;
  certificate: string;
  allowIdpInitiated: boolean;
};

/** Clock difference accepted between the identity provider and this server. */
export const SAML_CLOCK_SKEW_MS = 60_000;

/** The service provider's entity id for an organization: also the address of its metadata. */
export const samlEntityId = (config: Pick<Config, 'publicUrl'>, organizationId: string) => `${config.publicUrl}/sso/saml/${organizationId}/metadata`;
/** Where the identity provider posts its response (the Assertion Consumer Service). */
export const samlAcsUrl = (config: Pick<Config, 'publicUrl'>, organizationId: string) => `${config.publicUrl}/sso/saml/${organizationId}/acs`;

export const SAML_REFUSED = {
  signature: "The SAML response is not signed with your identity provider's certificate (a signed assertion is required).",
  inResponseTo: 'This SAML response does not answer a sign-in started here, or that sign-in was already finished. Please start again.',
  expired: 'The SAML assertion has expired or is not valid yet. Check the clocks and try again.',
  audience: 'The SAML assertion is meant for another service provider (wrong audience). Check the Entity ID entered at your identity provider.',
  recipient: 'The SAML assertion is meant for another address (wrong recipient). Check the ACS URL entered at your identity provider.',
  issuer: 'The SAML assertion comes from another identity provider than the one configured.',
  replay: 'This SAML assertion was already used. Please sign in again.',
  other: "The identity provider's SAML response could not be accepted. Please try again.",
} as const;

const noCache: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};

function samlFor(config: Pick<Config, 'publicUrl'>, s: SamlSettings, extra: { requestId?: string; inFlight?: CacheProvider }): SAML {
  return new SAML({
    issuer: samlEntityId(config, s.organizationId),
    callbackUrl: samlAcsUrl(config, s.organizationId),
    audience: samlEntityId(config, s.organizationId),
    entryPoint: s.ssoUrl,
    idpCert: s.certificate,
    idpIssuer: s.idpEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    validateInResponseTo: s.allowIdpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    cacheProvider: extra.inFlight ?? noCache,
    ...(extra.requestId ? { generateUniqueId: () => extra.requestId ?? '' } : {}),
  });
}

/** A new AuthnRequest id (an XML id: starts with a letter or underscore). */
export const newSamlRequestId = () => `_${crypto.randomUUID().replaceAll('-', '')}`;

/** The URL that sends the browser to the identity provider with our AuthnRequest (HTTP-Redirect binding). */
export async function samlAuthorizationUrl(config: Pick<Config, 'publicUrl'>, s: SamlSettings, requestId: string): Promise<string> {
  return samlFor(config, s, { requestId }).getAuthorizeUrlAsync('', undefined, {});
}

/** The service provider's metadata for the identity provider's administrator. */
export function samlServiceProviderMetadata(config: Pick<Config, 'publicUrl'>, organizationId: string): string {
  return samlFor(config, { organizationId, idpEntityId: 'unused', ssoUrl: 'https://unused.invalid/', certificate: 'unused', allowIdpInitiated: false }, {}).generateServiceProviderMetadata(null);
}

export type ValidatedAssertion = { claims: ReceivedClaims; assertionId: string; expiresAt: Date; inResponseTo: string | null };

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return SAML_REFUSED.signature;
  if (/InResponseTo/i.test(message)) return SAML_REFUSED.inResponseTo;
  // node-saml names a subject confirmation out of its time window "no valid subject confirmation".
  if (/expired|not yet valid|subject confirmation/i.test(message)) return SAML_REFUSED.expired;
  if (/audience/i.test(message)) return SAML_REFUSED.audience;
  if (/issuer/i.test(message)) return SAML_REFUSED.issuer;
  return SAML_REFUSED.other;
}

type XmlNode = { $?: Record<string, string | undefined>; [child: string]: unknown };
const children = (node: unknown, name: string): XmlNode[] => {
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is XmlNode => typeof v === 'object' && v !== null);
};

/** What the signed assertion says beyond node-saml's profile: its id, where it was meant to go and until when. */
function assertionFacts(profile: Profile): { id: string | null; recipients: string[]; notOnOrAfter: string[] } {
  const assertion = children(profile.getAssertion?.(), 'Assertion')[0];
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation').flatMap((c) => children(c, 'SubjectConfirmationData'));
  const conditions = children(assertion, 'Conditions');
  return {
    id: assertion?.$?.ID ?? null,
    recipients: confirmations.map((d) => d.$?.Recipient ?? ''),
    notOnOrAfter: [...confirmations, ...conditions].map((d) => d.$?.NotOnOrAfter).filter((v): v is string => typeof v === 'string'),
  };
}

function claimsOf(profile: Profile): ReceivedClaims {
  const attributes = profile.attributes && typeof profile.attributes === 'object' ? (profile.attributes as Record<string, unknown>) : {};
  return {
    ...attributes,
    ...(typeof profile.email === 'string' && !('email' in attributes) ? { email: profile.email } : {}),
    nameID: profile.nameID,
    iss: profile.issuer,
    sub: profile.nameID,
  };
}

/**
 * Checks the response the identity provider posted; `inFlight` answers the requests we issued (InResponseTo) and
 * forgets one once answered. Throws UNAUTHENTICATED with the reason a person can act on.
 */
export async function validateSamlResponse(ctx: ServiceCtx, s: SamlSettings, samlResponse: string, inFlight: CacheProvider): Promise<ValidatedAssertion> {
  const saml = samlFor(ctx.config, s, { inFlight });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    ctx.log.warn({ err: error, organizationId: s.organizationId }, 'SAML response refused');
    throw new AppError('UNAUTHENTICATED', reasonOf(error));
  }
  if (!profile?.nameID) throw new AppError('UNAUTHENTICATED', SAML_REFUSED.other);
  if (profile.issuer !== s.idpEntityId) throw new AppError('UNAUTHENTICATED', SAML_REFUSED.issuer);
  const facts = assertionFacts(profile);
  const acs = samlAcsUrl(ctx.config, s.organizationId);
  if (facts.recipients.length === 0 || facts.recipients.some((r) => r !== acs)) throw new AppError('UNAUTHENTICATED', SAML_REFUSED.recipient);
  if (!facts.id || facts.notOnOrAfter.length === 0) throw new AppError('UNAUTHENTICATED', SAML_REFUSED.expired);
  const until = Math.max(...facts.notOnOrAfter.map((v) => Date.parse(v)));
  if (!Number.isFinite(until)) throw new AppError('UNAUTHENTICATED', SAML_REFUSED.expired);
  const expiresAt = new Date(until + SAML_CLOCK_SKEW_MS);
  const inResponseTo = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null;
  return { claims: claimsOf(profile), assertionId: facts.id, expiresAt, inResponseTo };
}
