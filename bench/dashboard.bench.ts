// The dashboard project list at 10 and at 1,000 projects: the GraphQL page the client asks for and the
// legacy full list, each against a bare postgres.js query that returns the same rows in one statement,
// measured in the same run. Prints latency (p50 / p95), the ratio to the baseline, and the SQL
// statements one request makes (which must not grow with the list).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench dashboard
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, organizations, projects, reports, teamMembers, users } from '../server/db/schema/index.ts';
import { newLicenseKey } from '../server/db/seed.ts';
import { BANK, questionsFor } from '../server/modules/questionnaire/bank/index.ts';
import { startBenchApp, statementsOf, timeRequests } from './support/bench-app.ts';
import { figures } from '../tests/support/report-fixtures.ts';

const PAGE = 10;
const ROUNDS = { page: 200, full: 40 };

const bench = await startBenchApp({ hashCost: 'fast' });
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the bare postgres.js baseline needs a PostgreSQL server. Set it and run again.');
  await bench.close();
  process.exit(1);
}
const bare = postgres(url, { max: 2, onnotice: () => undefined });

// One client organization, a Super User (sees every project) and five owners.
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const [org] = await bench.db
  .insert(organizations)
  .values({ name: 'Bench Co', licenseKey: newLicenseKey(), licenseCreate: day(-10), licenseDue: day(300), subscription: 2, plantNames: ['Main plant'] })
  .returning();
if (!org) throw new Error('organization not created');
const hash = await bench.deps.hasher.hash(DEMO_USER_PASSWORD);
const viewerEmail = `viewer-${randomUUID().slice(0, 6)}@bench.example`;
const people = await bench.db
  .insert(users)
  .values([
    { organizationId: org.id, name: 'Bench Viewer', email: viewerEmail, passwordHash: hash, userType: 5 },
    ...[1, 2, 3, 4, 5].map((i) => ({ organizationId: org.id, name: `Owner ${i}`, email: `owner${i}-${randomUUID().slice(0, 6)}@bench.example`, passwordHash: hash, userType: 4 })),
  ])
  .returning();
const owners = people.slice(1);

/** Adds projects like real ones: about half the FEL 2 questions answered, a team member, a report on some. */
async function addProjects(from: number, count: number) {
  const fel2 = questionsFor('fel2');
  for (let start = from; start < from + count; start += 100) {
    const batch = Array.from({ length: Math.min(100, from + count - start) }, (_, i) => start + i);
    const rows = await bench.db
      .insert(projects)
      .values(batch.map((n) => ({ organizationId: org!.id, name: `Project ${String(n).padStart(4, '0')}`, ownerUserId: owners[n % owners.length]!.id, costRange: '1to5m', projectType: 'revamp' })))
      .returning({ id: projects.id });
    await bench.db.insert(answers).values(rows.flatMap((p, i) => fel2.slice(0, 10 + (i % 20)).map((q) => ({ projectId: p.id, phase: 'fel2' as const, questionCode: q.code, bankVersion: BANK.version, level: q.target }))));
    await bench.db.insert(teamMembers).values(rows.map((p) => ({ projectId: p.id, phase: 'fel2' as const, name: 'Team', email: 'team@bench.example' })));
    await bench.db.insert(reports).values(rows.filter((_, i) => i % 3 === 0).map((p, i) => ({ projectId: p.id, phase: 'fel2' as const, bankVersion: BANK.version, snapshot: { felIndex: 5 + (i % 40) / 10 }, ...figures(5 + (i % 40) / 10) })));
  }
  // Fresh planner statistics, as autovacuum would have them on a live database (for the app and the baseline alike).
  await bare`analyze`;
}

