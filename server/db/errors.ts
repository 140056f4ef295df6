import { AppError, errorChain, findAppError } from '../errors.ts';

/** The error (or one it wraps, e.g. Drizzle's DrizzleQueryError) carries one of these PostgreSQL codes. */
export function hasPgCode(error: unknown, codes: readonly string[]): boolean {
  return [...errorChain(error)].some((e) => codes.includes(codeOf(e) ?? ''));
}

/** The string `code` property of an error, if any (postgres.js, PGlite and Node socket errors have one). */
function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** The error is PostgreSQL's unique_violation (23505), from postgres.js or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, ['23505']);
}

// Failures that mean "the database cannot be reached right now", not "this request is wrong": socket
// errors and postgres.js's connection codes, and PostgreSQL's connection-exception class (08) plus the
// shutdown / starting-up / too-many-connections states.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** The error (or one it wraps, e.g. Drizzle's DrizzleQueryError) says the database is unreachable now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...errorChain(error)].some((e) => {
    const code = codeOf(e);
    return code !== null && (UNREACHABLE_CODES.has(code) || code.startsWith('08'));
  });
}

/** Seconds a client is asked to wait (Retry-After) when the service is unavailable for a moment. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Try again in a few seconds.';

/** An UNAVAILABLE AppError (503) when the error says the database is unreachable; null for anything else. */
export function databaseUnavailableError(error: unknown): AppError | null {
  return isDatabaseUnavailable(error) ? new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE) : null;
}

/**
 * What both transports' error mappers start from: the AppError an error carries, or UNAVAILABLE when the
 * database is out of reach (`fromDatabase` then says to log it as such); null for a fault of the server.
 */
export function classifyError(error: unknown): { appError: AppError; fromDatabase: boolean } | null {
  const carried = findAppError(error);
  if (carried) return { appError: carried, fromDatabase: false };
  const unavailable = databaseUnavailableError(error);
  return unavailable ? { appError: unavailable, fromDatabase: true } : null;
}
