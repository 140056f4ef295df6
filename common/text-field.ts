import { z } from 'zod';
import { MSG } from './validation.ts';

// The text fields every zod schema of the product starts from, on the server and in the client's forms.

/** Longest free text any single field accepts (notes, comments); shorter limits are set per field. */
export const TEXT_MAX = 5000;

const NUL_MESSAGE = 'Must not contain a NUL character';
// PostgreSQL text cannot hold a NUL character; refuse it here rather than fail in the database.
const withoutNul = (v: string) => !v.includes('\u0000');

/** A string field with a readable message when the type is wrong, and no NUL character; its own rules limit the length. */
export const text = () => z.string({ error: (i) => (i.input === undefined ? MSG.required : 'Must be text') }).refine(withoutNul, NUL_MESSAGE);

/** A string field with a maximum length and a readable message when the type is wrong. */
export const str = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? MSG.required : 'Must be text') })
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutNul, NUL_MESSAGE);

/** A required text of at most `max` characters, trimmed: "Required" when blank. */
export const requiredText = (max: number) =>
  str(max)
    .transform((v) => v.trim())
    .refine((v) => v !== '', MSG.required);
