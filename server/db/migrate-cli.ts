import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateAll } from './data-migrations.ts';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, max: 1 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await migrateAll(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
