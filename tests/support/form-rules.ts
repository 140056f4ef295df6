import type { z } from 'zod';
import { AppError } from '../../server/errors.ts';
import { parseInput } from '../../server/validation.ts';

// The two sides of a form rule: what a form shows under each field (react-hook-form's zod resolver puts the
// first issue of each field there) and what the server answers per field (parseInput's BAD_INPUT).

/** The message under each field of a form with these values; {} when valid. */
export function formMessages<S extends z.ZodType>(schema: S, values: z.input<S>): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The server's message per field for an input; {} when it parses. */
export function serverMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseInput(schema, input);
    return {};
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message]));
  }
}
