import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { PGLITE } from './database-url.ts';
import { ensureProviderOrganization } from './provider.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export type ProxiedDatabase = {
  /** PostgreSQL URL through the proxy. */
  url: string;
  /** Connections the app may open (1 on PGlite: one session at a time keeps its transactions whole). */
  maxConnections: number;
  proxy: TcpProxy;
  stop(): Promise<void>;
};

/**
 * The run's test database behind a TCP proxy that a test can cut: the PostgreSQL of TEST_DATABASE_URL (or
 * testcontainers), or, when the run uses PGlite, a fresh migrated PGlite served over the PostgreSQL wire
 * protocol by @electric-sql/pglite-socket, so the fault test runs wherever `npm test` runs.
 */
export async function proxiedTestDatabase(): Promise<ProxiedDatabase> {
  const url = inject('databaseUrl');
  if (url !== PGLITE) {
    const parsed = new URL(url);
    const proxy = await startTcpProxy({ host: parsed.hostname, port: Number(parsed.port || 5432) });
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return { url: parsed.toString(), maxConnections: 4, proxy, stop: () => proxy.close() };
  }
  const pglite = await PGlite.create();
  const db = drizzle(pglite, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await ensureProviderOrganization(db);
  const server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 8 });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(port) });
  return {
    url: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    maxConnections: 1,
    proxy,
    async stop() {
      await proxy.close();
      await server.stop();
      await pglite.close();
    },
  };
}
