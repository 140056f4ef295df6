import { inject } from 'vitest';
import { type Database, openDatabase, type QueryListener } from '../../server/db/client.ts';
import { PGLITE } from './database-url.ts';
import { ensureProviderOrganization } from './provider.ts';
import { migrateAll } from '../../server/db/data-migrations.ts';

/** A connection to the run's test database; with PGlite, a fresh in-memory database for this file. */
export async function openTestDatabase(onQuery?: QueryListener): Promise<Database> {
  const url = inject('databaseUrl');
  if (url !== PGLITE) return openDatabase({ kind: 'postgres', url, max: 4, onQuery });
  const database = await openDatabase({ kind: 'pglite', dataDir: null, onQuery });
  await migrateAll(database);
  await ensureProviderOrganization(database.db);
  return database;
}
