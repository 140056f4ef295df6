import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * The `fields` of useMutationPayload for a react-hook-form form: each of the server's messages about one of
 * `fields` goes under that field (as a form error, so the form's own rules decide when it goes away).
 */
export function serverFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  return (errors: Record<string, string>) => {
    for (const field of fields) {
      const message = errors[field];
      if (message) setError(field, { type: 'server', message });
    }
  };
}
