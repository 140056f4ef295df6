import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A SQL fragment without values, rendered to text once. Drizzle renders every chunk of a statement again
 * on every call (an `is()` walk per chunk); for a fragment that never changes (a sub-select of constant
 * shape, an ORDER BY) that was a tenth of the dashboard's CPU. Its values, if it had any, would be lost:
 * a fragment with values is refused.
 */
export function frozen<T>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`frozen: a fragment with values cannot be frozen: ${text}`);
  return sql<T>`${sql.raw(text)}`;
}

/** A constant text array as a SQL literal (`'{a,b}'::text[]`), for constant lists frozen into a statement. */
export function textArrayLiteral(values: readonly string[]): SQL<string[]> {
  const items = values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',');
  return sql<string[]>`${sql.raw(`'${`{${items}}`.replaceAll("'", "''")}'::text[]`)}`;
}
