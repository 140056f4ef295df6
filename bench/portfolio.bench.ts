// The portfolio at 10 and 1,000 projects: the GraphQL request the portfolio screen makes (projects, charts,
// filter choices, first page of actions) and the actions CSV, beside a bare postgres.js statement that
// computes the project rows alone in one go, measured in the same run. That reference is NOT like with like
// (issue 22: it is run in this process, over no HTTP, without authentication, and answers the project rows
// only, not the screen's JSON), so it is printed as a reference, labelled so, and no goal is judged on it.
// Prints latency (p50 / p95) and the SQL statements one request makes (which must not grow with the portfolio).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench portfolio
import { ROLE } from '../common/roles.ts';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, projects, reports, users } from '../server/db/schema/index.ts';
import { BANK, questionsFor, BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
import { startBenchApp, statementsOf } from './support/bench-app.ts';
import { timeRequests } from './support/timing.ts';
import { figures } from '../tests/support/report-fixtures.ts';
import { benchDay, insertBenchOrganization } from './support/bench-organization.ts';

const ROUNDS = { screen: 40, csv: 20 };

const bench = await startBenchApp({ hashCost: 'fast' });
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the bare postgres.js baseline needs a PostgreSQL server. Set it and run again.');
  await bench.close();
  process.exit(1);
}
const bare = postgres(url, { max: 2, onnotice: () => undefined });

const org = await insertBenchOrganization(bench.db, 'Bench Co');
const hash = await bench.deps.hasher.hash(DEMO_USER_PASSWORD);
const viewerEmail = `clientadmin-${randomUUID().slice(0, 6)}@bench.example`;
const people = await bench.db
  .insert(users)
  .values([
    { organizationId: org.id, name: 'Bench Client Admin', email: viewerEmail, passwordHash: hash, userType: ROLE.CLIENT_ADMIN },
    ...[1, 2, 3, 4, 5].map((i) => ({ organizationId: org.id, name: `Owner ${i}`, email: `owner${i}-${randomUUID().slice(0, 6)}@bench.example`, passwordHash: hash, userType: ROLE.USER })),
  ])
  .returning();
const owners = people.slice(1);
const BANDS = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];
const GATES = ['Ready', 'Ready with conditions', 'Not ready'];
const TYPES = ['revamp', 'expansion', 'new-unit', null];

/** Projects like a real portfolio: half the FEL 2 questions answered, 5 actions each, FEL 2 reports over 8 quarters and FEL 3 on a third. */
async function addProjects(from: number, count: number) {
  const fel2 = questionsFor('fel2');
  for (let start = from; start < from + count; start += 100) {
    const batch = Array.from({ length: Math.min(100, from + count - start) }, (_, i) => start + i);
    const rows = await bench.db
      .insert(projects)
      .values(batch.map((n) => ({ organizationId: org!.id, bankVersion: BANK_VERSION, name: `Project ${String(n).padStart(4, '0')}`, ownerUserId: owners[n % owners.length]!.id, costRange: '1to5m', projectType: TYPES[n % TYPES.length] ?? null, statusfel3: n % 3 === 0 ? 1 : 0 })))
      .returning({ id: projects.id });
    await bench.db.insert(answers).values(
      rows.flatMap((p, i) =>
        fel2.slice(0, 20).map((q, k) => ({
          projectId: p.id, phase: 'fel2' as const, questionCode: q.code, bankVersion: BANK.version, level: q.target,
          ...(k < 5 ? { actionText: `Action ${k} of project ${i}`, actionOwner: `Owner ${k}`, actionDue: benchDay((k - 2) * 30), actionStatus: k === 4 ? ('done' as const) : ('open' as const) } : {}),
        })),
      ),
    );
    const report = (id: string, n: number, phase: 'fel2' | 'fel3', felIndex: number) => ({
      projectId: id, phase, bankVersion: BANK.version, method: 2,
      snapshot: { felIndex, score: { felIndex, band: BANDS[n % 5], attainment: 50 + (n % 50), gate: GATES[n % 3] } },
      ...figures(felIndex), createdAt: new Date(Date.now() - (n % 8) * 91 * 86400_000),
    });
    await bench.db.insert(reports).values([
      ...rows.map((p, i) => report(p.id, start + i, 'fel2', 5 + ((start + i) % 40) / 10)),
      ...rows.filter((_, i) => (start + i) % 3 === 0).map((p, i) => report(p.id, start + i, 'fel3', 4 + ((start + i) % 30) / 10)),
    ]);
  }
  await bare`analyze`;
}

