import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '../../../common/roles.ts';
import { rawRows } from '../../../server/db/client.ts';
import { answers, projects, reports } from '../../../server/db/schema/index.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/index.ts';
import { companyAggregate } from '../../../server/modules/reports/reports.queries.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { METHOD2_BANK_VERSION } from '../../../server/modules/questionnaire/bank/index.ts';
import { createProject } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from './report-support.ts';

// The company average (DOMAIN.md §3) is read from totals the database keeps as reports are written. Whatever
// happens to the reports (a newer report, a report removed, a project deleted or finalized, a project moved
// to another organization), a new report's comparison figures are those of the organization's other
// projects' latest reports, and another organization's reports never count. Each step is also checked
// against the definition itself: the latest reports found by scanning the organization's reports.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Side = { org: OrganizationRow; owner: { id: string }; client: ApiClient };
async function side(): Promise<Side> {
  const org = await createOrganization(app.db);
  const owner = await createUser(app.db, { role: ROLE.SUPER_USER, org });
  return { org, owner, client: await signIn(app, owner) };
}

/** A FEL 3-only project with every FEL 3 question at one level (with evidence): each area index is that level. */
async function answered(s: Side, level: number, projectType = 'revamp') {
  const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: s.org, owner: s.owner, fel20: false, projectType });
  await seedAnswers(app.db, { projectId: project.id, phase: 'fel3', level: () => level, extra: () => ({ evidence: 'Basis note rev A' }) });
  return project;
}

async function relevel(projectId: string, level: number) {
  await app.db.update(answers).set({ level }).where(and(eq(answers.projectId, projectId), eq(answers.phase, 'fel3')));
}

/** The composite and site rows of a new report's benchmarks, as the report shows them. */
async function comparison(s: Side, projectId: string) {
  const rows = pick(await createReport(s.client, projectId, 'fel3'), 'benchmarks');
  const of = (key: string) => (Array.isArray(rows) ? rows.find((r) => pick(r, 'key') === key) : undefined);
  const shown = (r: unknown) => ({
    company: pick(r, 'company'), n: pick(r, 'companyProjects'), min: pick(r, 'companyMin'), max: pick(r, 'companyMax'),
    classAverage: pick(r, 'classAverage'), classN: pick(r, 'classProjects'),
  });
  return { composite: shown(of('composite')), site: shown(of('site')) };
}

/** DOMAIN.md §3 by its definition: every report of the organization's projects scanned for each project's latest. */
async function byDefinition(p: { organizationId: string; excludeProjectId: string; projectType: string }) {
  const fig = (col: string, name: string) => sql.raw(`avg(${col})::float8 as "${name}Avg", min(${col})::float8 as "${name}Min", max(${col})::float8 as "${name}Max"`);
  const cls = (col: string, name: string) => sql.raw(`avg(${col}) filter (where in_class)::float8 as "${name}"`);
  const [row] = await rawRows(
    app.db,
    sql`with latest as (
          select distinct on (r.project_id) r.fel_index, r.site_index, r.eng_index, r.pep_index, (r.project_type = ${p.projectType} and ${p.projectType} <> '') as in_class
          from ${reports} r join ${projects} pr on pr.id = r.project_id
          where pr.organization_id = ${p.organizationId} and r.phase = 'fel3' and r.method = 2 and r.project_id <> ${p.excludeProjectId}
          order by r.project_id, r.created_at desc, r.id desc)
        select count(*)::int as n, ${fig('fel_index', 'fel')}, ${fig('site_index', 'site')}, ${fig('eng_index', 'eng')}, ${fig('pep_index', 'pep')},
          count(*) filter (where in_class)::int as "classN", ${cls('fel_index', 'classFel')}, ${cls('site_index', 'classSite')}, ${cls('eng_index', 'classEng')}, ${cls('pep_index', 'classPep')}
        from latest`,
  );
  return z.record(z.string(), z.unknown()).parse(row);
}

/** For every project of the organizations (and one of none), both project types: the kept figures equal the definition's. */
async function expectKeptEqualsDefinition(...sides: Side[]) {
  for (const s of sides) {
    const ids = (await app.db.select({ id: projects.id }).from(projects).where(eq(projects.organizationId, s.org.id))).map((r) => r.id);
    for (const excludeProjectId of [...ids, '00000000-0000-0000-0000-000000000000']) {
      for (const projectType of ['revamp', 'new', '']) {
        const p = { organizationId: s.org.id, excludeProjectId, projectType };
        const kept: Record<string, unknown> = await companyAggregate(app.db, { ...p, phase: 'fel3', method: 2 });
        const defined: Record<string, unknown> = await byDefinition(p);
        for (const [key, value] of Object.entries(defined)) {
          const got = kept[key];
          if (typeof value === 'number' && typeof got === 'number') expect(got, `${key} of ${JSON.stringify(p)}`).toBeCloseTo(value, 9);
          else expect(got, `${key} of ${JSON.stringify(p)}`).toEqual(value);
        }
      }
    }
  }
}

