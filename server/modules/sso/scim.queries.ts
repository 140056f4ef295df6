import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scimDeactivations, scimTokens } from '../../db/schema/index.ts';

// The SCIM tables of the sso module (its token and the deactivations it made); the users it lists are a read model.

export async function saveScimToken(db: Db, row: typeof scimTokens.$inferInsert): Promise<void> {
  await db
    .insert(scimTokens)
    .values(row)
    .onConflictDoUpdate({ target: scimTokens.organizationId, set: { tokenHash: row.tokenHash, createdBy: row.createdBy, createdAt: row.createdAt, lastUsedAt: null } });
}

export async function deleteScimToken(db: Db, organizationId: string): Promise<boolean> {
  return (await db.delete(scimTokens).where(eq(scimTokens.organizationId, organizationId)).returning()).length > 0;
}

export async function findScimToken(db: Db, organizationId: string) {
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.organizationId, organizationId)).limit(1);
  return row ?? null;
}

/** The organization whose SCIM token has this hash (and marks it used), or null. */
export async function useScimToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.tokenHash, tokenHash)).returning({ organizationId: scimTokens.organizationId });
  return row?.organizationId ?? null;
}

export async function recordScimDeactivation(db: Db, p: { userId: string; organizationId: string; at: Date }): Promise<void> {
  await db.insert(scimDeactivations).values(p).onConflictDoUpdate({ target: scimDeactivations.userId, set: { at: p.at } });
}

/** Forgets a SCIM deactivation; true when there was one (so SCIM may bring the user back). */
export async function takeScimDeactivation(db: Db, userId: string): Promise<boolean> {
  return (await db.delete(scimDeactivations).where(eq(scimDeactivations.userId, userId)).returning()).length > 0;
}
