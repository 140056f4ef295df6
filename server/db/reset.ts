import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Drops every table and the migration journal, so the next start migrates (and seeds) from nothing.
 * For the test run's setup and the benchmarks only; the app never calls it.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
