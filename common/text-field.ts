import { z } from 'zod';
import { MSG } from './validation.ts';

// The text field every zod schema of the product starts from, on the server and in the client's forms.

/** Longest free text any single field accepts (notes, comments); shorter limits are set per field. */
export const TEXT_MAX = 5000;

/** A string field with a maximum length and a readable message when the type is wrong. */
export const str = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? MSG.required : 'Must be text') })
    .max(max, `Must be at most ${max} characters`)
    // PostgreSQL text cannot hold a NUL character; refuse it here rather than fail in the database.
    .refine((v) => !v.includes('\u0000'), 'Must not contain a NUL character');
