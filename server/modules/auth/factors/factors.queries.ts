import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recoveryCodes, totpFactors, webauthnCredentials } from '../../../db/schema/index.ts';

// The stored second factors of a user: the authenticator app (one, its seed sealed), recovery codes (hashed),
// passkeys. Services decide who may change them; these statements only read and write the rows.

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx` from 31 unambiguous characters (about 50 bits). */
function newRecoveryCode(): string {
  const pick = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** How a typed recovery code is compared: lower case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

const recoveryHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', `recovery-code:${secret}`).update(`${userId}:${normalizeRecoveryCode(code)}`).digest('hex');

export type FactorSummary = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

/** What the user has enrolled (an unconfirmed authenticator app does not count). */
export async function factorSummary(db: Db, userId: string): Promise<FactorSummary> {
  const [app] = await db.select({ n: count() }).from(totpFactors).where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const [keys] = await db.select({ n: count() }).from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
  const [codes] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { totp: (app?.n ?? 0) > 0, passkeys: keys?.n ?? 0, recoveryCodesLeft: codes?.n ?? 0 };
}

export const hasStrongFactor = (s: FactorSummary) => s.totp || s.passkeys > 0;

export async function totpRow(db: Db, userId: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row ?? null;
}

/** Starts (or restarts) an enrolment: the new sealed seed waits for its confirmation code. */
export async function putPendingTotp(db: Db, userId: string, secretEncrypted: string, now: Date): Promise<void> {
  await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: now } });
}

/**
 * Takes a step's code: true only when no code of this step or a later one was taken before (one statement, so
 * two requests racing with the same code cannot both pass). `confirm` also marks an enrolment confirmed.
 */
export async function takeTotpStep(db: Db, userId: string, step: number, p: { now: Date; confirm?: boolean; resealed?: string }): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(p.confirm ? { confirmedAt: p.now } : {}), ...(p.resealed ? { secretEncrypted: p.resealed } : {}) })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** A new set of recovery codes (the old set dies); returns the codes to show once. */
export async function replaceRecoveryCodes(db: Db, secret: string, userId: string, now: Date): Promise<string[]> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(secret, userId, code), createdAt: now })));
  return codes;
}

/** Uses a recovery code once: true when it was one of the user's unused codes. */
export async function useRecoveryCode(db: Db, secret: string, userId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(secret, userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** Removes every second factor of a user (a provider Admin's reset). */
export async function deleteAllFactors(db: Db, userId: string): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
}
