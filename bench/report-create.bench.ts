// Report creation at 100 and at 10,000 projects: the `createReport` mutation (GraphQL, the whole snapshot
// built and saved, company average included) for a fresh, fully answered project each round, first in an
// organization of 100 projects, then after it has grown to 10,000 (a saved FEL 2 report on one in three:
// bench/support/dashboard-data.ts). The goal: creation at 10,000 at most ×1.5 its time at 100.
// Also the SQL statements of one creation (BEGIN/COMMIT included; least of three, as a cache may expire in
// between), which must not grow either.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench report-create [-- --quick]
//   --quick: 15 rounds per size instead of 40.
//   Profile: node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/report-create.bench.ts
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, projects } from '../server/db/schema/index.ts';
import { BANK, questionsFor, BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
import { startBenchApp, statementsOf } from './support/bench-app.ts';
import { timeRequests } from './support/timing.ts';
import { addProjects } from './support/dashboard-data.ts';
import { reportGoal } from './support/goal.ts';
import { benchSignIn, insertBenchOrganization, insertBenchViewer } from './support/bench-organization.ts';

const ROUNDS = process.argv.includes('--quick') ? 15 : 40;
const SMALL = 100;
const LARGE = 10_000;
const GOAL_RATIO = 1.5;

const bench = await startBenchApp({ hashCost: 'fast' });
const org = await insertBenchOrganization(bench.db, 'Create Co');
const viewer = await insertBenchViewer(bench.db, { organizationId: org.id, passwordHash: await bench.deps.hasher.hash(DEMO_USER_PASSWORD), name: 'Bench Creator' });
const token = await benchSignIn(bench.baseUrl, viewer.email);

/** `count` projects with FEL 2 fully answered (varied levels, with evidence), ready for a report. */
async function answeredProjects(count: number, label: string): Promise<string[]> {
  const rows = await bench.db
    .insert(projects)
    .values(Array.from({ length: count }, (_, i) => ({ organizationId: org!.id, ownerUserId: viewer!.id, bankVersion: BANK_VERSION, name: `${label} ${i}`, costRange: '1to5m', projectType: 'revamp' })))
    .returning({ id: projects.id });
  const fel2 = questionsFor('fel2');
  await bench.db.insert(answers).values(
    rows.flatMap((p) => fel2.map((q, i) => ({ projectId: p.id, phase: 'fel2' as const, questionCode: q.code, bankVersion: BANK.version, level: Math.min(4, q.target + (i % 3)), evidence: `DOC-${i} rev B` }))),
  );
  return rows.map((r) => r.id);
}

const CREATE = `mutation($input: CreateReportInput!) { createReport(input: $input) { report { key benchmarks { key companyProjects } } errors { message } } }`;
async function createReport(projectKey: string): Promise<number> {
  const res = await fetch(`${bench.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: CREATE, variables: { input: { projectKey, phase: 'fel2', notes: 'Bench notes' } } }),
  });
  const body = (await res.json()) as { data?: { createReport: { report: { benchmarks: { key: string; companyProjects: number }[] } | null; errors: unknown } } };
  const report = body.data?.createReport.report;
  if (!report) throw new Error(`createReport failed: ${JSON.stringify(body)}`);
  return report.benchmarks.find((b) => b.key === 'composite')?.companyProjects ?? -1;
}

/** p50/p95 of creating a report for a fresh project each round (after 5 warm-up rounds), and the statements of one creation (least of three). */
async function measure(size: number) {
  const subjects = await answeredProjects(ROUNDS + 9, `Subject ${size}`);
  let next = 0;
  const take = () => subjects[next++] ?? '';
  const counts = [];
  for (let i = 0; i < 3; i++) counts.push(await statementsOf(bench, () => createReport(take())));
  const statements = Math.min(...counts);
  const peers = await createReport(take());
  const figures = await timeRequests(ROUNDS, () => createReport(take()));
  return { size, peers, statements, ...figures };
}

await addProjects(bench.db, { organizationId: org.id, ownerIds: [viewer.id], from: 0, count: SMALL });
const small = await measure(SMALL);
await addProjects(bench.db, { organizationId: org.id, ownerIds: [viewer.id], from: SMALL, count: LARGE - SMALL });
const large = await measure(LARGE);

console.log(`\nReport creation (createReport, FEL 2, a fresh answered project each round), ${ROUNDS} rounds per size; times in ms`);
console.log('projects | peers in the average | p50      | p95      | SQL statements / creation');
for (const r of [small, large]) console.log(`${String(r.size).padStart(8)} | ${String(r.peers).padStart(20)} | ${r.p50.toFixed(2).padStart(8)} | ${r.p95.toFixed(2).padStart(8)} | ${r.statements}`);
const met = reportGoal({ what: `report creation at ${LARGE.toLocaleString('en-US')} projects vs ${SMALL} (p50 ${large.p50.toFixed(1)} vs ${small.p50.toFixed(1)} ms)`, max: GOAL_RATIO, figure: large.p50 / small.p50, unit: '×', digits: 2 });
const sameStatements = large.statements === small.statements;
console.log(sameStatements ? `SQL statements per creation: ${small.statements} at both sizes.` : `FAIL: SQL statements per creation grew from ${small.statements} to ${large.statements}.`);
await bench.close();
process.exit(met && sameStatements ? 0 : 1);
