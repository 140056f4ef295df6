import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/fastify';
import { buildSchema } from '../graphql/apollo.ts';
import { formatGraphQLError, logGraphQLError, withRequestId } from '../graphql/error-mapper.ts';
import type { GraphQLContext, RefreshCookie } from '../graphql/context.ts';
import { setOperationOf } from '../observability/request-id.ts';
import { createLoaders } from '../graphql/loaders.ts';
import { bearerToken, deferredServiceContext, identify } from '../http/request-context.ts';
import { apiTokenViewer } from '../modules/api-tokens/api-token-caller.ts';
import { isApiTokenSecret } from '../modules/api-tokens/api-token-secret.ts';
import { resolveCaller } from '../modules/auth/resolve-caller.ts';
import type { Viewer } from '../policies/viewer.ts';
import type { Deps } from '../service-context.ts';
import { attachLive } from './live-context.ts';
import { streamValidator } from './stream-validation.ts';
import { sharedSubscribe } from './shared-execution.ts';
import { createLiveHub, type Listen } from './live-hub.ts';
import { createPresenceFanOut } from './presence-fan-out.ts';
import { createPresenceHub } from './presence-hub.ts';
import { createStreamRegistry } from './stream-registry.ts';

export const LIVE_PATH = '/graphql/stream';
const STREAM_METHODS = 'The stream takes GET or POST (one subscription per request).';
const STREAM_ACCEPT = 'The stream answers server-sent events: send Accept: text/event-stream.';

/** A stream never sets the refresh cookie (refreshing is a /graphql mutation). */
const NO_COOKIE: RefreshCookie = { value: undefined, set: () => undefined, clear: () => undefined };

/** The stream's caller asked again (API token: the cache, no count; session: the cache, else one statement). */
const recheckOf =
  (deps: Deps, bearer: string | undefined) =>
  async (): Promise<Viewer | null> =>
    bearer && isApiTokenSecret(bearer) ? apiTokenViewer(deps, bearer) : (await resolveCaller(deps, bearer)).viewer;

/**
 * GraphQL subscriptions over server-sent events (graphql-sse) at /graphql/stream, fed by PostgreSQL
 * LISTEN/NOTIFY: one LISTEN per instance, so every instance on the database hears every save. The
 * instance's registry caps the streams and ends them on revocation and at their token's end.
 */
export function registerLiveRoute(app: FastifyInstance, deps: Deps, listen: Listen): void {
  const answers = createLiveHub(listen, deps);
  const presenceHub = createPresenceHub(listen, deps.log, deps.now);
  const presence = createPresenceFanOut(presenceHub, deps);
  const streams = createStreamRegistry(deps);
  // Presence is heard from the start, so the first stream of a project already gets the people announced before it.
  app.addHook('onReady', async () => {
    await presenceHub.start().catch((error: unknown) => deps.log.warn({ err: error }, 'presence not listening yet'));
  });
  const production = deps.config.env === 'production';
  const format = formatGraphQLError({ production });
  const handler = createHandler<GraphQLContext>({
    schema: buildSchema(),
    validate: streamValidator({ production }),
    // Each event's result is made once per viewer, not once per stream.
    subscribe: sharedSubscribe,
    // Distinct connections only: graphql-sse's single-connection mode keeps a reservation per PUT, for anyone.
    authenticate: () => null,
    // The GraphQL error mapper of /graphql, so a stream's errors carry the same codes (and the request id),
    // mask the same internals and are logged the same way.
    onNext: (ctx, _req, result) => {
      if (!result.errors) return;
      const errors = result.errors.map((e) => {
        logGraphQLError(ctx.log, e, production);
        const [f] = withRequestId([format(e.toJSON(), e)], ctx.requestId);
        return new GraphQLError(f?.message ?? e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, extensions: f?.extensions });
      });
      return { ...result, errors };
    },
    context: async (req) => {
      const request = req.raw;
      const ctx: GraphQLContext = {
        ...deferredServiceContext(deps, request),
        refreshCookie: NO_COOKIE,
        loaders: createLoaders(deps.db),
        requestId: request.id,
        operationIs: (name) => setOperationOf(request, name),
      };
      await identify(ctx);
      const { expiresAt } = await ctx.caller();
      attachLive(ctx, { answers, presence, streams, caller: { expiresAt, recheck: recheckOf(deps, bearerToken(request)) } });
      return ctx;
    },
  });
  // Open streams end when the server closes (a stream never finishes on its own, and shutdown waits for
  // requests in flight); the client reconnects, to this instance once it is back or to another one.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  app.all(LIVE_PATH, async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return reply.code(405).header('allow', 'GET, POST').send({ errors: [{ message: STREAM_METHODS, extensions: { code: 'BAD_INPUT' } }] });
    }
    if (request.headers.accept !== 'text/event-stream') {
      return reply.code(406).send({ errors: [{ message: STREAM_ACCEPT, extensions: { code: 'BAD_INPUT' } }] });
    }
    open.add(reply.raw);
    reply.raw.once('close', () => open.delete(reply.raw));
    try {
      await handler(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'live stream failed');
      if (!reply.sent && !reply.raw.headersSent) await reply.code(500).send({ errors: [{ message: 'Internal server error' }] });
    }
  });
  app.addHook('onClose', async () => {
    streams.close();
    await answers.close();
    await presenceHub.close();
  });
}
