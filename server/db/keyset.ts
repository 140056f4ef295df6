import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows after a cursor row in a newest-first list (`created_at desc, id desc`), by the cursor row's key:
 * its own time is read in the same statement, so the cursor carries no timestamp (whose microseconds a
 * client's copy would lose). A key that names no row matches nothing.
 */
export function olderThanRow(table: PgTable, createdAt: PgColumn, id: PgColumn, cursorId: string): SQL {
  return sql`(${createdAt}, ${id}) < ((select ${createdAt} from ${table} where ${id} = ${cursorId}), ${cursorId}::uuid)`;
}
