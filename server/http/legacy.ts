import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { RefreshCookie } from '../graphql/context.ts';
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

/** Registers one legacy route: builds the service context, runs the handler, wraps the envelope. */
export function legacyRoute(
  app: FastifyInstance,
  deps: Deps,
  method: Method,
  url: string,
  handler: LegacyHandler,
  options: { errorExtra?: (error: AppError) => Record<string, unknown> } = {},
): void {
  app.route({
    method,
    url,
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
