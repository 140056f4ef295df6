import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationList } from '../commands/bindings.ts';
import type { Operation } from '../commands/operation.ts';
import { AppError } from '../errors.ts';
import type { RefreshCookie } from './request-context.ts';
import type { Deps, ServiceCtx } from '../service-context.ts';
import { sendLegacyError } from './legacy-errors.ts';
import { refreshCookie, serviceContext } from './request-context.ts';

// The legacy /api/* layer (spec §7): thin adapters that call the same services as GraphQL and answer
// in the JSON envelope the older client expects: `status: "success" | "error"`, `message` on error.

export type LegacyRequest = {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
  cookie: RefreshCookie;
};

/** A JSON body as an object; anything else reads as no fields, so validation names what is missing. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body)) : {};
}

export type LegacyHandler = (ctx: ServiceCtx, req: LegacyRequest) => Promise<Record<string, unknown>>;

type Method = 'GET' | 'POST';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operations a route adapts (one, or a dispatch's variants): the permission surface reads them. */
    operations?: readonly Operation[];
  }
}

/** A route's `config` naming the operations it adapts (also for routes registered without legacyRoute). */
export const adaptsRoute = (operations: Operation | readonly Operation[]) => ({ operations: operationList(operations) });

/**
 * Registers one legacy route adapting one operation (or, for a path that carries several in its body, the
 * operations it dispatches to): builds the service context, runs the handler, wraps the envelope.
 */
export function legacyRoute(
  app: FastifyInstance,
  deps: Deps,
  method: Method,
  url: string,
  operations: Operation | readonly Operation[],
  handler: LegacyHandler,
  options: { errorExtra?: (error: AppError) => Record<string, unknown> } = {},
): void {
  app.route({
    method,
    url,
    config: adaptsRoute(operations),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const ctx = await serviceContext(deps, request);
        const result = await handler(ctx, {
          body: request.body,
          params: stringRecord(request.params),
          query: stringRecord(request.query),
          cookie: refreshCookie(deps, request, reply),
        });
        return reply.code(200).send({ status: 'success', ...result });
      } catch (error) {
        return sendLegacyError(reply, error, error instanceof AppError && options.errorExtra ? options.errorExtra(error) : {});
      }
    },
  });
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
