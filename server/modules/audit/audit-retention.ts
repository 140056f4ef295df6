import type { Deps } from '../../service-context.ts';
import { purgeTokenUseAudit } from './audit.queries.ts';

// The retention of token-use rows (AUDIT_TOKEN_USE_RETENTION_DAYS): every other audit row is kept. Each
// instance purges once an hour (and a minute after it starts); deleting what another instance deleted
// first costs nothing.

const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

/** Deletes the token-use rows older than the retention period now; returns how many went. */
export async function purgeExpiredTokenUse(deps: Pick<Deps, 'db' | 'config' | 'now'>): Promise<number> {
  return purgeTokenUseAudit(deps.db, new Date(deps.now().getTime() - deps.config.auditTokenUseRetentionDays * 86_400_000));
}

/** Starts the hourly purge; returns the function that stops it. */
export function startTokenUseRetention(deps: Pick<Deps, 'db' | 'config' | 'now' | 'log'>): () => void {
  const run = () =>
    void purgeExpiredTokenUse(deps)
      .then((count) => count > 0 && deps.log.info({ count }, 'token-use audit rows past their retention deleted'))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'token-use audit retention did not run'));
  const first = setTimeout(run, FIRST_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
