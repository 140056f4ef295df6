// `npm run bench live-fanout`: the live workspace under load. The product (server/main.ts, production settings,
// its own process) on PostgreSQL behind a TCP proxy that counts SQL statements; 500 answerSaved streams on one
// project (50 Super Users, 10 streams each: the per-person cap), and a writer saving an area (saveAreaAnswers,
// two answers) 5 times a second. Printed: statements per save with 50 and with 500 streams (goal: the same
// within 10 %),
// the latency from a save's request to each stream's event, p50 and p99 (goal: p99 ≤ 250 ms at 500), and
// another tenant's `{ health }` and dashboard (the first page of 50 of its 200 projects) timed beside the
// same calls with no stream open, in the same run. The load average is printed beside every figure.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench live-fanout
//   BENCH_SAVE_SECONDS (8): how long each phase saves.
import { BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
import { ROLE } from '../common/roles.ts';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { emptyDatabase } from '../server/db/reset.ts';
import { projects, users } from '../server/db/schema/index.ts';
import { createPasswordHasher } from '../server/modules/auth/password-hasher.ts';
import { questionsForArea } from '../server/modules/questionnaire/bank/index.ts';
import { addProjects } from './support/dashboard-data.ts';
import { reportGoal } from './support/goal.ts';
import { startBenchAppProcess } from './support/bench-app-process.ts';
import { benchSignIn, insertBenchOrganization } from './support/bench-organization.ts';
import { openStreams, type OpenStreams, together } from './support/live-streams.ts';
import { startStatementCounter } from './support/statement-counter.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the live fan-out needs PostgreSQL (LISTEN/NOTIFY across connections). Set it and run again.');
  process.exit(1);
}
const SAVE_SECONDS = Math.max(2, Number(process.env.BENCH_SAVE_SECONDS ?? 8));
const SAVES_PER_SECOND = 5;
const STREAMS_PER_USER = 10;
const load = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

// Two tenants: the busy one (one project, its writer and 50 watchers) and a quiet one with 200 projects.
const database = await openDatabase({ kind: 'postgres', url, max: 2 });
await emptyDatabase(database.db);
await database.migrate();
const hash = await createPasswordHasher('fast').hash(DEMO_USER_PASSWORD);
const busy = await insertBenchOrganization(database.db, 'Busy Co');
const quiet = await insertBenchOrganization(database.db, 'Quiet Co');
const person = async (organizationId: string, email: string) => {
  const [row] = await database.db.insert(users).values({ organizationId, name: email, email, passwordHash: hash, userType: ROLE.SUPER_USER }).returning();
  if (!row) throw new Error('user not created');
  return row;
};
const writer = await person(busy.id, 'writer@busy.example');
const watchers = await Promise.all(Array.from({ length: 50 }, (_, i) => person(busy.id, `watcher-${i}@busy.example`)));
const quietViewer = await person(quiet.id, 'viewer@quiet.example');
const [project] = await database.db.insert(projects).values({ organizationId: busy.id, ownerUserId: writer.id, bankVersion: BANK_VERSION, name: 'The busy project', costRange: '1to5m', projectType: 'revamp' }).returning();
if (!project) throw new Error('project not created');
await addProjects(database.db, { organizationId: quiet.id, ownerIds: [quietViewer.id], from: 1, count: 200 });

const counter = await startStatementCounter(url);
const app = await startBenchAppProcess({ databaseUrl: counter.url });
const bearer = async (email: string) => ({ authorization: `Bearer ${await benchSignIn(app.baseUrl, email)}`, 'content-type': 'application/json' });
const writerHeaders = await bearer(writer.email);
const quietHeaders = await bearer(quietViewer.email);
const watcherTokens = await Promise.all(watchers.map(async (w) => (await bearer(w.email)).authorization));

const SUBSCRIPTION = `subscription($p: ID!) { answerSaved(project: $p) { phase questionCode savedBy answer { level version } } }`;
const HEALTH = JSON.stringify({ query: '{ health }' });
const DASHBOARD = JSON.stringify({
  query: `query ProjectList($first: Int) { projects(filter: { status: active }, sort: name, first: $first) { total nodes { key name currentPhase owner { name }
    fel2Index: latestFelIndex(phase: fel2) progress { phase area answered total } } } }`,
  variables: { first: 50 },
});

