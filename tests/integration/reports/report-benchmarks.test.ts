import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, providerMetrics, reports } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { METHOD2_BANK_VERSION } from '../../../server/modules/questionnaire/bank/index.ts';
import { createProject } from '../../support/projects.ts';
import { signIn } from '../../support/sign-in.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { ApiClient } from '../../support/api-client.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import { answerPhase, createReport, PHASE_REPORT } from './report-support.ts';
import { ROLE } from '../../../common/roles.ts';

// Company average (DOMAIN.md §3): the mean of the organization's OTHER projects' LATEST report of the same
// phase (at least 3 of them, so no single project's figures show through), replaced per value by the
// organization's override when set (non-empty, non-zero); industry and best practical from the provider
// metrics; a missing value is null ("not available"), never 0.

let app: TestApp;
let unlock: () => Promise<void> = async () => undefined;
let saved: typeof providerMetrics.$inferSelect | undefined;
beforeAll(async () => {
  app = await startTestApp();
  unlock = await lockSingletonRows(app);
  [saved] = await app.db.select().from(providerMetrics);
  await app.db
    .update(providerMetrics)
    .set({ fel3in: 6.2, fel3bp: 4.5, site3in: null, site3bp: 1.4, eng3in: 2.1, eng3bp: 0, pep3in: 2.1, pep3bp: 1.6, source: 'Provider benchmark study, 212 small projects', asOf: '2026-09-30' })
    .where(eq(providerMetrics.id, 1));
});
afterAll(async () => {
  if (saved) await app?.db.update(providerMetrics).set(saved).where(eq(providerMetrics.id, 1));
  await unlock();
  await app?.close();
});

/** A FEL 3-only project of the organization answered at one level everywhere, with a report. */
async function reportedProject(client: ApiClient, org: OrganizationRow, owner: { id: string }, level: number) {
  const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner, fel20: false });
  await answerPhase(client, project.id, 'fel3', () => ({ level }));
  await createReport(client, project.id, 'fel3');
  return project;
}

const row = (report: unknown, key: string) => {
  const rows = pick(report, 'benchmarks');
  return Array.isArray(rows) ? rows.find((r) => pick(r, 'key') === key) : undefined;
};

