import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SECOND_FACTOR_RESEND_SECONDS } from '../../../common/product.ts';
import type { Db } from '../../db/client.ts';
import { secondFactorCodes } from '../../db/schema/index.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = SECOND_FACTOR_RESEND_SECONDS;

const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', `second-factor:${secret}`).update(`${userId}:${code}`).digest('hex');

/** Seconds to wait before another code may be sent, 0 when one may be sent now (or the last one's mail is delayed). */
export async function secondsUntilResend(db: Db, userId: string, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: secondFactorCodes.createdAt, mailDelayed: secondFactorCodes.mailDelayed })
    .from(secondFactorCodes)
    .where(eq(secondFactorCodes.userId, userId))
    .orderBy(desc(secondFactorCodes.createdAt))
    .limit(1);
  if (!last || last.mailDelayed) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_INTERVAL_SECONDS - elapsed));
}

export type IssuedCode = { id: string; code: string; expiresAt: Date };

/** Issues a new 6-digit code (earlier codes of the user stop working) and returns it for mailing. */
export async function issueCode(db: Db, secret: string, userId: string, now: Date): Promise<IssuedCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(secondFactorCodes)
    .set({ consumedAt: now })
    .where(and(eq(secondFactorCodes.userId, userId), isNull(secondFactorCodes.consumedAt)));
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  const [row] = await db
    .insert(secondFactorCodes)
    .values({ userId, codeHash: codeHash(secret, userId, code), createdAt: now, expiresAt })
    .returning({ id: secondFactorCodes.id });
  if (!row) throw new Error('second-factor code not stored');
  return { id: row.id, code, expiresAt };
}

/** The code's mail could not be sent at once: it waits in the outbox, and another code may be asked for now. */
export async function markCodeMailDelayed(db: Db, codeId: string): Promise<void> {
  await db.update(secondFactorCodes).set({ mailDelayed: true }).where(eq(secondFactorCodes.id, codeId));
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
