import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authThrottles } from '../../db/schema/index.ts';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;
export const IP_WINDOW_MINUTES = 15;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export type ThrottleState = { lockedUntil: Date | null; ipFailures: number };

/** Reads the lockout of an email and the failures of an address in the current window. */
export async function readThrottle(db: Db, email: string, ip: string, now: Date): Promise<ThrottleState> {
  const rows = await db
    .select()
    .from(authThrottles)
    .where(sql`${authThrottles.key} in (${emailKey(email)}, ${ipKey(ip)})`);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const lock = byKey.get(emailKey(email))?.lockedUntil ?? null;
  const ipRow = byKey.get(ipKey(ip));
  const windowOpen = ipRow && now.getTime() - ipRow.windowStartedAt.getTime() < IP_WINDOW_MINUTES * 60_000;
  return { lockedUntil: lock && lock > now ? lock : null, ipFailures: windowOpen ? ipRow.failures : 0 };
}

/** Counts one failed sign-in against the email (locks after 5 in a row) and the address (rate window). */
export async function recordFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  await db
    .insert(authThrottles)
    .values({ key: emailKey(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.failures} + 1 >= ${LOCKOUT_FAILURES} then 0 else ${authThrottles.failures} + 1 end`,
        lockedUntil: sql`case when ${authThrottles.failures} + 1 >= ${LOCKOUT_FAILURES} then ${lockUntil.toISOString()}::timestamptz else ${authThrottles.lockedUntil} end`,
      },
    });
  const windowStart = new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000).toISOString();
  await db
    .insert(authThrottles)
    .values({ key: ipKey(ip), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.windowStartedAt} < ${windowStart}::timestamptz then 1 else ${authThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottles.windowStartedAt} < ${windowStart}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    });
}

/** Clears the lockout counter of an email (successful sign-in, password reset, admin activation). */
export async function clearEmailThrottle(db: Db, email: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, emailKey(email)));
}

/** Reset mails one address may receive per hour (a request beyond it answers the same, sends nothing). */
export const RESET_MAILS_PER_HOUR = 3;

/** Counts a reset mail for an email; false when the hourly allowance is used up (one statement, race-free). */
export const takeResetMailSlot = (db: Db, email: string, now: Date): Promise<boolean> =>
  takeSlot(db, `reset:${email.toLowerCase()}`, { most: RESET_MAILS_PER_HOUR, windowMs: 60 * 60_000, now });

/**
 * Counts one use of an allowance (`key`: what is counted, e.g. `register-ip:<address>`) in its current
 * window; false when `most` uses were made in it already. One statement, shared by every instance.
 */
export async function takeSlot(db: Db, key: string, p: { most: number; windowMs: number; now: Date }): Promise<boolean> {
  const { now } = p;
  const windowStart = new Date(now.getTime() - p.windowMs).toISOString();
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.windowStartedAt} < ${windowStart}::timestamptz then 1 else ${authThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottles.windowStartedAt} < ${windowStart}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottles.failures });
  return (row?.count ?? 0) <= p.most;
}
