import { HeaderMap } from '@apollo/server';
import type { FastifyReply } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { classifyError, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.ts';
import { AppError, type ErrorCode, HTTP_STATUS, innermostError } from '../errors.ts';
import { currentRequestId } from '../observability/request-id.ts';
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

/** Apollo's formatError: AppErrors keep their code; GraphQL's own request errors keep theirs; anything else is logged and masked. */
export function formatGraphQLError(opts: { production: boolean; log: Logger }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = currentRequestId();
    const cause = innermostError(error);
    const known = classifyError(error);
    if (known) {
      const { appError, fromDatabase } = known;
      if (fromDatabase) opts.log.warn({ code: 'UNAVAILABLE', cause: cause instanceof Error ? cause.message : String(cause) }, 'database unavailable');
      return {
        message: appError.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: appError.code, http: { status: HTTP_STATUS[appError.code] }, fields: appError.fieldErrors, requestId },
      };
    }
    // Errors raised by GraphQL or Apollo itself (parse, validation, variables, operationName, CSRF
    // block, batching, a malformed body) are the client's own mistakes: their code, no stack, a warning.
    const code = formatted.extensions?.code;
    if (isGraphQLError(cause) && code !== 'INTERNAL_SERVER_ERROR') {
      const message = opts.production ? formatted.message.replace(/ ?Did you mean .*\?$/, '') : formatted.message;
      const clientCode = typeof code === 'string' ? code : 'BAD_INPUT';
      opts.log.warn({ code: clientCode, message }, 'GraphQL request error');
      return { ...formatted, message, extensions: { code: clientCode, requestId } };
    }
    opts.log.error({ err: cause }, 'unexpected error in a resolver');
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL', requestId } };
  };
}
