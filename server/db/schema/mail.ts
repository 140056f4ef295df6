import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'expired', 'superseded'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail outbox: every message the product sends is a row here, written in the transaction of the change
 * that causes it, and sent by the mail worker (server/mail/outbox-worker.ts). `next_attempt_at` is both the
 * retry time and the lease of a claimed row: a worker that claims a row moves it `lease` ahead and sets
 * `claim_token`, so another instance takes the row over only when the claimant died.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The queue the row belongs to: workers claim only their own queue's rows. Every instance of one
     * deployment uses `default`; apps that share a database but not a mail server (tests) use their own.
     */
    queue: text('queue').notNull().default('default'),
    /** What the mail is for (second-factor-code, password-reset, …); logs and the admin status name it. */
    kind: text('kind').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    /** Subject and bodies are cleared once the row leaves `pending`: they hold codes and password links. */
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** A newer mail with the same key replaces this one while it is unsent (a new second-factor code). */
    supersedeKey: text('supersede_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Past this time the content is useless (the code or link expired): the mail is given up. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim: the queue's pending row due first (`queue = $1 and status = 'pending' and next_attempt_at <= now`).
    index('mail_outbox_due_idx').on(t.queue, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Superseding the unsent mail of the same key (a new second-factor code for the same user).
    index('mail_outbox_supersede_idx').on(t.supersedeKey).where(sql`${t.status} = 'pending'`),
    // The admin status and the purge of old rows read by queue, status and age.
    index('mail_outbox_status_created_idx').on(t.queue, t.status, t.createdAt),
    check('mail_outbox_attempts_ck', sql`${t.attempts} >= 0`),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'expired', 'superseded')`),
  ],
);
