import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { bearerToken } from '../http/request-context.ts';
import type { Deps } from '../service-context.ts';
import { withTimeout } from '../timeout.ts';
import { graphqlOperationLabel, registry, requestDuration, addDatabaseProbe } from './metrics.ts';
import { operationOf as graphqlOperationOf } from './request-id.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token with the setting in constant time (hashes have the same length). */
function tokenMatches(request: FastifyRequest, expected: string): boolean {
  const given = bearerToken(request);
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** The metric's operation label: the GraphQL operation name, else the route pattern (never the raw URL). */
function operationOf(request: FastifyRequest): { transport: string; operation: string } {
  const route = request.routeOptions.url;
  if (route === '/graphql') return { transport: 'graphql', operation: graphqlOperationLabel(graphqlOperationOf(request)) };
  return { transport: route?.startsWith('/api/') ? 'api' : 'other', operation: route ?? '(unmatched)' };
}

/**
 * Times every request (fel_http_request_duration_seconds), and serves GET /metrics in Prometheus's text
 * format to callers that send `Authorization: Bearer METRICS_TOKEN`. Without the setting there is no
 * /metrics at all (404), so a forgotten token never exposes the figures.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const metricsToken = deps.config.metricsToken;
  const removeProbe = addDatabaseProbe(() => withTimeout(pingDatabase(deps.db), 2000));
  app.addHook('onClose', async () => removeProbe());
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe({ ...operationOf(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  if (!metricsToken) return;
  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request, metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'error', message: 'A valid metrics token is required.', code: 'UNAUTHENTICATED', requestId: request.id });
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