describe('report benchmarks', () => {
  it('company average over the other projects\' latest reports; industry and best practical from the provider', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const client = await signIn(app, user);
    // P1: an old report at 12.00, then its latest at 6.00 (only the latest counts); P2 and P3: 3.00.
    const p1 = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, p1.id, 'fel3', () => ({ level: 4 }));
    await createReport(client, p1.id, 'fel3');
    await answerPhase(client, p1.id, 'fel3', () => ({ level: 2 }));
    await createReport(client, p1.id, 'fel3');
    await reportedProject(client, org, user, 1);
    await reportedProject(client, org, user, 1);
    // Another organization's report never counts.
    const otherOrg = await createOrganization(app.db);
    const stranger = await createUser(app.db, { role: ROLE.SUPER_USER, org: otherOrg });
    await reportedProject(await signIn(app, stranger), otherOrg, stranger, 4);

    // (6 + 3 + 3) / 3 = 4.00 composite; (2 + 1 + 1) / 3 = 1.33 per area.
    const p4 = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, p4.id, 'fel3', () => ({ level: 3 }));
    const report = await createReport(client, p4.id, 'fel3');
    // Every project is of one type (revamp), so the class average is the same 3 projects'; the range is 3.00–6.00.
    const basis = { industrySource: 'Provider benchmark study, 212 small projects', industryAsOf: '2026-09-30', classProjects: 3, classLabel: expect.any(String) };
    expect(row(report, 'composite')).toEqual({ key: 'composite', label: 'FEL Index (composite)', project: 9, company: 4, companySource: 'average', companyProjects: 3, companyMin: 3, companyMax: 6, classAverage: 4, industry: 6.2, bestPractical: 4.5, ...basis });
    expect(row(report, 'site')).toEqual({ key: 'site', label: 'Site factors', project: 3, company: 1.33, companySource: 'average', companyProjects: 3, companyMin: 1, companyMax: 2, classAverage: 1.33, industry: null, bestPractical: 1.4, ...basis });
    // A zero provider metric means none.
    expect(row(report, 'eng')).toMatchObject({ project: 3, company: 1.33, industry: 2.1, bestPractical: null });
  });

  it('fewer than 3 other projects with a report: the average is not available, so no single project shows through', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const client = await signIn(app, user);
    await reportedProject(client, org, user, 2);
    await reportedProject(client, org, user, 1);
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, project.id, 'fel3', () => ({ level: 1 }));
    const report = await createReport(client, project.id, 'fel3');
    for (const key of ['composite', 'site', 'eng', 'pep']) expect(row(report, key)).toMatchObject({ company: null, companySource: 'none', companyProjects: 2 });
    expect(pick(report, 'method.companyAverageMinProjects')).toBe(3);
  });

  it('an override replaces the average value by value; 0 means none; the saved report keeps what it used', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const client = await signIn(app, user);
    for (let i = 0; i < 3; i++) await reportedProject(client, org, user, 2);
    await app.db.update(organizations).set({ fel3co: 5.25, site3co: 0, pep3co: 1.75 }).where(eq(organizations.id, org.id));
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, project.id, 'fel3', () => ({ level: 1 }));
    const report = await createReport(client, project.id, 'fel3');
    expect(row(report, 'composite')).toMatchObject({ company: 5.25, companySource: 'override', companyProjects: 0 });
    expect(row(report, 'site')).toMatchObject({ company: 2, companySource: 'average', companyProjects: 3 });
    expect(row(report, 'pep')).toMatchObject({ company: 1.75, companySource: 'override' });
    await app.db.update(organizations).set({ fel3co: 7.5 }).where(eq(organizations.id, org.id));
    const view = await client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel3' });
    expect(row(pick(view.data, 'project.report.latest'), 'composite')).toMatchObject({ company: 5.25 });
    expect(row(pick(view.data, 'project.report.preview'), 'composite')).toMatchObject({ company: 7.5 });
  });

  it('with no other report and no override the company average is not available (null, never 0)', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const client = await signIn(app, user);
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, project.id, 'fel3', () => ({ level: 1 }));
    const report = await createReport(client, project.id, 'fel3');
    for (const key of ['composite', 'site', 'eng', 'pep']) expect(row(report, key)).toMatchObject({ company: null, companySource: 'none', companyProjects: 0 });
    const csv = await client.get(`/api/report/${String(pick(report, 'key'))}/metrics/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = String(csv.body.raw);
    expect(text.split('\n')[0]).toBe('Metric,Project,Company average,Company source,Industry,Best practical');
    expect(text).toContain('FEL Index (composite),3.00,not available,none,6.20,4.50');
    expect(text).toContain('Band,Best Practical');
    expect(text).toContain('Scoring method,2');
    expect(text).not.toContain('PDRI');
  });

  it('each row prints its provider figures with their own basis, source and date, frozen; an older report prints as it was', async () => {
    const external = { source: 'IPA industry study 2025', asOf: '2025-06-30', basis: 'external' as const, measures: 'IPA FEL Index, industry average' };
    const own = { source: 'Closed projects of the provider', asOf: '2026-01-31', basis: 'method2' as const, measures: '' };
    await app.db.update(providerMetrics).set({ provenance: { fel3in: external, fel3bp: own } }).where(eq(providerMetrics.id, 1));
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const client = await signIn(app, user);
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org, owner: user, fel20: false });
    await answerPhase(client, project.id, 'fel3', () => ({ level: 1 }));
    await createReport(client, project.id, 'fel3');
    const BASIS = `query($key: ID!, $phase: Phase!) { project(key: $key) { report(phase: $phase) { latest { benchmarks { key providerBasis } } } } }`;
    const read = async () => pick((await client.graphql(BASIS, { key: project.id, phase: 'fel3' })).data, 'project.report.latest.benchmarks');
    expect(await read()).toEqual(expect.arrayContaining([
      {
        key: 'composite',
        providerBasis:
          'Industry: another index (IPA FEL Index, industry average); IPA industry study 2025; as of 2025-06-30. Best practical: FEL Index of method 2 (this product); Closed projects of the provider; as of 2026-01-31',
      },
      // site3in is none: only best practical, which never had its own provenance (the old single fields, another index).
      { key: 'site', providerBasis: 'Best practical: another index; Provider benchmark study, 212 small projects; as of 2026-09-30' },
    ]));
    // The legacy report has the same line per row.
    const legacy = await client.get(`/api/project/${project.id}/fel3report`);
    expect(pick(legacy.body, 'report.benchmarks.site.providerBasis')).toBe('Best practical: another index; Provider benchmark study, 212 small projects; as of 2026-09-30');
    // Frozen: a later change of the provider's figures leaves the saved report as it was.
    await app.db.update(providerMetrics).set({ provenance: {} }).where(eq(providerMetrics.id, 1));
    expect(JSON.stringify(await read())).toContain('IPA industry study 2025');
    // A report saved before figures had their own provenance has none (page 6 prints its single source line).
    await app.db.execute(sql`UPDATE ${reports} SET snapshot = jsonb_set(snapshot, '{benchmarks}', (SELECT jsonb_agg(b - 'providerBasis') FROM jsonb_array_elements(snapshot->'benchmarks') b)) WHERE ${reports.projectId} = ${project.id}`);
    expect(await read()).toEqual(expect.arrayContaining([{ key: 'composite', providerBasis: null }]));
    expect(pick((await client.get(`/api/project/${project.id}/fel3report`)).body, 'report.benchmarks.composite.providerBasis')).toBeNull();
  });
});
