import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { frozen } from '../../db/frozen-sql.ts';
import { projects, reports, users } from '../../db/schema/index.ts';

// The dashboard list's orders and its page cursors. Every order is a list of sort keys, all in one
// direction, ending with the project's id, so that a page can start right after (or end right before) a
// row with one row comparison, `(k1, k2, …, id) > (…)`, which a btree index can start from (keyset
// paging): a deep page costs what the first one does. A cursor names its order and holds the row's keys
// as PostgreSQL prints them (text), cast back on the way in, so no precision is lost on the way.

export const PROJECT_SORTS = ['name', 'updated', 'owner', 'felIndex'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export type ProjectOrder = { sort: ProjectSort; descending: boolean };

/** The direction a column sorts in when none is asked for: names A to Z, the newest change and the best FEL Index first. */
export const defaultDescending = (sort: ProjectSort): boolean => sort === 'updated' || sort === 'felIndex';

type KeyType = 'text' | 'timestamptz' | 'float8' | 'boolean' | 'uuid';
type SortKey = { expr: SQL; type: KeyType };

/**
 * The FEL Index of a project's newest report of either phase (reports_project_phase_created_idx finds its
 * reports; a project has a few). Null without a report.
 */
export const newestFelIndexAnyPhase = sql<number | null>`(select r.fel_index from ${reports} r where r.project_id = ${projects.id} order by r.created_at desc, r.id desc limit 1)`;

const lowerName: SortKey = { expr: sql`lower(${projects.name})`, type: 'text' };

/**
 * The sort keys of an order, id last. The owner order reads `users` (the page joins the owner). FEL Index:
 * projects without a report come last in both directions (a flag first), then the index, then the name.
 */
export function sortKeys(order: ProjectOrder): SortKey[] {
  const id: SortKey = { expr: sql`${projects.id}`, type: 'uuid' };
  switch (order.sort) {
    case 'name':
      return [lowerName, id];
    case 'updated':
      return [{ expr: sql`${projects.updatedAt}`, type: 'timestamptz' }, id];
    case 'owner':
      return [{ expr: sql`lower(${users.name})`, type: 'text' }, lowerName, id];
    case 'felIndex':
      return [
        { expr: order.descending ? sql`(${newestFelIndexAnyPhase} is not null)` : sql`(${newestFelIndexAnyPhase} is null)`, type: 'boolean' },
        { expr: sql`coalesce(${newestFelIndexAnyPhase}, 0)`, type: 'float8' },
        lowerName,
        id,
      ];
  }
}

/** The ORDER BY of an order, reversed for a page that ends before a cursor (it is read backwards). */
export function orderBy(order: ProjectOrder, reversed = false): SQL[] {
  return [
    madeOnce(`order:${order.sort}:${order.descending}:${reversed}`, () => {
      const descending = order.descending !== reversed;
      return sql.join(sortKeys(order).map((k) => (descending ? sql`${k.expr} desc` : sql`${k.expr} asc`)), sql`, `);
    }),
  ];
}

/** The row's sort keys as text, one select expression (a text array), to make its cursor from. */
export const keysAsText = (order: ProjectOrder): SQL<string[]> =>
  madeOnce(`keys:${order.sort}:${order.descending}`, () => sql<string[]>`array[${sql.join(sortKeys(order).map((k) => sql`(${k.expr})::text`), sql`, `)}]`);

/** Each order's fragments have no values: rendered once (frozen-sql.ts) and kept, a few dozen at most. */
const made = new Map<string, SQL>();
function madeOnce<T>(key: string, make: () => SQL<T>): SQL<T> {
  let fragment = made.get(key);
  if (!fragment) {
    fragment = frozen(make());
    made.set(key, fragment);
  }
  return fragment as SQL<T>;
}

/** Rows after (`after`) or before (`before`) the cursor's row in the order. */
export function keysetCondition(order: ProjectOrder, cursor: { keys: string[]; before: boolean }): SQL {
  const keys = sortKeys(order);
  const forwards = order.descending === cursor.before;
  // Sent as text and cast in SQL: a parameter typed boolean or timestamptz would be converted by the
  // driver (a string to false, a time to milliseconds), not passed through.
  const values = keys.map((k, i) => sql`cast(${cursor.keys[i] ?? ''}::text as ${sql.raw(k.type)})`);
  return sql`(${sql.join(keys.map((k) => k.expr), sql`, `)}) ${sql.raw(forwards ? '>' : '<')} (${sql.join(values, sql`, `)})`;
}

// A cursor is base64url JSON: [sort, descending, ...keys]. Its keys are checked against their types here,
// so a forged cursor is a clear BAD_INPUT, never a failed cast in PostgreSQL.
const KEY_PATTERN: Record<KeyType, RegExp> = {
  text: /^[\s\S]{0,400}$/,
  timestamptz: /^\d{4,}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  float8: /^-?(\d+(\.\d+)?(e[+-]?\d+)?|Infinity)$/,
  boolean: /^(true|false)$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

export function encodeCursor(order: ProjectOrder, keys: string[]): string {
  return Buffer.from(JSON.stringify([order.sort, order.descending, ...keys])).toString('base64url');
}

const CursorShape = z.tuple([z.enum(PROJECT_SORTS), z.boolean()]).rest(z.string());

/** The keys of a cursor made for this order; null when it is not a cursor of this order (another sort, or forged). */
export function decodeCursor(order: ProjectOrder, cursor: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const shape = CursorShape.safeParse(parsed);
  if (!shape.success) return null;
  const [sort, descending, ...keys] = shape.data;
  const types = sortKeys(order).map((k) => k.type);
  if (sort !== order.sort || descending !== order.descending || keys.length !== types.length) return null;
  return keys.every((k, i) => KEY_PATTERN[types[i] ?? 'text'].test(k)) ? keys : null;
}
