import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { PGLITE } from './database-url.ts';
import type { TestApp } from './test-app.ts';

// Provider metrics and site settings are one row each. Test files run in parallel on one PostgreSQL, so a
// file that changes them holds this advisory lock from its first test to its last (with PGlite every file
// has its own database and nothing is shared).

const SINGLETON_ROWS_LOCK = 7_305_001;

/** Waits for the lock on the single-row tables and holds it (in its own transaction) until released. */
export async function lockSingletonRows(app: TestApp): Promise<() => Promise<void>> {
  if (inject('databaseUrl') === PGLITE) return async () => undefined;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let acquired: () => void = () => undefined;
  const locked = new Promise<void>((resolve) => {
    acquired = resolve;
  });
  const held = app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SINGLETON_ROWS_LOCK})`);
    acquired();
    await released;
  });
  await Promise.race([locked, held]);
  return async () => {
    release();
    await held;
  };
}
