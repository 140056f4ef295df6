import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** The stored form of one audit event (secrets already redacted). */
export type AuditEventValues = typeof auditEvents.$inferInsert;

/** Appends one audit event. */
export async function insertAuditEvent(db: Db, values: AuditEventValues): Promise<void> {
  await db.insert(auditEvents).values(values);
}

/** The action of the aggregated rows of API token use: one per token and minute (its rate window). */
export const TOKEN_USE_ACTION = 'api-token.use';

/**
 * The part of a statement that records a request made with an API token in the token's row of the minute
 * (the rate window that started at `windowStartedAt`): the first request of the window inserts the row
 * with its method and path, every later one adds one to `requests`. `source` names a row set (a CTE of the
 * statement) with the columns `window_started_at`, `principal_user_id`, `organization_id` and `counted`
 * (false for a request over the limit, which is not recorded).
 */
export function tokenUseAuditInsert(source: SQL, p: { tokenId: string; method: string; path: string; ip: string }): SQL {
  const first = JSON.stringify({ requests: 1, method: p.method, path: p.path.slice(0, 500) });
  return sql`insert into ${auditEvents} (at, actor_user_id, organization_id, action, entity_type, entity_id, after, ip)
    select s.window_started_at, s.principal_user_id, s.organization_id, ${TOKEN_USE_ACTION}, 'api_token', ${p.tokenId}, ${first}::jsonb, ${p.ip}
    from ${source} s where s.counted
    on conflict (at, entity_id) where action = ${sql.raw(`'${TOKEN_USE_ACTION}'`)}
    do update set after = jsonb_set(${auditEvents}.after, '{requests}', to_jsonb(coalesce((${auditEvents}.after ->> 'requests')::int, 0) + 1))`;
}

/** Deletes the token-use rows older than `before` (the retention setting); returns how many went. */
export async function purgeTokenUseAudit(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(and(eq(auditEvents.action, TOKEN_USE_ACTION), lt(auditEvents.at, before)))
    .returning({ id: auditEvents.id });
  return gone.length;
}
