import type { FastifyError, FastifyReply } from 'fastify';
import { classifyError, RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { AppError, HTTP_STATUS } from '../errors.ts';

// THE legacy error mapper: every ErrorCode answers in the /api/* envelope with the HTTP status of
// HTTP_STATUS (exhaustive over the codes). The GraphQL transport has its own (graphql/error-mapper.ts);
// both start from classifyError.

/** The error envelope: message for people; `errors` mirrors it for the callers that read that field. */
export function legacyError(error: AppError): Record<string, unknown> {
  return {
    status: 'error',
    message: error.message,
    errors: error.message,
    code: error.code,
    ...(error.fieldErrors.length > 0 ? { fields: Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])) } : {}),
    ...error.details,
  };
}

/**
 * Sends an error in the envelope with its HTTP status and the request's id (to quote to support). The
 * database out of reach is a 503 UNAVAILABLE with Retry-After; other unexpected errors are logged and masked.
 */
export function sendLegacyError(reply: FastifyReply, error: unknown, extra: Record<string, unknown> = {}): FastifyReply {
  const requestId = reply.request.id;
  const known = classifyError(error);
  if (known) {
    const { appError, fromDatabase } = known;
    if (appError.code === 'UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (fromDatabase) reply.log.warn({ code: 'UNAVAILABLE', cause: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    return reply.code(HTTP_STATUS[appError.code]).send({ ...legacyError(appError), ...extra, requestId });
  }
  reply.log.error({ err: error }, 'unexpected error in a legacy route');
  return reply.code(500).send({ status: 'error', message: 'Internal server error', errors: 'Internal server error', code: 'INTERNAL', requestId });
}

/**
 * Fastify's own request failures (malformed JSON, a body too large, a bad content type) as the AppError
 * both transports answer with; null for anything else (a fault of the server).
 */
export function requestErrorOf(error: FastifyError | AppError): AppError | null {
  if (error instanceof AppError) return error;
  if (error.statusCode === 413) return new AppError('BAD_INPUT', 'The request body is too large');
  return error.statusCode && error.statusCode < 500 ? new AppError('BAD_INPUT', error.message) : null;
}
