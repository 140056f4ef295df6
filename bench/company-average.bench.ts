import { BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
// The company average of DOMAIN.md §3 at 3,000 saved reports: companyAggregate
// (server/modules/reports/reports.queries.ts) reads the totals kept as reports are written (report_totals,
// report_latest), which the database fills from these inserted rows as it would from the app's. The baseline,
// measured in the same run on the same rows, answers the same figures (checked, key by key, before timing)
// the straightforward way: each other project's newest report read from the reports themselves and
// aggregated in one statement. Each saved row carries a real snapshot (tests/fixtures/method1-report.snapshot.json, 21 KB).
import { ROLE } from '../common/roles.ts';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rawRows } from '../server/db/client.ts';
import { projects, reports, users } from '../server/db/schema/index.ts';
import { companyAggregate } from '../server/modules/reports/reports.queries.ts';
import { startBenchApp, statementsOf } from './support/bench-app.ts';
import { timeRequests } from './support/timing.ts';
import { reportGoal } from './support/goal.ts';
import { insertBenchOrganization } from './support/bench-organization.ts';

const PROJECTS = 1000;
const REPORTS_PER_PROJECT = 3;
const ROUNDS = 60;
const GOAL_MS = 5;

const bench = await startBenchApp({ hashCost: 'fast' });
const snapshot = JSON.parse(readFileSync(new URL('../tests/fixtures/method1-report.snapshot.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const org = await insertBenchOrganization(bench.db, 'Average Co');
const [owner] = await bench.db.insert(users).values({ organizationId: org.id, name: 'Owner', email: `owner-${Date.now()}@bench.example`, passwordHash: 'x', userType: ROLE.CLIENT_ADMIN }).returning();
if (!owner) throw new Error('owner not created');
let subject = '';
for (let start = 0; start < PROJECTS; start += 100) {
  const rows = await bench.db
    .insert(projects)
    .values(Array.from({ length: 100 }, (_, i) => ({ organizationId: org.id, ownerUserId: owner.id, bankVersion: BANK_VERSION, name: `P${start + i}`, projectType: i % 2 ? 'revamp' : 'new', costRange: '1to5m' })))
    .returning({ id: projects.id });
  subject ||= rows[0]?.id ?? '';
  for (let r = 0; r < REPORTS_PER_PROJECT; r++) {
    await bench.db.insert(reports).values(
      rows.map((p, i) => {
        const fel = 4 + ((i + r) % 50) / 10;
        return { projectId: p.id, phase: 'fel3' as const, bankVersion: '2026.2', method: 2, snapshot: { ...snapshot, version: 2, felIndex: fel }, felIndex: fel, siteIndex: fel / 3, engIndex: fel / 3, pepIndex: fel / 3, projectType: i % 2 ? 'revamp' : 'new', createdAt: new Date(Date.now() - (REPORTS_PER_PROJECT - r) * 86400_000) };
      }),
    );
  }
}
await rawRows(bench.db, sql`analyze`);

const params = { organizationId: org.id, phase: 'fel3' as const, method: 2, excludeProjectId: subject, projectType: 'revamp' };
const columns = () => companyAggregate(bench.db, params);
// The baseline: the same figures from the reports themselves (each other project's newest, then one aggregate).
const figure = (col: string, name: string, classAlias: string) =>
  sql.raw(`avg(${col})::float8 as "${name}Avg", min(${col})::float8 as "${name}Min", max(${col})::float8 as "${name}Max", (avg(${col}) filter (where project_type = 'revamp'))::float8 as "${classAlias}"`);
const fromReports = async () =>
  (
    await rawRows(
      bench.db,
      sql`with latest as (
          select distinct on (r.project_id) r.project_id, r.project_type, r.fel_index, r.site_index, r.eng_index, r.pep_index
          from ${reports} r join ${projects} pr on pr.id = r.project_id
          where pr.organization_id = ${org.id} and r.phase = 'fel3' and r.method = 2
          order by r.project_id, r.created_at desc, r.id desc)
        select count(*)::int as n, (count(*) filter (where project_type = 'revamp'))::int as "classN",
          ${figure('fel_index', 'fel', 'classFel')}, ${figure('site_index', 'site', 'classSite')}, ${figure('eng_index', 'eng', 'classEng')}, ${figure('pep_index', 'pep', 'classPep')}
        from latest where project_id <> ${subject}`,
    )
  )[0];

const check = await columns();
if (check.n !== PROJECTS - 1) throw new Error(`expected ${PROJECTS - 1} projects in the average, got ${check.n}`);
// Like with like: the baseline's figures are the product's (to 1e-9: sums and averages round differently).
const baseline: unknown = await fromReports();
const differences = Object.entries(check).filter(([key, value]) => {
  const theirs: unknown = typeof baseline === 'object' && baseline !== null ? (baseline as Record<string, unknown>)[key] : undefined;
  if (value === null || theirs === null || theirs === undefined) return value !== (theirs ?? undefined) && !(value === null && theirs === null);
  return Math.abs(Number(value) - Number(theirs)) > 1e-9 * Math.max(1, Math.abs(Number(value)));
});
if (differences.length > 0) {
  console.log(`FAIL: the baseline answers differently: ${differences.map(([key, value]) => `${key} product ${String(value)}`).join(', ')}\nbaseline: ${JSON.stringify(baseline)}`);
  process.exitCode = 1;
} else console.log(`Same figures from both (${Object.keys(check).length} values): ${JSON.stringify(check)}`);
const app = await timeRequests(ROUNDS, columns);
const base = await timeRequests(ROUNDS, fromReports);
const statements = await statementsOf(bench, columns);
console.log(`\nCompany average over ${PROJECTS - 1} projects' latest reports (${PROJECTS * REPORTS_PER_PROJECT} saved reports), ${ROUNDS} rounds each`);
console.log(`kept totals (companyAggregate): p50 ${app.p50.toFixed(2)} ms, p95 ${app.p95.toFixed(2)} ms, ${statements} SQL statement(s), counted`);
console.log(`baseline, the same figures from the reports: p50 ${base.p50.toFixed(2)} ms, p95 ${base.p95.toFixed(2)} ms`);
console.log(`baseline p50 ÷ product p50: ${(base.p50 / app.p50).toFixed(2)} (above 1: the kept totals are faster); 1 statement: ${statements === 1 ? 'met' : 'NOT met'}`);
reportGoal({ what: `company average at ${PROJECTS * REPORTS_PER_PROJECT} saved reports, p50`, max: GOAL_MS, figure: app.p50, unit: 'ms', digits: 2 });
await bench.close();
