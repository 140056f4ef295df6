import { z } from 'zod';
import { dateField } from './date-field.ts';
import { str } from './text-field.ts';

// A gap's action (method 3, DOMAIN.md §3a): what will be done, an owner picked from the project team or the
// organization's active users, a due date. The server parses an action with these rules and the answer card's
// action form checks the same. Whether it is complete (what ≥ 10 characters, owner picked, due in time, not done
// while its gap remains) is the scoring's rule.

export const ACTION_TEXT_MAX = 1000;

/** The owner as the form sends it: a picked user or team member, or typed text (resolved when it names exactly one). */
export const actionOwnerField = z.union([
  z.object({ userKey: z.string().max(100) }),
  z.object({ memberKey: z.string().max(100) }),
  z.object({ text: str(200).transform((v) => v.trim()) }),
]);
export type ActionOwnerInput = z.input<typeof actionOwnerField>;

/** One rule per field of an action. */
export const actionFieldRules = {
  text: str(ACTION_TEXT_MAX).transform((v) => v.trim()),
  owner: actionOwnerField,
  due: dateField().nullable(),
  done: z.boolean({ error: 'done must be true or false' }),
};

/** The action form of the answer card. */
export const GapActionFormSchema = z.object({
  text: actionFieldRules.text,
  owner: actionFieldRules.owner,
  due: actionFieldRules.due.default(null),
  done: actionFieldRules.done.default(false),
});
export type GapActionFormValues = z.input<typeof GapActionFormSchema>;
