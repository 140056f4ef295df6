import { AppError, type ErrorCode } from '../errors.ts';

export type UserErrorShape = { field: string | null; message: string; code: ErrorCode };

/** Failures a mutation reports in its payload by default; others are thrown as GraphQL errors. */
const PAYLOAD_CODES: readonly ErrorCode[] = ['BAD_INPUT', 'CONFLICT', 'RATE_LIMITED'];

/**
 * Runs a mutation: its result plus `errors: []`, or only `errors` when the service raised one of the
 * user-fixable codes (payload errors per field, as ARCHITECTURE.md asks).
 */
export async function payload<T extends object>(
  run: () => Promise<T>,
  extraCodes: readonly ErrorCode[] = [],
): Promise<(T & { errors: UserErrorShape[] }) | { errors: UserErrorShape[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    if (error instanceof AppError && (PAYLOAD_CODES.includes(error.code) || extraCodes.includes(error.code))) {
      const errors: UserErrorShape[] =
        error.fieldErrors.length > 0
          ? error.fieldErrors.map((f) => ({ field: f.field, message: f.message, code: error.code }))
          : [{ field: null, message: error.message, code: error.code }];
      return { errors };
    }
    throw error;
  }
}
