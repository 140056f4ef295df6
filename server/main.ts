import path from 'node:path';
import { type Config, ConfigError, DEMO_USER_PASSWORD, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { prepareDataFolder } from './db/pglite-template.ts';
import { DEMO_IPA_USER, DEMO_ORG_NAME, DEMO_USERS, demoLicenseKey, seedIfEmpty } from './db/seed.ts';
import { readOutboxStatus } from './mail/outbox.queries.ts';
import { createMailOutbox } from './mail/outbox-worker.ts';
import { createMailTransport } from './mail/transport.ts';
import { startTokenUseRetention } from './modules/audit/audit-retention.ts';
import { createCallerCache } from './modules/auth/caller-cache.ts';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password-hasher.ts';
import { createLogger } from './observability/logger.ts';
import { setDatabasePool, setMailOutboxProbe } from './observability/metrics.ts';
import { migrateAll } from './db/data-migrations.ts';

// Boot: config -> database (migrate, seed) -> app -> listen -> mail worker; SIGINT/SIGTERM close
// everything. The database opens (PGlite compiles its WebAssembly off the main thread) while the app's
// modules load (a separate chunk of the compiled server, imported below), and a new database's seed
// passwords are hashed meanwhile.

/** How long after the start the PDF renderer's Chromium is launched. */
const RENDERER_WARM_DELAY_MS = 5000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: config.logLevel, development: config.env === 'development' });
const pgliteDir = path.join(config.dataDir, 'pglite');
const newFolder = config.databaseUrl ? false : await prepareDataFolder(pgliteDir, (message) => console.log(message));
const opening = openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: pgliteDir }).then(
  async (opened) => {
    await migrateAll(opened);
    return opened;
  },
);
const appModule = import('./app.ts');
const hasher = createPasswordHasher(config.passwordHashCost);
const seedHasher = newFolder ? hashingAhead(hasher, config) : hasher;
const database = await opening;
setDatabasePool(database.poolMax === null ? null : { max: database.poolMax });
const seed = await seedIfEmpty(database.db, config, seedHasher).catch(async (error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
});
const now = () => new Date();
const mail = createMailOutbox({ db: database.db, transport: createMailTransport(config, logger), log: logger, now });
const deps = { db: database.db, config, mail, hasher, now, log: logger, callers: createCallerCache() };
const { buildApp } = await appModule;
const app = await buildApp(deps, { logger, trustProxy: config.trustProxy, listen: database.listen });

await app.listen({ port: config.port, host: config.host });
const startedInMs = performance.now();
mail.start();
const stopRetention = startTokenUseRetention(deps);
setMailOutboxProbe(() => readOutboxStatus(database.db, mail.options.queue));
// Chromium for report PDFs starts a few seconds later, in the background, so that the first PDF does not
// wait for it and the start (the first requests, the readiness check) does not share the CPU with it.
setTimeout(() => void import('./modules/reports/report-pdf.ts').then(({ warmReportRenderer }) => warmReportRenderer(config, logger)), RENDERER_WARM_DELAY_MS).unref();

const labelWidth = Math.max('Admin'.length, 'IPA User'.length, ...DEMO_USERS.map((u) => u.label.length)) + 1;
const lines = [
  '',
  `FEL Assess is running at ${config.publicUrl}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}; started in ${(startedInMs / 1000).toFixed(1)} s)`,
  `Mail: ${config.smtpUrl ? 'SMTP' : `written to ${path.join(config.dataDir, 'outbox')} and this log`}`,
  'Sign in as:',
  `  ${'Admin'.padEnd(labelWidth)} ${config.seedAdminEmail} / ${config.usingDemoAdmin ? config.seedAdminPassword : '(SEED_ADMIN_PASSWORD)'}  — second factor: the code is mailed`,
];
if (config.demoData) {
  for (const u of DEMO_USERS) lines.push(`  ${u.label.padEnd(labelWidth)} ${u.email} / ${DEMO_USER_PASSWORD}`);
  lines.push(`  ${'IPA User'.padEnd(labelWidth)} ${DEMO_IPA_USER.email} / ${DEMO_USER_PASSWORD}  — second factor: the code is mailed`);
}
if (config.demoData) {
  const key = await demoLicenseKey(database.db);
  if (key) lines.push(`Licence key of ${DEMO_ORG_NAME} (Sign up takes it): ${key}`);
}
if (!config.smtpUrl) lines.push('Second-factor codes and links in mail are printed below on their own lines ("MAIL to …").');
if (seed.seeded) lines.push('(first start: the database was seeded)');
console.log(lines.join('\n'));

// postgres.js reads the array types on each new connection without awaiting that read, so a link cut
// during it is an unhandled rejection; that must not end the process (requests answer 503 meanwhile).
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    logger.warn({ cause: reason instanceof Error ? reason.message : String(reason) }, 'database connection lost');
    return;
  }
  logger.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});

let stopping = false;
/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (new requests on open
 * connections get 503), then stop the mail worker and close the database. Past SHUTDOWN_TIMEOUT_SECONDS the
 * process ends anyway.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining requests');
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting with requests still open');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  stopRetention();
  // After the requests (which may still queue mail): finishes the mails being sent; queued ones wait in the database.
  await mail.stop();
  await database.close();
  logger.info({}, 'shut down');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

/** A new database will be seeded: its two passwords are hashed now, while the database opens. */
function hashingAhead(hasher: PasswordHasher, config: Config): PasswordHasher {
  const ahead = new Map([config.seedAdminPassword, DEMO_USER_PASSWORD].map((password) => [password, hasher.hash(password)]));
  for (const hash of ahead.values()) hash.catch(() => undefined);
  return { ...hasher, hash: (password) => ahead.get(password) ?? hasher.hash(password) };
}
