import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rawRows, type Db } from '../../db/client.ts';
import { tokenUseAuditInsert } from '../audit/audit.ts';
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

/**
 * Holds the organization's token set until the transaction ends (two creates at once cannot both pass the
 * cap): a transaction-scoped advisory lock, keyed by the organization.
 */
export async function lockApiTokensOf(db: Db, organizationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_tokens:${organizationId}`}))`);
}

/** How many of the organization's tokens are live now (neither revoked nor expired). */
export async function countLiveApiTokens(db: Db, organizationId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(and(eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))));
  return row?.n ?? 0;
}

/** A new secret for a token, and the manager who gave it as its creator (rotation); null when it was revoked meanwhile. */
export async function rotateApiTokenRow(db: Db, p: { id: string; tokenHash: string; createdBy: string; createdByName: string }): Promise<ApiTokenRow | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ tokenHash: p.tokenHash, createdBy: p.createdBy, createdByName: p.createdByName })
    .where(and(eq(apiTokens.id, p.id), isNull(apiTokens.revokedAt)))
    .returning();
  return row ?? null;
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

const CountedRow = z.object({ window_count: z.coerce.number(), window_started_at: z.coerce.date() });

/**
 * Counts one request in the token's current one-minute window, stamps last use and records the request in
 * the token's audit row of that minute (audit.queries.ts), in one statement shared by every app instance.
 * Returns the count including this request and the window's start.
 */
export async function countApiTokenUse(
  db: Db,
  p: { id: string; now: Date; limit: number; use: { method: string; path: string; ip: string } },
): Promise<{ count: number; windowStartedAt: Date }> {
  const now = p.now.toISOString();
  const windowStart = new Date(p.now.getTime() - RATE_WINDOW_MS).toISOString();
  const fresh = sql`(${apiTokens.windowStartedAt} is null or ${apiTokens.windowStartedAt} <= ${windowStart}::timestamptz)`;
  const counted = sql.raw('counted');
  const rows = await rawRows(
    db,
    sql`with counted as (
      update ${apiTokens} set
        window_count = case when ${fresh} then 1 else ${apiTokens.windowCount} + 1 end,
        window_started_at = case when ${fresh} then ${now}::timestamptz else ${apiTokens.windowStartedAt} end,
        last_used_at = ${now}::timestamptz
      where ${apiTokens.id} = ${p.id}
      returning window_count, window_started_at, principal_user_id, organization_id, window_count <= ${p.limit} as counted
    ), audited as (${tokenUseAuditInsert(counted, { tokenId: p.id, ...p.use })})
    select window_count, window_started_at from counted`,
  );
  const row = rows[0] === undefined ? null : CountedRow.parse(rows[0]);
  return { count: row?.window_count ?? 1, windowStartedAt: row?.window_started_at ?? p.now };
}

/** The organization's tokens of one scope that are not revoked (its SCIM token is one at a time). */
export async function unrevokedApiTokensOf(db: Db, organizationId: string, scope: ApiTokenScope): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.scope, scope), isNull(apiTokens.revokedAt)));
}
