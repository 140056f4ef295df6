import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, MIGRATIONS_FOLDER, rawRows } from './client.ts';
import { hasPgCode } from './errors.ts';

const Journal = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });
const AppliedRow = z.object({ created_at: z.union([z.number(), z.string()]).transform(Number) });

/** The timestamp of the newest migration this build ships (drizzle-kit's journal). */
function newestShippedMigration(): number {
  const journal = Journal.parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')));
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

const shipped = newestShippedMigration();

/**
 * Whether every migration of this build is applied. Drizzle's migrator records each applied migration
 * with its journal timestamp in drizzle.__drizzle_migrations and applies those newer than the newest
 * record, so the build is current when that record is at least the journal's newest entry.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  // No migrations table (or schema) yet: none applied. 42P01 undefined_table, 3F000 invalid_schema_name.
  const rows = await rawRows(db, sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`).catch((error: unknown) => {
    if (hasPgCode(error, ['42P01', '3F000'])) return [];
    throw error;
  });
  const parsed = AppliedRow.safeParse(rows[0]);
  return parsed.success && parsed.data.created_at >= shipped;
}
