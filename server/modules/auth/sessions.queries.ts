import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { hashToken, newRefreshToken, SESSION_TTL_DAYS } from './tokens.ts';

/**
 * A refresh token presented again within this interval (two tabs refreshing at once) is rotated once more
 * instead of being treated as stolen; a second re-use, or any re-use after it, revokes the whole session.
 */
export const REUSE_INTERVAL_MS = 10_000;

/** Opens a session for a user and returns its id with its first refresh token. */
export async function insertSession(
  db: Db,
  p: { userId: string; ip: string; userAgent: string; now: Date },
): Promise<{ sessionId: string; refreshToken: string }> {
  const expiresAt = new Date(p.now.getTime() + SESSION_TTL_DAYS * 86400_000);
  const [session] = await db
    .insert(sessions)
    .values({ userId: p.userId, ip: p.ip, userAgent: p.userAgent.slice(0, 500), createdAt: p.now, lastSeenAt: p.now, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken), createdAt: p.now });
  return { sessionId: session.id, refreshToken };
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; sessionId: string };

/** Rotates a refresh token: marks it used and issues the next one of the same session (call in a transaction). */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotateOutcome> {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      graceUsedAt: refreshTokens.graceUsedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update');
  if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
  if (row.usedAt && (row.graceUsedAt || now.getTime() - row.usedAt.getTime() > REUSE_INTERVAL_MS)) {
    return { kind: 'reused', sessionId: row.sessionId };
  }
  await db
    .update(refreshTokens)
    .set(row.usedAt ? { graceUsedAt: now } : { usedAt: now })
    .where(eq(refreshTokens.id, row.tokenId));
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  return { kind: 'rotated', userId: row.userId, sessionId: row.sessionId, refreshToken };
}

/** Ends one session. */
export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (deactivation, password change). */
export async function revokeUserSessions(db: Db, userId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** When a session was opened (its sign-in), or null when there is no such session. */
export async function sessionSignedInAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.createdAt ?? null;
}
