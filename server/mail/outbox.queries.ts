import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

// The only module that names the mail_outbox table. Services enqueue through enqueueMail inside their own
// transaction; the worker claims, marks and purges; the admin status reads readOutboxStatus.

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type NewMail = {
  kind: string;
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** When the mail is no longer worth sending (its code or link expires); by default MAIL_LIFETIME_MS after queueing. */
  expiresAt?: Date;
  /** An unsent earlier mail with the same key is replaced by this one. */
  supersedeKey?: string;
  /** Not sent before this time (a digest); by default it is due at once. */
  sendAt?: Date;
};

/** A row this instance holds: only the holder of `claimToken` marks it sent or failed. */
export type ClaimedMail = Pick<OutboxRow, 'id' | 'kind' | 'toAddresses' | 'subject' | 'textBody' | 'htmlBody' | 'attempts' | 'claimToken'> & {
  claimToken: string;
};

/** Mail whose content does not expire by itself (a notice) is given up 3 days after it was queued. */
export const MAIL_LIFETIME_MS = 3 * 86_400_000;

/** When a mail queued at `now` without an expiring code or link is given up. */
const mailGiveUpTime = (now: Date) => new Date(now.getTime() + MAIL_LIFETIME_MS);

const CLEARED = { subject: '', textBody: '', htmlBody: '' } as const;

const claimedColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddresses: mailOutbox.toAddresses,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  htmlBody: mailOutbox.htmlBody,
  attempts: mailOutbox.attempts,
  claimToken: mailOutbox.claimToken,
};

function asClaimed(row: Omit<ClaimedMail, 'claimToken'> & { claimToken: string | null } | undefined): ClaimedMail | null {
  if (!row?.claimToken) return null;
  return { ...row, claimToken: row.claimToken };
}

/**
 * Writes a mail to the outbox; call it with the transaction of the change the mail is about, so that the
 * mail exists exactly when the change does. With `hold`, the row is claimed for this instance at once (the
 * caller sends it itself right after the commit, see MailOutbox.sendHeld); otherwise it is due now.
 */
export async function enqueueMail(db: Db, queue: string, mail: NewMail, now: Date, hold?: { leaseMs: number }): Promise<ClaimedMail | null> {
  if (mail.supersedeKey) {
    await db
      .update(mailOutbox)
      .set({ status: 'superseded', ...CLEARED })
      .where(and(eq(mailOutbox.queue, queue), eq(mailOutbox.supersedeKey, mail.supersedeKey), eq(mailOutbox.status, 'pending')));
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      queue,
      kind: mail.kind,
      toAddresses: Array.isArray(mail.to) ? mail.to : [mail.to],
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      supersedeKey: mail.supersedeKey ?? null,
      createdAt: now,
      expiresAt: mail.expiresAt ?? mailGiveUpTime(now),
      ...(hold
        ? { nextAttemptAt: new Date(now.getTime() + hold.leaseMs), claimToken: randomUUID(), attempts: 1, lastAttemptAt: now }
        : { nextAttemptAt: mail.sendAt ?? now }),
    })
    .returning(claimedColumns);
  return hold ? asClaimed(row) : null;
}

/**
 * Claims the pending mail due first that no live instance holds (`FOR UPDATE SKIP LOCKED`, so concurrent
 * workers never take the same row) and leases it for `leaseMs`; null when nothing is due.
 */
export async function claimNextMail(db: Db, queue: string, now: Date, leaseMs: number): Promise<ClaimedMail | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.queue, queue), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now), gt(mailOutbox.expiresAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [row] = await tx
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        claimToken: randomUUID(),
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastAttemptAt: now,
      })
      .where(eq(mailOutbox.id, due.id))
      .returning(claimedColumns);
    return asClaimed(row);
  });
}

/** Records a delivery; false when the claim was lost meanwhile (the lease ran out and another took it). */
export async function markMailSent(db: Db, mail: ClaimedMail, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, claimToken: null, ...CLEARED })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Records a failed try and when to try again; the row stays pending. */
export async function markMailFailed(db: Db, mail: ClaimedMail, error: string, retryAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 1000), nextAttemptAt: retryAt, claimToken: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken), eq(mailOutbox.status, 'pending')));
}

/** Gives up pending mails whose content expired and that no instance holds now; returns how many. */
export async function expireMails(db: Db, queue: string, now: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'expired', claimToken: null, ...CLEARED })
    .where(and(eq(mailOutbox.queue, queue), eq(mailOutbox.status, 'pending'), lte(mailOutbox.expiresAt, now), lte(mailOutbox.nextAttemptAt, now)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes finished rows (sent, expired, superseded) created before `before`. */
export async function purgeMails(db: Db, queue: string, before: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.queue, queue), inArray(mailOutbox.status, ['sent', 'expired', 'superseded']), lt(mailOutbox.createdAt, before)));
}

export type OutboxStatus = {
  /** Mails not sent yet (waiting for their first try or a retry). */
  queued: number;
  /** Mails that failed at least once and are still retried, plus mails given up (kept for a week). */
  undelivered: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  oldestUndeliveredAt: Date | null;
};

/** What the site settings screen shows about mail: the queue and what did not go out (one consistent read). */
export async function readOutboxStatus(db: Db, queue: string): Promise<OutboxStatus> {
  const failed = or(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.lastError)), eq(mailOutbox.status, 'expired'));
  const [counts] = await db
    .select({
      queued: sql<number>`cast(count(*) filter (where ${mailOutbox.status} = 'pending') as int)`,
      undelivered: sql<number>`cast(count(*) filter (where ${failed}) as int)`,
      oldest: sql<unknown>`min(${mailOutbox.createdAt}) filter (where ${failed})`,
      lastError: sql<string | null>`(array_agg(${mailOutbox.lastError} order by ${mailOutbox.lastAttemptAt} desc) filter (where ${failed} and ${mailOutbox.lastError} is not null))[1]`,
      lastErrorAt: sql<unknown>`max(${mailOutbox.lastAttemptAt}) filter (where ${failed} and ${mailOutbox.lastError} is not null)`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.queue, queue));
  // Raw aggregates come back as strings from postgres.js and as Dates from PGlite.
  const toDate = (v: unknown) => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null);
  return {
    queued: Number(counts?.queued ?? 0),
    undelivered: Number(counts?.undelivered ?? 0),
    lastError: counts?.lastError ?? null,
    lastErrorAt: toDate(counts?.lastErrorAt),
    oldestUndeliveredAt: toDate(counts?.oldest),
  };
}