const login = await fetch(`${bench.baseUrl}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: viewerEmail, password: DEMO_USER_PASSWORD }) });
const token = String(((await login.json()) as { access?: unknown }).access);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const DASHBOARD = `query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {
  viewer { permissions { viewerCanCreateProject } }
  projects(filter: $filter, first: $first, offset: $offset) { total nodes { key name isActive isValid currentPhase owner { key name }
    fel2Index: latestFelIndex(phase: fel2) fel3Index: latestFelIndex(phase: fel3) progress { phase area label answered total flagged } } } }`;

const requests = {
  /** The request the dashboard makes for its first page. */
  graphqlPage: async () => {
    const res = await fetch(`${bench.baseUrl}/graphql`, { method: 'POST', headers: auth, body: JSON.stringify({ query: DASHBOARD, variables: { filter: { status: 'active' }, first: PAGE, offset: 0 } }) });
    const body = (await res.json()) as { data?: { projects?: { nodes: unknown[] } } };
    return body.data?.projects?.nodes.length ?? -1;
  },
  /** The legacy full list of the client. */
  legacyList: async () => {
    const res = await fetch(`${bench.baseUrl}/api/projects/${org.id}`, { headers: auth });
    const body = (await res.json()) as { projects?: unknown[] };
    return body.projects?.length ?? -1;
  },
};

// The same rows as one hand-written statement: owner, progress per phase and area, newest FEL Index per phase.
const codes = BANK.questions.map((q) => q.code);
const phases = BANK.questions.map((q) => q.phase);
const areas = BANK.questions.map((q) => q.area);
const baseline = (limit: number) => bare`
  with page as (
    select p.*, count(*) over () as total from projects p
    where p.organization_id = ${org.id} and p.is_active
    order by lower(p.name), p.id limit ${limit}),
  counts as (
    select a.project_id, a.phase, q.area,
      count(*) filter (where a.level is not null or (a.na and btrim(a.na_reason) <> '')) as answered, count(*) filter (where a.revisit) as flagged
    from answers a join unnest(${codes}::text[], ${phases}::text[], ${areas}::text[]) as q(code, phase, area) on q.code = a.question_code and q.phase = a.phase
    where a.project_id in (select id from page) group by 1, 2, 3),
  progress as (
    select project_id, jsonb_agg(jsonb_build_object('phase', phase, 'area', area, 'answered', answered, 'flagged', flagged)) as progress
    from counts group by project_id),
  latest as (
    select distinct on (project_id, phase) project_id, phase, snapshot->>'felIndex' as fel_index
    from reports where project_id in (select id from page) order by project_id, phase, created_at desc)
  select page.id, page.name, page.is_active, page.is_valid, page.fel20, page.statusfel3, u.name as owner, progress.progress,
    l2.fel_index as fel2, l3.fel_index as fel3, page.total
  from page join users u on u.id = page.owner_user_id
    left join progress on progress.project_id = page.id
    left join latest l2 on l2.project_id = page.id and l2.phase = 'fel2'
    left join latest l3 on l3.project_id = page.id and l3.phase = 'fel3'
  order by lower(page.name), page.id`;



type Row = { size: number; what: string; rows: number; p50: number; p95: number; baseP50: number; ratio: number; statements: number };
const table: Row[] = [];

async function measure(size: number) {
  const pageRows = await requests.graphqlPage();
  const listRows = await requests.legacyList();
  const page = await timeRequests(ROUNDS.page, requests.graphqlPage);
  const pageBase = await timeRequests(ROUNDS.page, () => baseline(PAGE));
  const list = await timeRequests(ROUNDS.full, requests.legacyList);
  const listBase = await timeRequests(ROUNDS.full, () => baseline(100_000));
  table.push(
    { size, what: `GraphQL dashboard page (first ${PAGE})`, rows: pageRows, p50: page.p50, p95: page.p95, baseP50: pageBase.p50, ratio: page.p50 / pageBase.p50, statements: await statementsOf(bench, requests.graphqlPage) },
    { size, what: 'GET /api/projects/{clientKey} (all)', rows: listRows, p50: list.p50, p95: list.p95, baseP50: listBase.p50, ratio: list.p50 / listBase.p50, statements: await statementsOf(bench, requests.legacyList) },
  );
}

await addProjects(0, 10);
await measure(10);
await addProjects(10, 990);
await measure(1000);

const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nDashboard list, app and baseline on the same PostgreSQL; ${ROUNDS.page} (page) / ${ROUNDS.full} (full list) sequential requests; times in ms`);
console.log('projects | request                                 | rows | app p50 | app p95 | bare SQL p50 | ratio | SQL statements / request');
for (const r of table) {
  console.log(
    `${String(r.size).padStart(8)} | ${r.what.padEnd(39)} | ${String(r.rows).padStart(4)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.baseP50)}     | ${r.ratio.toFixed(1).padStart(5)} | ${r.statements}`,
  );
}
const grew = table.filter((r) => r.size === 1000).some((r) => r.statements !== table.find((s) => s.size === 10 && s.what === r.what)?.statements);
console.log(grew ? '\nFAIL: the SQL statements per request grew with the list.' : '\nSQL statements per request do not grow with the list (10 → 1,000 projects).');

await bare.end({ timeout: 5 });
await bench.close();
process.exit(grew ? 1 : 0);
