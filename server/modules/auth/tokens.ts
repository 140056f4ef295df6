import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { isKey } from '../../validation.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
// Longer than a code (10 min) so that an expired code can be resent without signing in again.
export const SECOND_FACTOR_TOKEN_TTL_SECONDS = 30 * 60;
export const SESSION_TTL_DAYS = 14;
export const REFRESH_COOKIE = 'fel_refresh';

/** How long an access token minted for an API token's print page lives (a PDF render gives up after 30 s). */
export const API_TOKEN_PRINT_TTL_SECONDS = 120;

/**
 * full: every call of a session; second-factor: only the two second-factor calls; api-token: the calls of
 * the report page printing a PDF an API token asked for (its principal, while the token gives access).
 */
export type TokenScope = 'full' | 'second-factor' | 'api-token';
export type AccessClaims = { userId: string; sessionId: string | null; scope: TokenScope; tokenId?: string };
/** A verified access token: its claims and when it stops being accepted. */
export type VerifiedClaims = AccessClaims & { expiresAt: Date };

const TTL_SECONDS: Record<TokenScope, number> = {
  full: ACCESS_TOKEN_TTL_SECONDS,
  'second-factor': SECOND_FACTOR_TOKEN_TTL_SECONDS,
  'api-token': API_TOKEN_PRINT_TTL_SECONDS,
};
const isScope = (value: unknown): value is TokenScope => value === 'full' || value === 'second-factor' || value === 'api-token';

// The HMAC key of a secret, made once: jose keeps the CryptoKey it derives from a KeyObject, where raw bytes
// would be imported again on every token signed or verified.
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) keys.set(secret, (made = createSecretKey(Buffer.from(secret, 'utf8'))));
  return made;
}

/** A short-lived access token for a session (scope full), a pending second factor, or an API token's print page. */
export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const ttl = TTL_SECONDS[claims.scope];
  const jwt = new SignJWT({ scope: claims.scope, ...(claims.sessionId ? { sid: claims.sessionId } : {}), ...(claims.tokenId ? { tid: claims.tokenId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .setAudience('fel-assess');
  return jwt.sign(key(secret));
}

/** Verifies signature, audience and expiry; null when the token is not acceptable. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: 'fel-assess',
      currentDate: now,
    });
    const scope = isScope(payload.scope) ? payload.scope : null;
    if (!payload.sub || !scope || payload.exp === undefined) return null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    const tokenId = typeof payload.tid === 'string' ? payload.tid : undefined;
    if (scope === 'full' && !sessionId) return null;
    if (scope === 'api-token' && !tokenId) return null;
    // A correctly signed token can still carry ids that name no row (a leaked or misused secret, an old
    // format): they are not acceptable, like a bad signature, rather than a database error.
    if (!isKey(payload.sub) || (sessionId !== null && !isKey(sessionId)) || (tokenId !== undefined && !isKey(tokenId))) return null;
    return { userId: payload.sub, sessionId, scope, ...(tokenId ? { tokenId } : {}), expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** A new opaque refresh token (256 bits). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored as SHA-256 hashes only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
