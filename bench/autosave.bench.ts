// Autosave with 50 editors on one project: each editor saves its own answer (level and comment, with the
// version it last saw) every 2 s for 60 s, as the questionnaire's autosave does; then the same editors
// save as fast as they can (unpaced throughput). Every acknowledged save is read back afterwards (0 lost:
// each answer holds its editor's last acknowledged comment, at the version the server returned), and the
// SQL statements of one save are counted, BEGIN and COMMIT included.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench autosave [-- --quick]
//
// `--quick` (or BENCH_QUICK=1) paces for 10 s and runs unpaced for 5 s instead of 60 s and 10 s.
import { ROLE } from '../common/roles.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, projects, users } from '../server/db/schema/index.ts';
import { questionsFor, BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
import { reportGoal } from './support/goal.ts';
import { startBenchApp } from './support/bench-app.ts';
import { percentiles } from './support/timing.ts';
import { insertBenchOrganization } from './support/bench-organization.ts';

const EDITORS = 50;
const PACE_MS = 2000;
const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const PACED_SEC = quick ? 10 : 60;
const UNPACED_SEC = quick ? 5 : 10;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const bench = await startBenchApp({ hashCost: 'fast' });
const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite';

// BEGIN and COMMIT do not pass the query logger: count them at the transaction itself.
const transaction = bench.db.transaction.bind(bench.db);
bench.db.transaction = (work, config) => {
  bench.statements.count += 2;
  return transaction(work, config);
};

const org = await insertBenchOrganization(bench.db, 'Autosave Co');
const hash = await bench.deps.hasher.hash(DEMO_USER_PASSWORD);
const people = await bench.db
  .insert(users)
  .values(Array.from({ length: EDITORS }, (_, i) => ({ organizationId: org.id, name: `Editor ${i + 1}`, email: `editor${i + 1}-${randomUUID().slice(0, 6)}@bench.example`, passwordHash: hash, userType: ROLE.SUPER_USER })))
  .returning();
const [project] = await bench.db
  .insert(projects)
  .values({ organizationId: org.id, name: 'Workshop', bankVersion: BANK_VERSION, ownerUserId: people[0]!.id, costRange: '1to5m', projectType: 'revamp' })
  .returning();
if (!project) throw new Error('project not created');

// One question per editor, FEL 2 first, then FEL 3 (the first FEL 3 save also moves statusfel3 to 1).
const slots = [...questionsFor('fel2'), ...questionsFor('fel3')].slice(0, EDITORS).map((q) => ({ phase: q.phase, code: q.code }));
if (slots.length < EDITORS) throw new Error('not enough questions for one per editor');

type Editor = { token: string; phase: string; code: string; version: number; acknowledged: string | null; saves: number };
const editors: Editor[] = [];
for (const [i, person] of people.entries()) {
  const res = await fetch(`${bench.baseUrl}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: person.email, password: DEMO_USER_PASSWORD }) });
  const token = ((await res.json()) as { access?: unknown }).access;
  if (typeof token !== 'string') throw new Error(`sign-in of ${person.email} failed (${res.status})`);
  editors.push({ token, ...slots[i]!, version: 0, acknowledged: null, saves: 0 });
}

const SAVE = `mutation Save($input: SaveAnswerInput!) { saveAnswer(input: $input) { answer { version comment } errors { code message } } }`;
type SaveBody = { data?: { saveAnswer?: { answer: { version: number; comment: string } | null; errors: { code: string; message: string }[] } } };

const failures: string[] = [];
/** One autosave of the editor's answer; returns its latency in ms. */
async function save(e: Editor): Promise<number> {
  const comment = `${e.code} save ${e.saves + 1} ${randomUUID().slice(0, 8)}`;
  const input = { key: project!.id, phase: e.phase, code: e.code, version: e.version, level: (e.saves % 4) + 1, comment };
  const started = performance.now();
  const res = await fetch(`${bench.baseUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: SAVE, variables: { input } }) });
  const body = (await res.json()) as SaveBody;
  const ms = performance.now() - started;
  const result = body.data?.saveAnswer;
  if (!result?.answer || result.errors.length > 0) failures.push(`${e.code}: ${res.status} ${JSON.stringify(result?.errors ?? body)}`);
  else {
    e.version = result.answer.version;
    e.acknowledged = result.answer.comment;
    e.saves++;
  }
  return ms;
}

