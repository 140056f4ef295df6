import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fastifyRequestContext, requestContext, type RequestContextData } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string;
    /** The GraphQL operation name, once resolved. */
    operation?: string;
  }
}

/** The header that carries a request id in (from a proxy) and out (on every answer). */
export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's id is kept when it is short and plain, so one id follows the request through both logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the proxy's X-Request-Id when acceptable, else a new UUID (Fastify's genReqId). */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/**
 * Keeps the request id in async-local storage for the whole request (so log lines written by services,
 * which receive the process logger, carry it too) and echoes it in the X-Request-Id answer header.
 */
export async function registerRequestId(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) });
  app.addHook('onRequest', async (request, reply) => {
    const store = requestContext.getStore();
    if (store) stores.set(request, store);
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

// The store of each request, for hooks that run outside its async context (onResponse).
const stores = new WeakMap<FastifyRequest, RequestContextData>();

/** The id of the request being served, if any (undefined at start-up, in timers, in workers). */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId');
}

/** Names the operation being served (the GraphQL operation name), for the request-duration metric. */
export function setCurrentOperation(name: string): void {
  requestContext.set('operation', name);
}

/** The operation named by setCurrentOperation while serving this request, if any. */
export function operationOf(request: FastifyRequest): string | undefined {
  return stores.get(request)?.operation;
}
