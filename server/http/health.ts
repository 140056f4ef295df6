import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { migrationsApplied } from '../db/migration-status.ts';
import type { Deps } from '../service-context.ts';
import { withTimeout } from '../timeout.ts';

/** A readiness check waits at most this long for the database (a proxy's probe must not hang). */
export const READY_TIMEOUT_MS = 2000;

/** Why the instance should not receive traffic now, or null when it is ready. */
async function notReadyReason(deps: Deps, log: FastifyBaseLogger): Promise<string | null> {
  try {
    await withTimeout(pingDatabase(deps.db), READY_TIMEOUT_MS);
    return (await withTimeout(migrationsApplied(deps.db), READY_TIMEOUT_MS)) ? null : 'database migrations are not applied';
  } catch (error) {
    log.warn({ cause: error instanceof Error ? error.message : String(error), unreachable: isDatabaseUnavailable(error) }, 'readiness check failed');
    return 'database unavailable';
  }
}

/**
 * GET /healthz: liveness — the process answers (no database call, so an orchestrator does not restart
 * instances during a database outage). GET /readyz: readiness — the database answers and every migration
 * of this build is applied (a load balancer sends traffic only to ready instances).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const reason = await notReadyReason(deps, request.log);
    reply.header('cache-control', 'no-store');
    if (!reason) return reply.send({ status: 'ok' });
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'error', message: reason, code: 'UNAVAILABLE' });
  });
}
