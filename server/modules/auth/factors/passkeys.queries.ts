import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webauthnChallenges, webauthnCredentials } from '../../../db/schema/index.ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export type ChallengePurpose = 'register' | 'second-factor' | 'passwordless';
export type PasskeyRow = typeof webauthnCredentials.$inferSelect;

/** Stores a new challenge (and drops those expired an hour ago or more, so the table stays small). */
export async function insertChallenge(db: Db, p: { userId: string | null; purpose: ChallengePurpose; challenge: string; now: Date }): Promise<string> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(p.now.getTime() - 60 * 60_000)));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ userId: p.userId, purpose: p.purpose, challenge: p.challenge, expiresAt: new Date(p.now.getTime() + CHALLENGE_TTL_MS) })
    .returning({ id: webauthnChallenges.id });
  if (!row) throw new Error('challenge not stored');
  return row.id;
}

/** Takes a live challenge of the purpose (and user, when it has one) once; null when used, expired or unknown. */
export async function takeChallenge(db: Db, p: { id: string; purpose: ChallengePurpose; userId: string | null; now: Date }): Promise<string | null> {
  const userMatch = p.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, p.userId);
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: p.now })
    .where(and(eq(webauthnChallenges.id, p.id), eq(webauthnChallenges.purpose, p.purpose), userMatch, isNull(webauthnChallenges.usedAt), gt(webauthnChallenges.expiresAt, p.now)))
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

export const listPasskeys = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)).orderBy(asc(webauthnCredentials.createdAt));

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: Db, p: { userId: string; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string; now: Date }): Promise<PasskeyRow> {
  const [row] = await db.insert(webauthnCredentials).values({ ...p, createdAt: p.now }).returning();
  if (!row) throw new Error('passkey not stored');
  return row;
}

/** Records a use: the new counter (0 stays 0 for synced passkeys) and when. */
export async function usePasskey(db: Db, id: string, counter: number, now: Date): Promise<void> {
  await db.update(webauthnCredentials).set({ counter, lastUsedAt: now }).where(eq(webauthnCredentials.id, id));
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | null> {
  const [row] = await db.delete(webauthnCredentials).where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId))).returning();
  return row ?? null;
}

/** Renames a passkey of this user; the row as renamed with its former name, or null when the user has no such passkey. */
export async function renamePasskeyRow(db: Db, userId: string, id: string, name: string): Promise<(PasskeyRow & { before: string }) | null> {
  const mineOnly = and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId));
  const [current] = await db.select({ name: webauthnCredentials.name }).from(webauthnCredentials).where(mineOnly).for('update');
  if (!current) return null;
  const [row] = await db.update(webauthnCredentials).set({ name }).where(mineOnly).returning();
  return row ? { ...row, before: current.name } : null;
}