// Warm-up: every editor's first save (inserts the rows), then the statement count of one update.
await Promise.all(editors.map((e) => save(e)));
bench.statements.reset();
await save(editors[0]!);
const statements = bench.statements.count;

/** Each editor saves every PACE_MS (starting at a random offset) until the end; latencies of all saves. */
async function paced(seconds: number): Promise<number[]> {
  const end = performance.now() + seconds * 1000;
  const samples: number[] = [];
  await Promise.all(
    editors.map(async (e) => {
      let next = performance.now() + Math.random() * PACE_MS;
      while (next < end) {
        await sleep(Math.max(0, next - performance.now()));
        samples.push(await save(e));
        next += PACE_MS;
      }
    }),
  );
  return samples;
}

/** Each editor saves again as soon as its last save answered. */
async function unpaced(seconds: number): Promise<{ samples: number[]; perSec: number }> {
  const started = performance.now();
  const end = started + seconds * 1000;
  const samples: number[] = [];
  await Promise.all(
    editors.map(async (e) => {
      while (performance.now() < end) samples.push(await save(e));
    }),
  );
  return { samples, perSec: samples.length / ((performance.now() - started) / 1000) };
}

/** Every editor's answer holds its last acknowledged save, at the version the server gave it. */
async function lostSaves(): Promise<number> {
  let lost = 0;
  for (const e of editors) {
    const [row] = await bench.db
      .select({ comment: answers.comment, version: answers.version })
      .from(answers)
      .where(and(eq(answers.projectId, project!.id), eq(answers.phase, e.phase === 'fel2' ? 'fel2' : 'fel3'), eq(answers.questionCode, e.code)));
    if (!row || row.comment !== e.acknowledged || row.version !== e.version) lost++;
  }
  return lost;
}

const loadBefore = loadavg();
const pacedSamples = await paced(PACED_SEC);
const pacedStats = percentiles(pacedSamples);
const sortedPaced = [...pacedSamples].sort((a, b) => a - b);
const p99 = sortedPaced[Math.min(sortedPaced.length - 1, Math.ceil(0.99 * sortedPaced.length) - 1)] ?? Number.NaN;
const lostAfterPaced = await lostSaves();
const loadPaced = loadavg();
const fast = await unpaced(UNPACED_SEC);
const fastStats = percentiles(fast.samples);
const lostAfterUnpaced = await lostSaves();
const acknowledged = editors.reduce((n, e) => n + e.saves, 0);

console.log(`\nAutosave, ${EDITORS} editors on one project, ${database}; load average ${loadBefore} before, ${loadPaced} after the paced run, ${loadavg()} at the end`);
console.log(`paced (one save per editor every ${PACE_MS / 1000} s, ${PACED_SEC} s): ${pacedStats.n} saves, p50 ${pacedStats.p50.toFixed(1)} ms, p95 ${pacedStats.p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
console.log(`unpaced (${UNPACED_SEC} s): ${fast.perSec.toFixed(1)} saves/s, p50 ${fastStats.p50.toFixed(1)} ms, p95 ${fastStats.p95.toFixed(1)} ms`);
console.log(`SQL statements per save (BEGIN and COMMIT included, session check included): ${statements}`);
console.log(`acknowledged saves ${acknowledged}, failed saves ${failures.length}, lost after paced ${lostAfterPaced}, lost at the end ${lostAfterUnpaced}`);
for (const f of failures.slice(0, 5)) console.log(`  failed: ${f}`);
reportGoal({ what: 'autosave p99, 50 editors paced every 2 s', max: 50, figure: p99, unit: 'ms', digits: 1 });
const intact = reportGoal({ what: 'autosave saves lost or failed', max: 0, figure: lostAfterPaced + lostAfterUnpaced + failures.length, unit: 'saves' });

await bench.close();
// A lost or failed save fails the run; a slow one is a figure.
process.exit(intact ? 0 : 1);
