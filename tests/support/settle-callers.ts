import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CALLER_CHANGED_CHANNEL } from '../../server/modules/auth/caller-changes.ts';
import type { Deps } from '../../server/service-context.ts';

const CEILING_MS = 10_000;

/**
 * Sends a marker change on the caller-change channel and waits until the app's cache has heard it: PostgreSQL
 * delivers notifications in commit order, so every change committed before (by the test, as another instance
 * would) has reached the app by then.
 */
export async function settleCallers(deps: Pick<Deps, 'db' | 'callers'>): Promise<void> {
  const id = randomUUID();
  let stop = (): void => undefined;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not hear the caller-change marker')), CEILING_MS);
    stop = deps.callers.watch((change) => {
      if (change?.id !== id) return;
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await deps.db.execute(sql`select pg_notify(${CALLER_CHANGED_CHANNEL}, ${JSON.stringify({ kind: 'user', id })})`);
    await heard;
  } finally {
    stop();
  }
}
