import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';

/**
 * Every change made through the product: who, what, before, after. Append-only, but for the use of API
 * tokens: one row per token and rate window (a minute), counting its requests, deleted after the retention
 * period (AUDIT_TOKEN_USE_RETENTION_DAYS).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    // Audit trail of one organization, newest first.
    index('audit_events_org_at_idx').on(t.organizationId, t.at),
    // History of one object (a project, a user).
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
    // A token's row of its rate window, which every request with the token upserts (api-tokens.queries.ts
    // countApiTokenUse), and the retention's delete of old token-use rows by `at`.
    uniqueIndex('audit_events_token_use_uq').on(t.at, t.entityId).where(sql`${t.action} = 'api-token.use'`),
  ],
);
