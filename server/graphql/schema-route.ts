import type { FastifyInstance } from 'fastify';
import { buildSchema, printSchema } from 'graphql';
import { unauthenticated } from '../errors.ts';
import { sendLegacyError } from '../http/legacy-errors.ts';
import { callerOf } from '../http/request-context.ts';
import type { Deps } from '../service-context.ts';
import { loadTypeDefs } from './schema.ts';

export const SCHEMA_PATH = '/graphql/schema.graphql';

/**
 * GET /graphql/schema.graphql: the whole SDL with its descriptions, for any authenticated caller (a person
 * or an API token). Introspection stays off in production; this is how integrators read the schema there.
 */
export function registerSchemaRoute(app: FastifyInstance, deps: Deps): void {
  let sdl: string | null = null;
  app.get(SCHEMA_PATH, async (request, reply) => {
    const caller = await callerOf(deps, request);
    if (!caller.viewer) return sendLegacyError(reply, unauthenticated());
    // Built from the same SDL files the server runs (descriptions kept), printed as one document.
    sdl ??= printSchema(buildSchema(loadTypeDefs().join('\n')));
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'private, no-cache').send(sdl);
  });
}
