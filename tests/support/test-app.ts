import type { Logger } from 'pino';
import { createLogger } from '../../server/observability/logger.ts';
import { buildApp } from '../../server/app.ts';
import { type RegisteredRoute, routesOf } from '../../server/http/route-registry.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database, QueryListener } from '../../server/db/client.ts';
import { createMailOutbox, type OutboxOptions } from '../../server/mail/outbox-worker.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { createCallerCache } from '../../server/modules/auth/caller-cache.ts';
import { createPasswordHasher } from '../../server/modules/auth/password-hasher.ts';
import type { Deps } from '../../server/service-context.ts';
import { ApiClient } from './api-client.ts';
import { settleCallers } from './settle-callers.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';
import { freePort } from './free-port.ts';
import { openTestDatabase } from './test-database.ts';

export type TestClock = { now: () => Date; set(date: Date): void; advance(ms: number): void; reset(): void };

/** A clock tests can move (reset-token expiry, code expiry); real time until set. */
export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (date) => void (offset = date.getTime() - Date.now()),
    advance: (ms) => void (offset += ms),
    reset: () => void (offset = 0),
  };
}

export type TestApp = {
  baseUrl: string;
  db: Database['db'];
  deps: Deps;
  config: Config;
  mailbox: Mailbox;
  clock: TestClock;
  /** Every route the app registered (the permission coverage test walks them). */
  routes: readonly RegisteredRoute[];
  /** A new HTTP client with its own cookie jar and its own client address. */
  client(): ApiClient;
  /**
   * Waits until this app has heard every caller change committed so far (a test that changes users,
   * sessions, organizations or tokens in the database, as another instance would, then expects its effect).
   */
  settleCallers(): Promise<void>;
  close(): Promise<void>;
};


/**
 * The real server on a free loopback port, on the run's PostgreSQL, sending mail to a real SMTP server
 * in this process. X-Forwarded-For is trusted so that each test client has its own address (rate limits).
 */
/** Quick retries, so that tests of a mail server that comes back do not wait minutes. */
export const TEST_OUTBOX_OPTIONS: Partial<OutboxOptions> = { pollMs: 200, retryBaseMs: 200, retryMaxMs: 1_000 };

export async function startTestApp(
  options: {
    serveClient?: boolean;
    env?: Record<string, string>;
    onQuery?: QueryListener;
    outbox?: Partial<OutboxOptions>;
    logger?: Logger;
    /** A database opened by the test (e.g. through a proxy it can cut); the app closes it. */
    database?: Database;
    /** Collects every log line (at level trace). */
    logLines?: string[];
    /** Served as http://localhost:PORT (PUBLIC_URL too): WebAuthn refuses an IP address as relying party. */
    localhost?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(options.onQuery));
  const mailbox = await startMailbox();
  const port = await freePort();
  const baseUrl = `http://${options.localhost ? 'localhost' : '127.0.0.1'}:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SMTP_URL: mailbox.url,
    JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789',
    DATA_ENCRYPTION_KEY: '8c1f4e2a9b7d3c605e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f',
    PASSWORD_HASH_COST: 'fast',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/fel-test-data',
    ...options.env,
  });
  const lines = options.logLines;
  const logger =
    options.logger ??
    createLogger({
      level: lines ? 'trace' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
      development: false,
      ...(lines ? { destination: { write: (line: string) => void lines.push(line) } } : {}),
    });
  const clock = testClock();
  // Test files share one database; each app serves its own queue so that its mail reaches its own mailbox.
  const queue = `test-${crypto.randomUUID()}`;
  const mail = createMailOutbox({ db: database.db, transport: createMailTransport(config, logger), log: logger, now: clock.now }, { queue, ...TEST_OUTBOX_OPTIONS, ...options.outbox });
  const deps: Deps = { db: database.db, config, mail, hasher: createPasswordHasher('fast'), now: clock.now, log: logger, callers: createCallerCache() };
  // One trusted hop: each test client's X-Forwarded-For is its address.
  const app = await buildApp(deps, { logger, trustProxy: 1, listen: database.listen, ...(options.serveClient ? {} : { clientDist: null }) });
  await app.listen({ port, host: '127.0.0.1' });
  mail.start();
  return {
    baseUrl,
    db: database.db,
    deps,
    config,
    mailbox,
    clock,
    routes: routesOf(app),
    client: () => new ApiClient(baseUrl),
    settleCallers: () => settleCallers(deps),
    async close() {
      await app.close();
      await mail.stop();
      await mailbox.close();
      await database.close();
    },
  };
}