/** One POST /graphql; resolves to its duration in ms (throws on an error answer). */
async function post(headers: Record<string, string>, body: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`answer ${res.status}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

/** The other tenant's calls, each repeated every 200 ms for `ms`: their durations. */
async function quietCalls(ms: number): Promise<{ health: number[]; dashboard: number[] }> {
  const until = Date.now() + ms;
  const repeat = async (body: string) => {
    const durations: number[] = [];
    while (Date.now() < until) {
      durations.push(await post(quietHeaders, body));
      await pause(200);
    }
    return durations;
  };
  const [health, dashboard] = await Promise.all([repeat(HEALTH), repeat(DASHBOARD)]);
  return { health, dashboard };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

// The writer saves two answers of the site area each time, alternating questions; each save's version is known.
const site = questionsForArea('fel2', 'site');
const versions = new Map<string, number>();
let saveNumber = 0;
const SavedAnswers = z.object({ data: z.object({ saveAreaAnswers: z.object({ answers: z.array(z.object({ questionCode: z.string(), version: z.number() })) }) }) });
async function saveArea(): Promise<{ startedAt: number; keys: string[] }> {
  const codes = [site[(saveNumber * 2) % site.length]?.code ?? '', site[(saveNumber * 2 + 1) % site.length]?.code ?? ''];
  const level = (saveNumber++ % 4) + 1;
  const answers = codes.map((code) => ({ code, version: versions.get(code) ?? 0, level }));
  const startedAt = performance.now();
  const body = JSON.stringify({
    query: 'mutation($input: SaveAreaAnswersInput!) { saveAreaAnswers(input: $input) { answers { questionCode version } errors { message } } }',
    variables: { input: { key: project?.id, phase: 'fel2', area: 'site', answers } },
  });
  const res = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: writerHeaders, body });
  const saved: unknown = await res.json();
  const parsed = SavedAnswers.safeParse(saved);
  if (!parsed.success || parsed.data.data.saveAreaAnswers.answers.length !== codes.length) throw new Error(`the save failed: ${JSON.stringify(saved).slice(0, 300)}`);
  const list = parsed.data.data.saveAreaAnswers.answers;
  for (const a of list) versions.set(a.questionCode, a.version);
  return { startedAt, keys: list.map((a) => `${a.questionCode}:${a.version}`) };
}

/** Saves 5 a second for SAVE_SECONDS with the streams open: statements per save and save → event latencies. */
async function savePhase(streams: OpenStreams): Promise<{ statementsPerSave: number; latencies: number[]; missed: number; loadavg: string }> {
  const saves: { startedAt: number; keys: string[] }[] = [];
  await saveArea(); // warm: the first save's caller and statements are not counted
  await streams.quiet(2000);
  counter.reset();
  const until = Date.now() + SAVE_SECONDS * 1000;
  while (Date.now() < until) {
    const tick = Date.now();
    saves.push(await saveArea());
    await pause(Math.max(0, 1000 / SAVES_PER_SECOND - (Date.now() - tick)));
  }
  await streams.quiet(3000);
  const statements = counter.count();
  const latencies = streams.latencies(saves);
  const expected = saves.length * streams.count;
  return { statementsPerSave: statements / saves.length, latencies, missed: expected - latencies.length, loadavg: await load() };
}

// 1. No streams: the quiet tenant's calls.
console.log(`\nWith no stream open (load average ${await load()}):`);
const alone = await quietCalls(SAVE_SECONDS * 1000);
console.log(`  quiet tenant { health }: p50 ${ms(quantile(alone.health, 0.5))}, p99 ${ms(quantile(alone.health, 0.99))}; dashboard: p50 ${ms(quantile(alone.dashboard, 0.5))}, p99 ${ms(quantile(alone.dashboard, 0.99))}`);

// 2. 50 streams (5 watchers × 10), then 500 (50 × 10), each with saves at 5 a second.
const few = await openStreams(app.baseUrl, SUBSCRIPTION, { p: project.id }, watcherTokens.slice(0, 5).flatMap((t) => Array<string>(STREAMS_PER_USER).fill(t)));
const fewFigures = await savePhase(few);
console.log(`\n50 streams (load average ${fewFigures.loadavg}): ${fewFigures.statementsPerSave.toFixed(2)} statements per save; save → event p50 ${ms(quantile(fewFigures.latencies, 0.5))}, p99 ${ms(quantile(fewFigures.latencies, 0.99))}; events missed ${fewFigures.missed}`);
const more = await openStreams(app.baseUrl, SUBSCRIPTION, { p: project.id }, watcherTokens.slice(5).flatMap((t) => Array<string>(STREAMS_PER_USER).fill(t)));
const all = together(few, more);
const [manyFigures, busyQuiet] = await Promise.all([savePhase(all), pause(3000).then(() => quietCalls((SAVE_SECONDS - 2) * 1000))]);
console.log(`\n${all.count} streams (load average ${manyFigures.loadavg}): ${manyFigures.statementsPerSave.toFixed(2)} statements per save; save → event p50 ${ms(quantile(manyFigures.latencies, 0.5))}, p99 ${ms(quantile(manyFigures.latencies, 0.99))}; events missed ${manyFigures.missed}`);
console.log(`  quiet tenant meanwhile { health }: p50 ${ms(quantile(busyQuiet.health, 0.5))}, p99 ${ms(quantile(busyQuiet.health, 0.99))}; dashboard: p50 ${ms(quantile(busyQuiet.dashboard, 0.5))}, p99 ${ms(quantile(busyQuiet.dashboard, 0.99))}`);
console.log(`  the same calls with no stream open: { health } p50 ${ms(quantile(alone.health, 0.5))}, p99 ${ms(quantile(alone.health, 0.99))}; dashboard p50 ${ms(quantile(alone.dashboard, 0.5))}, p99 ${ms(quantile(alone.dashboard, 0.99))}`);

console.log('\nGoals:');
// The same within 10 %: the wire also carries what time alone causes (the mail worker's poll every second,
// a cached caller read again after its 60 s), whatever the number of streams.
reportGoal({
  what: `statements per area save at ${all.count} streams ÷ at 50 (${manyFigures.statementsPerSave.toFixed(2)} ÷ ${fewFigures.statementsPerSave.toFixed(2)}: independent of the stream count) [load ${manyFigures.loadavg}]`,
  max: 1.1,
  figure: manyFigures.statementsPerSave / fewFigures.statementsPerSave,
  unit: '×',
  digits: 2,
});
reportGoal({ what: `save → event p99 at ${all.count} streams, 5 area saves a second [load ${manyFigures.loadavg}]`, max: 250, figure: quantile(manyFigures.latencies, 0.99), unit: 'ms', digits: 1 });
reportGoal({ what: `events that never arrived at ${all.count} streams [load ${manyFigures.loadavg}]`, max: 0, figure: manyFigures.missed, unit: 'events' });

all.close();
await app.stop();
await counter.close();
await database.close();
process.exit(0);
