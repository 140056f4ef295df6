import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

// The browser's side of passkeys. Only ever imported dynamically (`await import('./passkey-browser')`), so the
// sign-in page's first download carries no WebAuthn code: it loads when someone uses a passkey.

export const supportsPasskeys = (): boolean => browserSupportsWebAuthn();

/** Asks the authenticator for an assertion with the server's options (JSON); the answer as JSON text. */
export async function assertPasskey(optionsJson: string): Promise<string> {
  return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as Parameters<typeof startAuthentication>[0]['optionsJSON'] }));
}

/** Asks the authenticator to make a passkey with the server's options (JSON); the answer as JSON text. */
export async function createPasskey(optionsJson: string): Promise<string> {
  return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) as Parameters<typeof startRegistration>[0]['optionsJSON'] }));
}

/** What to tell the person when the browser's call failed (cancelled, timed out, no passkey here). */
export function passkeyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out. Try again.';
  if (name === 'InvalidStateError') return 'This passkey is registered already.';
  return 'Your browser could not use a passkey here. Try another way.';
}
