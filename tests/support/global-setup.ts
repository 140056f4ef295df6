import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { emptyDatabase } from '../../server/db/reset.ts';
import { acquireTestDatabase, PGLITE } from './database-url.ts';
import { ensureProviderOrganization } from './provider.ts';
import { migrateAll } from '../../server/db/data-migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Once per run: pick the database, empty it and apply the migrations, so every test file starts from the
 * current schema. Test files then create their own organizations (tests/support/factories.ts).
 */
export default async function setup(project: TestProject) {
  const database = await acquireTestDatabase();
  if (database.url !== PGLITE) {
    const db = await openDatabase({ kind: 'postgres', url: database.url, max: 1 });
    await emptyDatabase(db.db);
    await migrateAll(db);
    await ensureProviderOrganization(db.db);
    await db.close();
  }
  project.provide('databaseUrl', database.url);
  return async () => database.stop();
}
