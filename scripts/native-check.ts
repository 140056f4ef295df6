// The native and WebAssembly dependencies on the running Node: argon2 (a native module), PGlite (PostgreSQL
// in WebAssembly: migrated and queried in memory) and Chromium for the PDFs (launched through playwright-core,
// one page printed). .ci/run runs it on Node 20 and on Node 24 (on the tree Node 20 installed):
//   node --import tsx scripts/native-check.ts
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../server/browser/chromium.ts';
import { openDatabase, rawRows } from '../server/db/client.ts';
import { createPasswordHasher } from '../server/modules/auth/password-hasher.ts';

async function check(name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  const detail = await run();
  console.log(`  ${name}: ${detail} (${Math.round(performance.now() - started)} ms)`);
}

console.log(`Native and WebAssembly dependencies on Node ${process.versions.node} (modules ABI ${process.versions.modules}, N-API ${process.versions.napi}):`);
await check('argon2', async () => {
  const hasher = createPasswordHasher('standard');
  const hash = await hasher.hash('native-check-2026!');
  if (!(await hasher.verify(hash, 'native-check-2026!')) || (await hasher.verify(hash, 'wrong'))) throw new Error('argon2 verify gave a wrong answer');
  return 'hash and verify';
});
await check('PGlite', async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const [row] = (await rawRows(database.db, sql`select count(*)::int as tables from information_schema.tables where table_schema = 'public'`)) as { tables: number }[];
    if (!row || row.tables < 10) throw new Error(`PGlite migrated ${row?.tables ?? 0} tables`);
    return `migrated, ${row.tables} tables`;
  } finally {
    await database.close();
  }
});
await check('Chromium', async () => {
  const browser = await chromium.launch(await chromiumLaunchOptions(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));
  try {
    const page = await browser.newPage();
    await page.setContent('<p>FEL Assess</p>');
    const pdf = await page.pdf({ format: 'Letter' });
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('Chromium printed no PDF');
    return `${browser.version()}, a ${pdf.length}-byte PDF`;
  } finally {
    await browser.close();
  }
});
