import { AppError } from '../errors.ts';

/** The error (or one it wraps, e.g. Drizzle's DrizzleQueryError) carries one of these PostgreSQL codes. */
export function hasPgCode(error: unknown, codes: readonly string[]): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ('code' in current && typeof current.code === 'string' && codes.includes(current.code)) return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
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
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ('code' in current && typeof current.code === 'string' && (UNREACHABLE_CODES.has(current.code) || current.code.startsWith('08'))) return true;
    current = 'cause' in current ? current.cause : 'originalError' in current ? current.originalError : null;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) when the service is unavailable for a moment. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Try again in a few seconds.';

/** An UNAVAILABLE AppError (503) when the error says the database is unreachable; null for anything else. */
export function databaseUnavailableError(error: unknown): AppError | null {
  return isDatabaseUnavailable(error) ? new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE) : null;
}
