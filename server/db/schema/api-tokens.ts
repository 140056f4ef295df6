import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';

/** read and read-write work on /graphql and /api/*; scim only at /scim/v2 (an organization's SCIM provisioning, DOMAIN.md §6a). */
export const API_TOKEN_SCOPES = ['read', 'read-write', 'scim'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * API tokens of an organization, for integrators. The secret is stored as a SHA-256 hash only; each token
 * acts through its own service principal (a user row of the organization that cannot sign in).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    principalUserId: uuid('principal_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Rate limit: requests counted in the current one-minute window (shared by every app instance). */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    // Every request with a token looks it up by the hash of its secret.
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    uniqueIndex('api_tokens_principal_uq').on(t.principalUserId),
    // Names are unique among an organization's live tokens (the list and the audit trail name them).
    uniqueIndex('api_tokens_org_name_live_uq').on(t.organizationId, sql`lower(${t.name})`).where(sql`${t.revokedAt} is null`),
    // The "API tokens" section lists one organization's tokens, newest first.
    index('api_tokens_org_created_idx').on(t.organizationId, t.createdAt),
    check('api_tokens_window_count_ck', sql`${t.windowCount} >= 0`),
  ],
);
