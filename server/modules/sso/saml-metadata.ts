import { parseStringPromise, processors } from 'xml2js';

// Reads what the service provider needs from an identity provider's SAML metadata: its entity id, its single
// sign-on URL for the HTTP-Redirect binding and its signing certificate.

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export type IdpMetadata = { entityId: string; ssoUrl: string; certificate: string };

export const BAD_METADATA =
  'The IdP metadata could not be read: it must be SAML 2.0 metadata with an entity id, a single sign-on URL for the HTTP-Redirect binding and a signing certificate.';

type Node = { $?: Record<string, string | undefined>; _?: string; [child: string]: unknown };
const kids = (node: unknown, name: string): Node[] => {
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v): Node => (typeof v === 'string' ? { _: v } : typeof v === 'object' && v !== null ? (v as Node) : {}));
};

/** The identity provider's settings from its metadata XML, or null when they are not all there. */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadata | null> {
  let doc: unknown;
  try {
    doc = await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix], attrNameProcessors: [] });
  } catch {
    return null;
  }
  const entity = kids(doc, 'EntityDescriptor')[0] ?? kids(kids(doc, 'EntitiesDescriptor')[0], 'EntityDescriptor')[0];
  const idp = kids(entity, 'IDPSSODescriptor')[0];
  if (!entity || !idp) return null;
  const sso = kids(idp, 'SingleSignOnService').find((e) => e.$?.Binding === REDIRECT);
  const keys = kids(idp, 'KeyDescriptor').filter((k) => (k.$?.use ?? 'signing') === 'signing');
  const certificate = keys
    .flatMap((k) => kids(kids(k, 'KeyInfo')[0], 'X509Data'))
    .flatMap((d) => kids(d, 'X509Certificate'))
    .map((c) => (c._ ?? '').replace(/\s+/g, ''))[0];
  const entityId = entity.$?.entityID ?? '';
  const ssoUrl = sso?.$?.Location ?? '';
  return entityId && ssoUrl && certificate ? { entityId, ssoUrl, certificate } : null;
}

/** A certificate as its base64 body, whether pasted as PEM or bare base64; null when it is not one. */
export function normalizeCertificate(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return body.length >= 100 && /^[A-Za-z0-9+/]+={0,2}$/.test(body) ? body : null;
}
