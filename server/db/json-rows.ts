import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { frozen } from './frozen-sql.ts';

/**
 * A table's row as one JSON array (`json_build_array` of its columns, in declaration order), and the
 * function that turns such an array back into the row drizzle's own select would have made (each value
 * through its column's `mapFromDriverValue`: a timestamp becomes a Date, a smallint a number).
 *
 * For a list that reads many rows of several tables in one statement: PostgreSQL sends one JSON value,
 * the driver parses it natively, and this decoder walks a precomputed column list. Drizzle's own mapping
 * checks every selected field of every row (`is()` over the prototype chain), which at 50 projects with
 * their owners was a quarter of the dashboard's CPU (docs/bench.md).
 */
export type JsonRowCodec<T extends Table> = {
  /** `json_build_array(col1, col2, …)` of the table's columns, qualified by the table's name. */
  readonly array: SQL<unknown[]>;
  decode(values: readonly unknown[]): T['$inferSelect'];
};

/** PostgreSQL's limit on a function's arguments (json_build_array). */
const MOST_ARGUMENTS = 100;

export function jsonRowCodec<T extends Table>(table: T): JsonRowCodec<T> {
  const columns: [string, Column][] = Object.entries(getTableColumns(table));
  if (columns.length > MOST_ARGUMENTS) throw new Error(`jsonRowCodec: ${columns.length} columns do not fit in one json_build_array`);
  return {
    // Rendered once (no values): drizzle would otherwise render each column again on every statement.
    array: frozen(sql<unknown[]>`json_build_array(${sql.join(
      columns.map(([, column]) => column),
      sql`, `,
    )})`),
    decode(values) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const entry = columns[i];
        if (!entry) continue;
        const value = values[i];
        row[entry[0]] = value === null || value === undefined ? null : entry[1].mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}
