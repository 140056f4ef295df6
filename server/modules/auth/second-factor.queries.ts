import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secondFactorCodes } from '../../db/schema/index.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 30;

const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', `second-factor:${secret}`).update(`${userId}:${code}`).digest('hex');

/** Seconds to wait before another code may be sent, 0 when one may be sent now. */
export async function secondsUntilResend(db: Db, userId: string, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: secondFactorCodes.createdAt })
    .from(secondFactorCodes)
    .where(eq(secondFactorCodes.userId, userId))
    .orderBy(desc(secondFactorCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_INTERVAL_SECONDS - elapsed));
}

/** Issues a new 6-digit code (earlier codes of the user stop working) and returns it for mailing. */
export async function issueCode(db: Db, secret: string, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(secondFactorCodes)
    .set({ consumedAt: now })
    .where(and(eq(secondFactorCodes.userId, userId), isNull(secondFactorCodes.consumedAt)));
  await db.insert(secondFactorCodes).values({
    userId,
    codeHash: codeHash(secret, userId, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many' | 'none';

/** Checks a code against the user's newest live code; counts the try, consumes it on success. */
export async function checkCode(db: Db, secret: string, userId: string, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(secondFactorCodes)
    .where(and(eq(secondFactorCodes.userId, userId), isNull(secondFactorCodes.consumedAt)))
    .orderBy(desc(secondFactorCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return 'none';
  if (row.expiresAt <= now) return 'expired';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'too-many';
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(codeHash(secret, userId, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    await db.update(secondFactorCodes).set({ consumedAt: now, attempts: row.attempts + 1 }).where(eq(secondFactorCodes.id, row.id));
    return 'ok';
  }
  await db.update(secondFactorCodes).set({ attempts: row.attempts + 1 }).where(eq(secondFactorCodes.id, row.id));
  return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'too-many' : 'wrong';
}
