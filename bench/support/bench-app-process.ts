import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * The product (server/main.ts) in its own process as production runs it: a temporary DATA_DIR, no demo
 * data, warnings only, the fast password hash. `jwtSecret` defaults to a fresh random one. With
 * `profileDir` set, node writes the app's CPU profile (--cpu-prof) there when it stops.
 */
export async function startBenchAppProcess(p: { databaseUrl: string; jwtSecret?: string; profileDir?: string | undefined }): Promise<ServerProcess> {
  return startServerProcess({
    script: 'server/main.ts',
    port: await freePort(),
    healthPath: '/healthz',
    env: {
      DATABASE_URL: p.databaseUrl,
      JWT_SECRET: p.jwtSecret ?? randomBytes(32).toString('base64url'),
      NODE_ENV: 'production',
      // Production requires it (it encrypts second-factor and SSO secrets); a fresh one per run.
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Benchmarks send no mail they read: production asks for this to be said.
      MAIL_LOG_ONLY: '1',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'fel-bench-')),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: 'fast',
    },
    ...(p.profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(p.profileDir)}`] } : {}),
  });
}
