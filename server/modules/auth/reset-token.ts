import { createHmac, timingSafeEqual } from 'node:crypto';

// Django-shaped password reset tokens: the link carries uidb64 (the user key, base64url) and
// "<timestamp base36>-<hmac>". The HMAC covers the user's id, password hash, last login and email, so a
// token dies once used (the hash changes), once the user signs in, or after RESET_TOKEN_DAYS.

export const RESET_TOKEN_DAYS = 3;
const EPOCH = Date.UTC(2001, 0, 1) / 1000;

export type ResetSubject = { id: string; email: string; passwordHash: string | null; lastLogin: Date | null };

export const encodeUid = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

/** The user key inside uidb64, or null when it is not valid base64url text. */
export function decodeUid(uidb64: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(uidb64)) return null;
  const decoded = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(decoded) ? decoded : null;
}

function mac(secret: string, subject: ResetSubject, ts: number): string {
  const value = [subject.id, subject.passwordHash ?? '', subject.lastLogin?.toISOString() ?? '', ts, subject.email.toLowerCase()].join('|');
  const hex = createHmac('sha256', `password-reset:${secret}`).update(value).digest('hex');
  // Every other character, as Django does: 32 hex characters of a 256-bit MAC.
  return [...hex].filter((_, i) => i % 2 === 0).join('');
}

/** Makes a token for the subject as it is now. */
export function makeResetToken(secret: string, subject: ResetSubject, now: Date): string {
  const ts = Math.floor(now.getTime() / 1000 - EPOCH);
  return `${ts.toString(36)}-${mac(secret, subject, ts)}`;
}

/** Checks a token against the subject as it is now: authentic, unchanged state, and not older than 3 days. */
export function checkResetToken(secret: string, subject: ResetSubject, token: string, now: Date): boolean {
  const match = /^([0-9a-z]{1,13})-([0-9a-f]{32})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const ts = parseInt(match[1], 36);
  const expected = Buffer.from(mac(secret, subject, ts));
  if (!timingSafeEqual(expected, Buffer.from(match[2]))) return false;
  const age = now.getTime() / 1000 - EPOCH - ts;
  return age >= -60 && age <= RESET_TOKEN_DAYS * 86400;
}