describe('company average kept as reports are written', () => {
  it('stays the other projects’ latest reports of the own organization through new, removed and moved reports', async () => {
    const a = await side();
    const b = await side();
    // Organization B: three projects at level 4 (FEL Index 12.00); they never count for A.
    for (let i = 0; i < 3; i++) await createReport(b.client, (await answered(b, 4)).id, 'fel3');
    // Organization A: P1 at level 2 (6.00), P2 and P3 at level 1 (3.00); P3 is of another type.
    const p1 = await answered(a, 2);
    await createReport(a.client, p1.id, 'fel3');
    const p2 = await answered(a, 1);
    await createReport(a.client, p2.id, 'fel3');
    const p3 = await answered(a, 1, 'new');
    await createReport(a.client, p3.id, 'fel3');
    const subject = await answered(a, 3);
    await expectKeptEqualsDefinition(a, b);

    // (6 + 3 + 3) / 3 = 4.00, range 3.00–6.00; the site area (2 + 1 + 1) / 3 = 1.33; the class (revamp): P1 and P2 only, too few.
    expect(await comparison(a, subject.id)).toEqual({
      composite: { company: 4, n: 3, min: 3, max: 6, classAverage: null, classN: 2 },
      site: { company: 1.33, n: 3, min: 1, max: 2, classAverage: null, classN: 2 },
    });

    // A newer report of P1 at level 1 replaces its 6.00; the subject's own earlier report never counts.
    await relevel(p1.id, 1);
    const newest = pick(await createReport(a.client, p1.id, 'fel3'), 'key');
    expect((await comparison(a, subject.id)).composite).toEqual({ company: 3, n: 3, min: 3, max: 3, classAverage: null, classN: 2 });
    await expectKeptEqualsDefinition(a, b);

    // That newer report removed: P1's earlier one (6.00) is its latest again.
    await app.db.delete(reports).where(eq(reports.id, String(newest)));
    expect((await comparison(a, subject.id)).composite).toEqual({ company: 4, n: 3, min: 3, max: 6, classAverage: null, classN: 2 });
    await expectKeptEqualsDefinition(a, b);

    // P2 deleted with its reports: 2 other projects are too few, so no single project shows through.
    await app.db.delete(projects).where(eq(projects.id, p2.id));
    expect((await comparison(a, subject.id)).composite).toEqual({ company: null, n: 2, min: null, max: null, classAverage: null, classN: 1 });
    await expectKeptEqualsDefinition(a, b);

    // Finalizing P3 changes nothing: its report still counts.
    const finalized = await a.client.graphql(`mutation($input: ProjectKeyInput!) { finalizeProject(input: $input) { errors { message } } }`, { input: { key: p3.id } });
    expect(pick(finalized.data, 'finalizeProject.errors')).toEqual([]);
    expect((await comparison(a, subject.id)).composite).toMatchObject({ company: null, n: 2 });

    // A project of B moved to A brings its 12.00 along (and leaves B): (6 + 3 + 12) / 3 = 7.00 in A.
    const [moved] = await app.db.select().from(projects).where(eq(projects.organizationId, b.org.id)).limit(1);
    if (!moved) throw new Error('organization B has no project');
    await app.db.update(projects).set({ organizationId: a.org.id }).where(eq(projects.id, moved.id));
    expect(await comparison(a, subject.id)).toEqual({
      composite: { company: 7, n: 3, min: 3, max: 12, classAverage: null, classN: 2 },
      site: { company: 2.33, n: 3, min: 1, max: 4, classAverage: null, classN: 2 },
    });
    await expectKeptEqualsDefinition(a, b);

    // B's own report now sees 2 other projects of B, and none of A's.
    const bSubject = await answered(b, 2);
    expect((await comparison(b, bSubject.id)).composite).toEqual({ company: null, n: 2, min: null, max: null, classAverage: null, classN: 2 });
    await expectKeptEqualsDefinition(a, b);
  });

  it('a report saved with an earlier date than the latest does not replace it', async () => {
    const a = await side();
    const projectsOfA = [await answered(a, 1), await answered(a, 1), await answered(a, 2)];
    for (const p of projectsOfA) await createReport(a.client, p.id, 'fel3');
    const [first] = projectsOfA;
    if (!first) throw new Error('no project');
    // An imported older report (4 × 3 = 12.00, a year ago) of the first project.
    await app.db.insert(reports).values({
      projectId: first.id, phase: 'fel3', bankVersion: '2026.2', method: 2, snapshot: { felIndex: 12 },
      felIndex: 12, siteIndex: 4, engIndex: 4, pepIndex: 4, projectType: 'revamp', createdAt: new Date(Date.now() - 365 * 86400_000),
    });
    const subject = await answered(a, 3);
    // (3 + 3 + 6) / 3 = 4.00; the old 12.00 is not anyone's latest.
    expect((await comparison(a, subject.id)).composite).toEqual({ company: 4, n: 3, min: 3, max: 6, classAverage: 4, classN: 3 });
    await expectKeptEqualsDefinition(a);
  });
});
