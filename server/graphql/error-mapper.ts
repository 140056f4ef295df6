import { HeaderMap } from '@apollo/server';
import type { FastifyReply } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { classifyError, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.ts';
import { AppError, type ErrorCode, HTTP_STATUS, innermostError } from '../errors.ts';
import type { Logger } from '../service-context.ts';

// THE GraphQL error mapper: every ErrorCode's place on this transport (a mutation payload, a GraphQL
// error with extensions.code, the HTTP status of a request refused before execution). The legacy
// transport has its own (server/http/legacy-errors.ts); both start from classifyError.

/**
 * Where a mutation reports a failure: in its payload (`errors: [{field, message, code}]`, user-fixable)
 * or as a GraphQL error. A mutation names its kind; the codes of each kind are decided here only.
 */
export type PayloadKind = 'default' | 'sign-in' | 'session';
const IN_PAYLOAD: Record<ErrorCode, readonly PayloadKind[]> = {
  BAD_INPUT: ['default', 'sign-in', 'session'],
  CONFLICT: ['default', 'sign-in', 'session'],
  RATE_LIMITED: ['default', 'sign-in', 'session'],
  // Signing in, the second factor and refreshing answer the person's own mistakes in the payload.
  UNAUTHENTICATED: ['sign-in', 'session'],
  ACCOUNT_LOCKED: ['sign-in'],
  ACCOUNT_INACTIVE: ['sign-in'],
  LICENCE_EXPIRED: ['sign-in'],
  FORBIDDEN: [],
  NOT_FOUND: [],
  SECOND_FACTOR_REQUIRED: [],
  RENEW: [],
  UNAVAILABLE: [],
  INTERNAL: [],
};

/** The error belongs in the payload of a mutation of this kind. */
export const inPayload = (error: AppError, kind: PayloadKind): boolean => IN_PAYLOAD[error.code].includes(kind);

/** HTTP status of a /graphql request refused before GraphQL runs (malformed JSON, a body too large, …). */
const REQUEST_STATUS: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 400,
  FORBIDDEN: 400,
  NOT_FOUND: 400,
  CONFLICT: 400,
  RATE_LIMITED: 400,
  LICENCE_EXPIRED: 400,
  ACCOUNT_LOCKED: 400,
  ACCOUNT_INACTIVE: 400,
  SECOND_FACTOR_REQUIRED: 400,
  RENEW: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Answers a /graphql request that failed before execution, in GraphQL's error shape. */
export function sendGraphQLRequestError(reply: FastifyReply, error: unknown): FastifyReply {
  const known = classifyError(error)?.appError;
  if (!known) reply.log.error({ err: error }, 'unexpected error');
  const answer = known ?? new AppError('INTERNAL', 'Internal server error');
  return reply
    .code(REQUEST_STATUS[answer.code])
    .send({ errors: [{ message: answer.message, extensions: { code: answer.code, requestId: reply.request.id } }] });
}

/**
 * The error to throw when the request's context cannot be built because the database is out of reach:
 * Apollo answers it with its own status (503) and headers, where any other context failure is a 500.
 */
export function graphqlUnavailableError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: { code: 'UNAVAILABLE', http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) } },
  });
}

/**
 * A GraphQLError of graphql-js or one of Apollo's subclasses (BadRequestError, …). By its string tag, not
 * instanceof: the module can be loaded twice (ESM and CommonJS builds), and subclasses rename `name`.
 */
const isGraphQLError = (error: unknown): boolean => Object.prototype.toString.call(error) === '[object GraphQLError]';

/** How an error of a GraphQL request is told apart: ours (with its code), the client's own mistake, or a fault. */
type Classified =
  | { kind: 'known'; appError: AppError; fromDatabase: boolean; cause: unknown }
  | { kind: 'client'; code: string; message: string }
  | { kind: 'fault'; cause: unknown };

function classify(error: unknown, code: unknown, message: string, production: boolean): Classified {
  const cause = innermostError(error);
  const known = classifyError(error);
  if (known) return { kind: 'known', ...known, cause };
  // Errors raised by GraphQL or Apollo itself (parse, validation, variables, operationName, CSRF
  // block, batching, a malformed body) are the client's own mistakes: their code, no stack, a warning.
  if (isGraphQLError(cause) && code !== 'INTERNAL_SERVER_ERROR') {
    return { kind: 'client', code: typeof code === 'string' ? code : 'BAD_INPUT', message: production ? message.replace(/ ?Did you mean .*\?$/, '') : message };
  }
  return { kind: 'fault', cause };
}

/** Apollo's formatError: AppErrors keep their code; GraphQL's own request errors keep theirs; anything else is masked. */
export function formatGraphQLError(opts: { production: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const c = classify(error, formatted.extensions?.code, formatted.message, opts.production);
    if (c.kind === 'known') {
      return {
        message: c.appError.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: c.appError.code, http: { status: HTTP_STATUS[c.appError.code] }, fields: c.appError.fieldErrors },
      };
    }
    if (c.kind === 'client') return { ...formatted, message: c.message, extensions: { code: c.code } };
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
}

/** Writes one error of a GraphQL request to the request's log: the client's mistakes and an unreachable database as warnings (no stack), faults as errors. */
export function logGraphQLError(log: Logger, error: GraphQLError, production: boolean): void {
  const c = classify(error, error.extensions.code, error.message, production);
  if (c.kind === 'known') {
    if (c.fromDatabase) log.warn({ code: 'UNAVAILABLE', cause: c.cause instanceof Error ? c.cause.message : String(c.cause) }, 'database unavailable');
  } else if (c.kind === 'client') {
    log.warn({ code: c.code, message: c.message }, 'GraphQL request error');
  } else {
    log.error({ err: c.cause }, 'unexpected error in a resolver');
  }
}

/** The formatted errors of an answer, each with the request's id (extensions.requestId). */
export const withRequestId = (errors: readonly GraphQLFormattedError[], requestId: string): GraphQLFormattedError[] =>
  errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId } }));

/**
 * An answer Apollo gave before the request reached the pipeline (a CSRF block, batching, a body that is
 * not a GraphQL request): its errors get the request id and are logged, as the pipeline's are (apollo.ts).
 */
export function refusedBeforeThePipeline(body: string, requestId: string, log: Logger): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || !('errors' in parsed) || !Array.isArray(parsed.errors)) return body;
  const errors: GraphQLFormattedError[] = parsed.errors;
  if (errors.every((e) => e.extensions?.requestId !== undefined)) return body;
  for (const e of errors) {
    if (e.extensions?.code === 'INTERNAL') log.error({ code: 'INTERNAL' }, 'GraphQL request failed');
    else log.warn({ code: e.extensions?.code, message: e.message }, 'GraphQL request error');
  }
  return JSON.stringify({ ...parsed, errors: withRequestId(errors, requestId) });
}
