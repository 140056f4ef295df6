// Start-up: `npm start`, installed and built, to the first 200 on /readyz (or /healthz where there is no
// /readyz), with a fresh data folder each time (embedded PGlite, demo data seeded, as on a first start).
// `npm run build` runs first (compiles the server, builds the client, makes the database template), so
// what is timed is a start, not a build. Goal: ≤ 5 s.
//
//   npm run bench start-up          (BENCH_STARTS, default 3)
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../tests/support/free-port.ts';
import { reportGoal } from './support/goal.ts';
import { ROOT } from './support/server-process.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const GOAL_MS = 5000;

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('npm run build failed');

/** One `npm start` on a new data folder: ms to the first 200, and what it printed. */
async function timeStart(): Promise<{ ms: number; path: string; output: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-start-bench-'));
  const port = await freePort();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'CHROMIUM_PATH']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => void (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => void (output += c.toString('utf8')));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no 200 within 120 s:\n${output}`);
      for (const probe of ['/readyz', '/healthz']) {
        // A JSON answer only: without a /readyz route the client's index.html answers 200 for it.
        const status = await fetch(`http://127.0.0.1:${port}${probe}`).then(
          (r) => (r.headers.get('content-type')?.includes('json') ? r.status : 404),
          () => 0,
        );
        if (status === 200) return { ms: performance.now() - started, path: probe, output };
        if (status !== 404) break;
      }
      await sleep(20);
    }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

const times: number[] = [];
let probe = '';
for (let i = 0; i < STARTS; i++) {
  const run = await timeStart();
  if (!run.output.includes('first start: the database was seeded')) throw new Error(`the start did not seed a new database:\n${run.output}`);
  times.push(run.ms);
  probe = run.path;
  console.log(`start ${i + 1}: ${run.ms.toFixed(0)} ms to 200 on ${run.path}`);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
reportGoal({ what: `npm start (built) to the first 200 on ${probe}, fresh data folder, median of ${STARTS}`, max: GOAL_MS / 1000, figure: median / 1000, unit: 's', digits: 2 });
