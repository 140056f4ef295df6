import { z } from 'zod';

// How many of a report's gate conditions were still open on a date (DOMAIN.md §3b: "a decision dated before
// a condition's action is due prints 'decided with N conditions open'"). Read loosely from the frozen
// snapshot, so that every snapshot format with conditions (method 2, method 3) answers the same way.

const Loose = z.object({
  score: z.object({ conditions: z.array(z.object({ code: z.string() })).catch([]) }).catch({ conditions: [] }),
  questions: z
    .array(z.object({ code: z.string(), action: z.object({ due: z.string().nullable().catch(null), status: z.string().catch('open') }).nullable().catch(null) }))
    .catch([]),
});

/** The report's conditions whose action was due after `date` (YYYY-MM-DD) and not done when the report was frozen. */
export function conditionsOpenOn(snapshot: unknown, date: string): number {
  const parsed = Loose.safeParse(snapshot);
  if (!parsed.success) return 0;
  const actions = new Map(parsed.data.questions.map((q) => [q.code, q.action]));
  const codes = new Set(parsed.data.score.conditions.map((c) => c.code));
  return [...codes].filter((code) => {
    const action = actions.get(code);
    return action !== null && action !== undefined && action.status !== 'done' && action.due !== null && action.due > date;
  }).length;
}
