import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, DEMO_USER_PASSWORD, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_IPA_USER, DEMO_USERS, seedIfEmpty } from './db/seed.ts';
import { createMailOutbox } from './mail/outbox-worker.ts';
import { createMailTransport } from './mail/transport.ts';
import { createPasswordHasher } from './modules/auth/password-hasher.ts';

// Boot: config -> database (migrate, seed) -> app -> listen -> mail worker; SIGINT/SIGTERM close everything.

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = pino({ level: config.logLevel, ...(config.env === 'development' ? { base: undefined } : {}) });
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await database.migrate();
const hasher = createPasswordHasher(config.passwordHashCost);
const seed = await seedIfEmpty(database.db, config, hasher).catch(async (error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
});
const now = () => new Date();
const mail = createMailOutbox({ db: database.db, transport: createMailTransport(config, logger), log: logger, now });
const deps = { db: database.db, config, mail, hasher, now, log: logger };
const app = await buildApp(deps, { logger, trustProxy: config.trustProxy });

await app.listen({ port: config.port, host: config.host });
mail.start();

const labelWidth = Math.max('Admin'.length, 'IPA User'.length, ...DEMO_USERS.map((u) => u.label.length)) + 1;
const lines = [
  '',
  `FEL Assess is running at ${config.publicUrl}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  `Mail: ${config.smtpUrl ? 'SMTP' : `written to ${path.join(config.dataDir, 'outbox')} and this log`}`,
  'Sign in as:',
  `  ${'Admin'.padEnd(labelWidth)} ${config.seedAdminEmail} / ${config.usingDemoAdmin ? config.seedAdminPassword : '(SEED_ADMIN_PASSWORD)'}  — second factor: the code is mailed`,
];
if (config.demoData) {
  for (const u of DEMO_USERS) lines.push(`  ${u.label.padEnd(labelWidth)} ${u.email} / ${DEMO_USER_PASSWORD}`);
  lines.push(`  ${'IPA User'.padEnd(labelWidth)} ${DEMO_IPA_USER.email} / ${DEMO_USER_PASSWORD}  — second factor: the code is mailed`);
}
if (seed.seeded) lines.push('(first start: the database was seeded)');
console.log(lines.join('\n'));

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  await app.close();
  // After the requests (which may still queue mail): finishes the mails being sent; queued ones wait in the database.
  await mail.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
