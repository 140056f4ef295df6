// The company average of DOMAIN.md §3 at 3,000 saved reports: method 2 reads the figure columns saved beside
// each snapshot in one aggregate (server/modules/reports/reports.queries.ts companyAggregate); the baseline,
// measured in the same run on the same rows, is the same aggregate taken from the jsonb snapshots, as
// method 1 did. Each saved row carries a real snapshot (tests/fixtures/method1-report.snapshot.json, 21 KB).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench company-average
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rawRows } from '../server/db/client.ts';
import { organizations, projects, reports, users } from '../server/db/schema/index.ts';
import { newLicenseKey } from '../server/db/seed.ts';
import { companyAggregate } from '../server/modules/reports/reports.queries.ts';
import { startBenchApp, statementsOf, timeRequests } from './support/bench-app.ts';

const PROJECTS = 1000;
const REPORTS_PER_PROJECT = 3;
const ROUNDS = 60;
const GOAL_MS = 5;

const bench = await startBenchApp({ hashCost: 'fast' });
const snapshot = JSON.parse(readFileSync(new URL('../tests/fixtures/method1-report.snapshot.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const [org] = await bench.db
  .insert(organizations)
  .values({ name: 'Average Co', licenseKey: newLicenseKey(), licenseCreate: day(-10), licenseDue: day(300), subscription: 2, plantNames: ['Main plant'] })
  .returning();
if (!org) throw new Error('organization not created');
const [owner] = await bench.db.insert(users).values({ organizationId: org.id, name: 'Owner', email: `owner-${Date.now()}@bench.example`, passwordHash: 'x', userType: 3 }).returning();
if (!owner) throw new Error('owner not created');
let subject = '';
for (let start = 0; start < PROJECTS; start += 100) {
  const rows = await bench.db
    .insert(projects)
    .values(Array.from({ length: 100 }, (_, i) => ({ organizationId: org.id, ownerUserId: owner.id, name: `P${start + i}`, projectType: i % 2 ? 'revamp' : 'new', costRange: '1to5m' })))
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
// The baseline: the same statement, but every figure unpacked from the snapshot (what method 1 did).
const fromSnapshots = () =>
  rawRows(
    bench.db,
    sql`with latest as (
          select distinct on (r.project_id) (r.snapshot ->> 'felIndex')::float8 as fel, (r.snapshot #>> '{score,areas,site,index}')::float8 as site,
            (r.snapshot #>> '{score,areas,eng,index}')::float8 as eng, (r.snapshot #>> '{score,areas,pep,index}')::float8 as pep
          from ${reports} r join ${projects} pr on pr.id = r.project_id
          where pr.organization_id = ${org.id} and r.phase = 'fel3' and r.project_id <> ${subject}
          order by r.project_id, r.created_at desc, r.id desc)
        select count(*), avg(fel), min(fel), max(fel), avg(site), avg(eng), avg(pep) from latest`,
  );

const check = await columns();
if (check.n !== PROJECTS - 1) throw new Error(`expected ${PROJECTS - 1} projects in the average, got ${check.n}`);
const app = await timeRequests(ROUNDS, columns);
const base = await timeRequests(ROUNDS, fromSnapshots);
const statements = await statementsOf(bench, columns);
console.log(`\nCompany average over ${PROJECTS - 1} projects' latest reports (${PROJECTS * REPORTS_PER_PROJECT} saved reports), ${ROUNDS} rounds each`);
console.log(`report columns (method 2): p50 ${app.p50.toFixed(2)} ms, p95 ${app.p95.toFixed(2)} ms, ${statements} SQL statement(s)`);
console.log(`baseline, jsonb snapshots: p50 ${base.p50.toFixed(2)} ms, p95 ${base.p95.toFixed(2)} ms`);
console.log(`ratio ${(base.p50 / app.p50).toFixed(1)}× faster; goal p50 ≤ ${GOAL_MS} ms and 1 statement: ${app.p50 <= GOAL_MS && statements === 1 ? 'met' : 'NOT met'}`);
await bench.close();