const login = await fetch(`${bench.baseUrl}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: viewerEmail, password: DEMO_USER_PASSWORD }) });
const token = String(((await login.json()) as { access?: unknown }).access);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const SCREEN = `query Portfolio { portfolio(filter: {}) {
  projects { key name projectTypeLabel costRangeLabel owner { name } currentPhase fel2 { felIndex band } fel3 { felIndex band } latest { phase attainment gate } answered total openActions overdueActions }
  filterOptions { owners { key name } }
  phases { phase projects average industry bestPractical } distribution { phase from to projects } bandCounts { phase band projects }
  movement { key fel2 fel3 } trend { quarter phase average }
  actions(first: 25) { total nodes { projectName questionCode questionTitle owner due status } } } }`;
const CSV = `query PortfolioActionsCsv { portfolio { actionsCsv { content } } }`;

const gql = async (query: string, count: (data: Record<string, unknown>) => number) => {
  const res = await fetch(`${bench.baseUrl}/graphql`, { method: 'POST', headers: auth, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data?: { portfolio?: Record<string, unknown> } };
  if (!body.data?.portfolio) throw new Error(`portfolio failed: ${JSON.stringify(body).slice(0, 300)}`);
  return count(body.data.portfolio);
};
const requests = {
  screen: () => gql(SCREEN, (p) => (Array.isArray(p.projects) ? p.projects.length : -1)),
  csv: () => gql(CSV, (p) => String((p.actionsCsv as { content?: string } | undefined)?.content ?? '').split('\n').length - 2),
};

// The project rows alone as one hand-written statement: latest method 2 report per phase, answered and action counts.
const baseline = () => bare`
  with scope as (select p.id, p.name, p.owner_user_id, case when not p.fel20 or p.statusfel3 > 0 then 'fel3' else 'fel2' end as phase
    from projects p where p.organization_id = ${org.id} and p.is_active),
  latest as (select distinct on (r.project_id, r.phase) r.project_id, r.phase, r.fel_index, r.snapshot->'score'->>'band' as band,
      r.snapshot->'score'->>'gate' as gate from reports r join scope s on s.id = r.project_id where r.method = 2
      order by r.project_id, r.phase, r.created_at desc),
  acts as (select a.project_id, count(*) filter (where a.action_status = 'open') as open, count(*) filter (where a.action_status = 'open' and a.action_due < current_date) as overdue,
      count(*) filter (where a.level is not null and a.phase = 'fel2') as answered
    from answers a join scope s on s.id = a.project_id group by 1)
  select s.*, u.name, l2.fel_index, l2.band, l3.fel_index, l3.band, a.open, a.overdue, a.answered
  from scope s join users u on u.id = s.owner_user_id left join acts a on a.project_id = s.id
    left join latest l2 on l2.project_id = s.id and l2.phase = 'fel2' left join latest l3 on l3.project_id = s.id and l3.phase = 'fel3'
  order by lower(s.name), s.id`;

type Row = { size: number; what: string; rows: number; p50: number; p95: number; baseP50: number; ratio: number; statements: number };
const table: Row[] = [];

async function measure(size: number) {
  const base = await timeRequests(ROUNDS.screen, baseline);
  for (const [what, run, rounds] of [['GraphQL portfolio screen', requests.screen, ROUNDS.screen], ['actions CSV (all)', requests.csv, ROUNDS.csv]] as const) {
    const rows = await run();
    const t = await timeRequests(rounds, run);
    // The fewest of three runs: the mail worker's poll may fall inside a long request and be counted with it.
    const statements = Math.min(await statementsOf(bench, run), await statementsOf(bench, run), await statementsOf(bench, run));
    table.push({ size, what, rows, p50: t.p50, p95: t.p95, baseP50: base.p50, ratio: t.p50 / base.p50, statements });
  }
}

await addProjects(0, 10);
await measure(10);
await addProjects(10, 990);
await measure(1000);

const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nPortfolio over HTTP, beside a reference that is not like with like (the project rows alone, one statement in this process, no HTTP, no authentication) on the same PostgreSQL; ${ROUNDS.screen} / ${ROUNDS.csv} sequential requests; times in ms`);
console.log('projects | request                  | rows | app p50 | app p95 | rows-only SQL p50 (reference) | app ÷ reference | SQL statements / request');
for (const r of table) {
  console.log(`${String(r.size).padStart(8)} | ${r.what.padEnd(24)} | ${String(r.rows).padStart(4)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.baseP50)}                      | ${r.ratio.toFixed(1).padStart(15)} | ${r.statements}`);
}
const grew = table.filter((r) => r.size === 1000).some((r) => r.statements !== table.find((s) => s.size === 10 && s.what === r.what)?.statements);
console.log(grew ? '\nFAIL: the SQL statements per request grew with the portfolio.' : '\nSQL statements per request do not grow with the portfolio (10 → 1,000 projects).');

await bare.end({ timeout: 5 });
await bench.close();
process.exit(grew ? 1 : 0);
