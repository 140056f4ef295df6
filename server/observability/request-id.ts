import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header that carries a request id in (from a proxy) and out (on every answer). */
export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's id is kept when it is short and plain, so one id follows the request through both logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id (Fastify's genReqId): the proxy's X-Request-Id when acceptable, else a new UUID.
 * Fastify binds it to the request's logger (`reqId`), which services receive in their context, so every
 * line written while serving the request carries it, without async-local storage.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id in the X-Request-Id answer header. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

// The GraphQL operation each request served, for the request-duration metric (set once it is resolved).
const operations = new WeakMap<FastifyRequest, string>();

/** Names the GraphQL operation a request serves. */
export function setOperationOf(request: FastifyRequest, name: string): void {
  operations.set(request, name);
}

/** The GraphQL operation named for this request, if any. */
export function operationOf(request: FastifyRequest): string | undefined {
  return operations.get(request);
}
