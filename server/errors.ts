/** The closed set of failure codes a service may raise; each transport maps every code exactly once. */
export const ERROR_CODES = [
  'BAD_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'LICENCE_EXPIRED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_INACTIVE',
  'SECOND_FACTOR_REQUIRED',
  'RENEW',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldError = { field: string; message: string };

/** A failure the caller can understand: a code from the closed set, a message for people, field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];
  /** Extra machine-readable data for the caller (e.g. the codes still missing for a report). */
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, fieldErrors: FieldError[] = [], details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }
}

/** HTTP status for each code: used by the legacy /api layer and for GraphQL's extensions. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  LICENCE_EXPIRED: 403,
  ACCOUNT_LOCKED: 429,
  ACCOUNT_INACTIVE: 403,
  SECOND_FACTOR_REQUIRED: 401,
  RENEW: 401,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * THE error-chain walker: the error, then each error it wraps, outermost first (GraphQL's `originalError`,
 * Drizzle's and the standard `cause`), at most 6 deep.
 */
export function* errorChain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    yield current;
    if (typeof current !== 'object') return;
    current = 'originalError' in current && current.originalError ? current.originalError : 'cause' in current ? current.cause : null;
  }
}

/** The AppError behind an error, unwrapping the GraphQLError (or other wrapper) that carries it. */
export function findAppError(error: unknown): AppError | null {
  for (const e of errorChain(error)) if (e instanceof AppError) return e;
  return null;
}

/** The deepest error of the chain (what a resolver or a driver threw). */
export function innermostError(error: unknown): unknown {
  let last = error;
  for (const e of errorChain(error)) last = e;
  return last;
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in.') => new AppError('UNAUTHENTICATED', message);
