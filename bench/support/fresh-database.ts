import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { emptyDatabase } from '../../server/db/reset.ts';

export type FreshDatabase = {
  /** What the server process needs in its environment to use this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** "PostgreSQL (BENCH_DATABASE_URL)" or "embedded PGlite". */
  label: string;
  remove(): Promise<void>;
};

/**
 * A fresh database for a server running in another process: BENCH_DATABASE_URL emptied here, or (when
 * unset) a new temporary DATA_DIR, in which the server creates its embedded PGlite.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-bench-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { env: { DATA_DIR: dataDir }, label: 'embedded PGlite', remove };
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    await emptyDatabase(database.db);
  } finally {
    await database.close();
  }
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, label: 'PostgreSQL (BENCH_DATABASE_URL)', remove };
}
