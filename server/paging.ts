import { z } from 'zod';
import { AppError } from './errors.ts';

// Paging of the lists that grow with a tenant's data (history, tokens, owner choices, saved reports …): every
// such field takes `first` (1–100) and `after` (the `endCursor` of the page before) and answers a page with
// `nodes`, `endCursor` and `hasMore`. A cursor is opaque to clients: the sort values of the last node, in
// base64url JSON; a cursor that was not made here is BAD_INPUT.

export const MAX_PAGE_SIZE = 100;
const BAD_CURSOR = 'after: not a cursor of this list (use endCursor of the page before)';

/** The paging arguments of a list field (`first` defaults to `defaultFirst`). */
export const pageArgs = (defaultFirst: number) =>
  z.object({
    first: z
      .number({ error: 'first must be a number' })
      .int('first must be a whole number')
      .min(1, 'first must be at least 1')
      .max(MAX_PAGE_SIZE, `first: at most ${MAX_PAGE_SIZE}`)
      .nullish()
      .transform((first) => first ?? defaultFirst),
    after: z.string().max(500).nullish(),
  });

export type Page<T> = { nodes: T[]; endCursor: string | null; hasMore: boolean };

/** The cursor of a node: its sort values. */
export const encodeCursor = (values: readonly (string | number)[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The sort values of a cursor, checked against the list's shape; BAD_INPUT when it is not one of its cursors. */
export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.output<T> {
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the same answer as any other cursor that was not made here
  }
  throw new AppError('BAD_INPUT', BAD_CURSOR, [{ field: 'after', message: BAD_CURSOR }]);
}

/** A page of `rows` read with `limit first + 1` (one more tells whether more follow). */
export function pageOf<T>(rows: readonly T[], first: number, cursorOf: (row: T) => readonly (string | number)[]): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, endCursor: last === undefined ? null : encodeCursor(cursorOf(last)), hasMore: rows.length > first };
}

/** The most a choice list (a control the user types into: owners, clients, organizations) answers at once. */
export const MAX_CHOICES = 50;
/** What a deprecated unbounded choice list still answers at most. */
export const DEPRECATED_CHOICES_MAX = 500;

/** The arguments of a choice list: `search` (part of the name, any case) and `first` (1–50, default 20). */
export const choiceArgs = z.object({
  search: z
    .string({ error: 'search must be text' })
    .max(200, 'search: at most 200 characters')
    .nullish()
    .transform((s) => s?.trim() || null),
  first: z
    .number({ error: 'first must be a number' })
    .int('first must be a whole number')
    .min(1, 'first must be at least 1')
    .max(MAX_CHOICES, `first: at most ${MAX_CHOICES}`)
    .nullish()
    .transform((first) => first ?? 20),
});
