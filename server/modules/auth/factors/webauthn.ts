import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PRODUCT_NAME } from '../../../../common/product.ts';
import type { Config } from '../../../config.ts';
import type { PasskeyRow } from './passkeys.queries.ts';

// WebAuthn through @simplewebauthn/server: the relying party is PUBLIC_URL (its host name is the rpID, its
// origin the expected origin), never the request's Host header. User verification is required everywhere
// (a PIN or biometrics on the authenticator); discoverable credentials, so a passkey can sign in without a
// password. A counter that stays 0 (synced passkeys) is accepted; one that goes down is refused by the library.

export const relyingParty = (config: Pick<Config, 'publicUrl'>) => {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const transportsOf = (row: Pick<PasskeyRow, 'transports'>): AuthenticatorTransportFuture[] =>
  row.transports.filter((t): t is AuthenticatorTransportFuture => TRANSPORTS.has(t));

export async function registrationOptions(config: Config, user: { id: string; email: string; name: string }, existing: PasskeyRow[]) {
  const { rpID } = relyingParty(config);
  return generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export type NewPasskey = { credentialId: string; publicKey: string; counter: number; transports: string[] };

/** The registered credential, or null when the response does not verify (user verification included). */
export async function verifyRegistration(config: Config, response: RegistrationResponseJSON, challenge: string): Promise<NewPasskey | null> {
  const { rpID, origin } = relyingParty(config);
  const result = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true }).catch(() => null);
  if (!result?.verified) return null;
  const c = result.registrationInfo.credential;
  return { credentialId: c.id, publicKey: Buffer.from(c.publicKey).toString('base64url'), counter: c.counter, transports: c.transports ?? [] };
}

/** Options of an assertion: the user's passkeys as a second factor, any discoverable one without a password. */
export async function authenticationOptions(config: Config, allowed: PasskeyRow[] | null) {
  const { rpID } = relyingParty(config);
  return generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    ...(allowed ? { allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })) } : {}),
  });
}

/** The new counter when the assertion verifies (user verification required), else null. */
export async function verifyAssertion(config: Config, response: AuthenticationResponseJSON, challenge: string, passkey: PasskeyRow): Promise<number | null> {
  const { rpID, origin } = relyingParty(config);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: transportsOf(passkey) },
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
