import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, type ApiTokenScope } from '../../db/schema/index.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Inserts a token row (its principal already exists); null when a live token of that name exists. */
export async function insertApiToken(
  db: Db,
  values: { organizationId: string; principalUserId: string; name: string; scope: ApiTokenScope; tokenHash: string; createdBy: string; createdByName: string; createdAt: Date; expiresAt: Date | null },
): Promise<ApiTokenRow | null> {
  const [row] = await db.insert(apiTokens).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A live token of the organization already has this name (any case). */
export async function apiTokenNameTaken(db: Db, organizationId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.organizationId, organizationId), sql`lower(${apiTokens.name}) = lower(${name})`, isNull(apiTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** An organization's tokens, newest first (revoked ones included, marked by revokedAt). */
export async function listApiTokens(db: Db, organizationId: string): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.organizationId, organizationId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** One token by key. */
export async function findApiToken(db: Db, id: string): Promise<ApiTokenRow | null> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id)).limit(1);
  return row ?? null;
}

/** Revokes a live token; null when it was already revoked. */
export async function revokeApiTokenRow(db: Db, p: { id: string; by: string; now: Date }): Promise<ApiTokenRow | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: p.now, revokedBy: p.by })
    .where(and(eq(apiTokens.id, p.id), isNull(apiTokens.revokedAt)))
    .returning();
  return row ?? null;
}

export const RATE_WINDOW_MS = 60_000;

/**
 * Counts one request in the token's current one-minute window and stamps last use, in one statement (so
 * every app instance shares the count). Returns the count including this request and the window's start.
 */
export async function countApiTokenUse(db: Db, id: string, now: Date): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const fresh = sql`${apiTokens.windowStartedAt} is null or ${apiTokens.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .update(apiTokens)
    .set({
      windowCount: sql`case when ${fresh} then 1 else ${apiTokens.windowCount} + 1 end`,
      windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${apiTokens.windowStartedAt} end`,
      lastUsedAt: now,
    })
    .where(eq(apiTokens.id, id))
    .returning({ count: apiTokens.windowCount, windowStartedAt: apiTokens.windowStartedAt });
  return { count: row?.count ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
}
