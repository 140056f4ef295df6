import { z } from 'zod';
import { AppError, type FieldError } from './errors.ts';

export { str, TEXT_MAX } from '../common/text-field.ts';
export { dateField } from '../common/date-field.ts';

const KEY = z.uuid();
/** The value is an object key (a UUID); anything else cannot name a row. (One schema for every call: making it took ~4 µs a call, checking with it ~0.2 µs.) */
export const isKey = (value: unknown): value is string => typeof value === 'string' && KEY.safeParse(value).success;

/** A phase field (fel2 or fel3). */
export const phaseField = () => z.enum(['fel2', 'fel3'], { error: 'Phase must be fel2 or fel3' });

/** The version an edit was based on (optimistic concurrency). */
export const versionField = () => z.number({ error: 'version must be a number' }).int().min(0);


/** Validates an input with a zod schema; throws BAD_INPUT with one message per field otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (!fieldErrors.some((f) => f.field === field)) fieldErrors.push({ field, message: issue.message });
  }
  const first = fieldErrors[0];
  throw new AppError('BAD_INPUT', first?.message ?? 'Invalid input', fieldErrors);
}


/** A JSON text (a notification's payload) parsed and checked with a zod schema; null when it is not one. */
export function parseJsonAs<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
