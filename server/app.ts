import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { AppError, notFound } from './errors.ts';
import { createApolloServer } from './graphql/apollo.ts';
import { refusedBeforeThePipeline, sendGraphQLRequestError } from './graphql/error-mapper.ts';
import type { GraphQLContext } from './graphql/context.ts';
import { registerSchemaRoute } from './graphql/schema-route.ts';
import type { TrustProxy } from './config.ts';
import type { Listen } from './live/live-hub.ts';
import { registerLiveRoute } from './live/live.route.ts';
import { listenForCallerChanges } from './modules/auth/caller-changes.ts';
import { createLoaders } from './graphql/loaders.ts';
import { registerClientAssets, registerCompression } from './http/client-assets.ts';
import { registerHealthRoutes } from './http/health.ts';
import { apiTokenGate } from './http/api-token-gate.ts';
import { requestErrorOf, sendLegacyError } from './http/legacy-errors.ts';
import { deferredServiceContext, refreshCookie } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { recordRoutes } from './http/route-registry.ts';
import { registerLegacyRoutes } from './http/routes.ts';
import { closeReportRenderer } from './modules/reports/report-pdf.ts';
import { registerMetrics } from './observability/metrics-route.ts';
import { registerRequestId, requestIdOf, setOperationOf } from './observability/request-id.ts';
import { ROOT } from './root.ts';
import type { Deps } from './service-context.ts';

export const CLIENT_DIST = path.join(ROOT, 'client/dist');

export type AppOptions = {
  /** Serve the built client from this folder (default client/dist when it exists); null to serve none. */
  clientDist?: string | null;
  /** Which proxies' X-Forwarded-For and -Proto are trusted (behind a load balancer; config.ts TrustProxy). */
  trustProxy?: TrustProxy;
  logger: PinoLogger;
  /** LISTEN on the database: given, the app serves GraphQL subscriptions at /graphql/stream (live workspace). */
  listen?: Listen;
};

/** The HTTP app: /graphql, the legacy /api/* routes, /healthz, /readyz, /metrics, and the built client on the same origin. */
export async function buildApp(deps: Deps, options: AppOptions): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = options.logger;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
  });
  recordRoutes(app);
  app.decorateRequest('caller', null);
  registerRequestId(app);
  registerMetrics(app, deps);
  await app.register(fastifyCookie);
  await registerCompression(app);
  app.addHook('onSend', securityHeaders);
  // GraphQL answers Apollo refuses before its pipeline (CSRF block, batching, not a GraphQL request) get
  // the request id and a log line here; the pipeline's own errors get them in apollo.ts.
  app.addHook('onSend', async (request, reply, payload) =>
    reply.statusCode >= 400 && typeof payload === 'string' && request.routeOptions.url === '/graphql'
      ? refusedBeforeThePipeline(payload, request.id, request.log)
      : payload,
  );
  // API tokens (`Authorization: Bearer fel_…`): resolved, rate-limited and audited before any route runs.
  app.addHook('onRequest', apiTokenGate(deps));

  // JSON bodies: an empty body is {} (legacy POSTs without payload); malformed JSON is a clear 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_INPUT', 'Malformed JSON body'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = requestErrorOf(error) ?? error;
    return request.url.startsWith('/graphql') ? sendGraphQLRequestError(reply, failure) : sendLegacyError(reply, failure);
  });

  registerHealthRoutes(app, deps);

  const apollo = createApolloServer({ production: deps.config.env === 'production' });
  apollo.addPlugin(fastifyApolloDrainPlugin(app));
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    // The caller is resolved once the operation is parsed (apollo.ts), and only when the operation needs it.
    context: async (request, reply): Promise<GraphQLContext> => ({
      ...deferredServiceContext(deps, request),
      refreshCookie: refreshCookie(deps, request, reply),
      loaders: createLoaders(deps.db),
      requestId: request.id,
      operationIs: (name) => setOperationOf(request, name),
    }),
  });

  registerSchemaRoute(app, deps);
  if (options.listen) {
    cacheCallers(app, deps, options.listen);
    registerLiveRoute(app, deps, options.listen);
  }
  registerLegacyRoutes(app, deps);
  app.addHook('onClose', closeReportRenderer);

  const clientDist = options.clientDist === undefined ? (existsSync(CLIENT_DIST) ? CLIENT_DIST : null) : options.clientDist;
  if (clientDist) {
    await registerClientAssets(app, clientDist);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/graphql');
    if (!isApi && clientDist && request.method === 'GET') {
      // The client's router owns every other path (unknown public paths go to sign-in there).
      return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDist);
    }
    return sendLegacyError(reply, notFound());
  });
  return app;
}

/**
 * Verified callers are cached once this instance LISTENs for caller changes (every revocation reaches it
 * through NOTIFY); without LISTEN every request reads its caller.
 */
function cacheCallers(app: FastifyInstance, deps: Deps, listen: Listen): void {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listenForCallerChanges(deps.callers, listen, deps.log).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'caller changes not heard: callers are read on every request');
      return null;
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/**
 * TRUST_PROXY in Fastify's terms. A hop count trusts the last `hops` addresses of the chain (the connecting
 * peer first): Fastify refuses a bare number (it fails closed), so it is given as the function proxy-addr
 * asks about each address, nearest first.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
