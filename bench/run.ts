// `npm run bench [name…]`: runs every bench/<name>.bench.ts (or the named ones) one after another, each in
// its own process so that one benchmark's heap and caches do not colour the next. Each prints its figures
// and its ratios against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
// Names pick benchmarks; options (`--quick`) are passed on to each of them.
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const options = process.argv.slice(2).filter((a) => a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
if (files.length === 0) {
  console.error(`no benchmark matches ${wanted.join(', ')}`);
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file), ...options], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
