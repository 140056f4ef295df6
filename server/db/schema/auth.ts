import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A signed-in session (one per sign-in); access tokens carry its id, so revoking it ends them at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    // Revoking every open session of a user (deactivation, password change, reuse detection).
    index('sessions_user_open_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a spent token was exchanged once more within the grace interval (allowed once only). */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true }),
  },
  (t) => [
    // Refresh looks the presented token up by its hash.
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Emailed second-factor codes: 6 digits, hashed, 10 minutes, single use, at most 5 tries. */
export const secondFactorCodes = pgTable(
  'second_factor_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Its mail could not be sent at once (it waits in the outbox): the resend interval does not apply. */
    mailDelayed: boolean('mail_delayed').notNull().default(false),
  },
  (t) => [
    // Verification and resend throttling read the user's newest code.
    index('second_factor_codes_user_created_idx').on(t.userId, t.createdAt),
    check('second_factor_codes_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Counters for sign-in throttling, shared by every app instance: `email:<address>` (lockout after
 * consecutive failures, whether or not the account exists) and `ip:<address>` (rate limit per client).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
