import { startTestApp, type TestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * Runs `work` with a second app instance on the run's database (PostgreSQL), then closes it; answers false
 * without running it on embedded PGlite, which one instance holds alone (its fan-out stays in one process).
 */
export async function withSecondInstance(work: (second: TestApp) => Promise<void>): Promise<boolean> {
  const database = await openTestDatabase();
  if (database.kind === 'pglite') {
    await database.close();
    return false;
  }
  const second = await startTestApp({ database });
  try {
    await work(second);
  } finally {
    await second.close();
  }
  return true;
}
