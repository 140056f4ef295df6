import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../../../common/product.ts';

// Authenticator apps (RFC 6238): SHA-1, 6 digits, 30-second steps, a code of the step before or after the
// server's accepted (clocks drift); each step's code once (the caller stores the last step used).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;

/** A new random seed (160 bits), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secretBase32: string, label = '') =>
  new TOTP({ issuer: PRODUCT_NAME, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** The otpauth:// URI the QR code carries (issuer and the user's email as label). */
export const totpUri = (secretBase32: string, email: string): string => totp(secretBase32, email).toString();

/** The step a code belongs to (within ±1 step of now), or null when it matches none. */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
