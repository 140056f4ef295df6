import { findAppError, type ErrorCode } from '../errors.ts';
import { inPayload, type PayloadKind } from './error-mapper.ts';

export type UserErrorShape = { field: string | null; message: string; code: ErrorCode };

/**
 * Runs a mutation: its result plus `errors: []`, or only `errors` when the service raised a code the
 * error mapper puts in the payload of this kind of mutation (payload errors per field, as ARCHITECTURE.md asks).
 */
export async function payload<T extends object>(
  run: () => Promise<T>,
  kind: PayloadKind = 'default',
): Promise<(T & { errors: UserErrorShape[] }) | { errors: UserErrorShape[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (caught) {
    const error = findAppError(caught);
    if (error && inPayload(error, kind)) {
      const errors: UserErrorShape[] =
        error.fieldErrors.length > 0
          ? error.fieldErrors.map((f) => ({ field: f.field, message: f.message, code: error.code }))
          : [{ field: null, message: error.message, code: error.code }];
      return { errors };
    }
    throw caught;
  }
}
