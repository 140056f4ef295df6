import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { createMailOutbox } from '../../server/mail/outbox-worker.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { createCallerCache } from '../../server/modules/auth/caller-cache.ts';
import { createPasswordHasher } from '../../server/modules/auth/password-hasher.ts';
import type { Deps } from '../../server/service-context.ts';
import { emptyDatabase } from '../../server/db/reset.ts';
import { ensureClientBuild } from '../../scripts/client-build.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { migrateAll } from '../../server/db/data-migrations.ts';

export type BenchApp = {
  app: FastifyInstance;
  baseUrl: string;
  db: Database['db'];
  deps: Deps;
  config: Config;
  /** SQL statements sent since the last reset (count them around one request). */
  statements: { count: number; reset(): void };
  close(): Promise<void>;
};

/**
 * The real app, in this process, on BENCH_DATABASE_URL (emptied and migrated first) or an in-memory PGlite.
 * Mail goes to a throwaway outbox. `hashCost` "standard" is the production argon2 cost. `serveClient`
 * builds the client when needed and serves it on a known port (the report PDF prints the client's page).
 */
export async function startBenchApp(options: { hashCost?: 'standard' | 'fast'; serveClient?: boolean } = {}): Promise<BenchApp> {
  const url = process.env.BENCH_DATABASE_URL;
  const statements = { count: 0, reset: () => void (statements.count = 0) };
  const onQuery = () => void statements.count++;
  const database = url ? await openDatabase({ kind: 'postgres', url, max: 10, onQuery }) : await openDatabase({ kind: 'pglite', dataDir: null, onQuery });
  if (url) await emptyDatabase(database.db);
  await migrateAll(database);
  if (options.serveClient) await ensureClientBuild();
  const port = options.serveClient ? await freePort() : 0;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/fel-bench-data',
    JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
    PASSWORD_HASH_COST: options.hashCost ?? 'standard',
    LOG_LEVEL: 'silent',
  });
  const logger = pino({ level: 'silent' });
  const now = () => new Date();
  const mail = createMailOutbox({ db: database.db, transport: createMailTransport(config, logger), log: logger, now });
  const deps: Deps = { db: database.db, config, mail, hasher: createPasswordHasher(config.passwordHashCost), now, log: logger, callers: createCallerCache() };
  const app = await buildApp(deps, { logger, trustProxy: 1, ...(options.serveClient ? {} : { clientDist: null }) });
  const address = await app.listen({ port, host: '127.0.0.1' });
  mail.start();
  return {
    app,
    baseUrl: address,
    db: database.db,
    deps,
    config,
    statements,
    async close() {
      await app.close();
      await mail.stop();
      await database.close();
    },
  };
}


/** How many SQL statements one run of the request sends. */
export async function statementsOf(bench: BenchApp, run: () => Promise<unknown>): Promise<number> {
  bench.statements.reset();
  await run();
  return bench.statements.count;
}
