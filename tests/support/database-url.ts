import { existsSync } from 'node:fs';
import { request } from 'node:http';

// Which PostgreSQL the tests use: TEST_DATABASE_URL when set (CI: the local server), otherwise a
// testcontainers PostgreSQL when a Docker engine answers, otherwise embedded PGlite ("pglite").

export const PGLITE = 'pglite';

/** Answers whether a Docker engine answers on its socket (about a millisecond; the CLI alone is not enough). */
function dockerAnswers(): Promise<boolean> {
  const socketPath = '/var/run/docker.sock';
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 1000 }, (res) => resolve(res.statusCode === 200));
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

export type TestDatabase = { url: string; stop(): Promise<void> };

/** Picks the test database and returns its URL (or "pglite"). */
export async function acquireTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: async () => undefined };
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  }
  return { url: PGLITE, stop: async () => undefined };
}
