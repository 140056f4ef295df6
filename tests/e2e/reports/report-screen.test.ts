import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMetrics, reports } from '../../../server/db/schema/index.ts';
import { METHOD2_BANK_VERSION, questionsFor, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { launchBrowser } from '../../support/browser.ts';
import { downloadedText, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import { type ApiReport, latestReport } from '../../support/report-api.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import { signIn } from '../../support/sign-in.ts';
import { pick, pickString } from '../../support/pick.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { answerPhase, createReport } from '../../integration/reports/report-support.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
let unlock: () => Promise<void> = async () => undefined;
let savedMetrics: (typeof providerMetrics.$inferSelect)[] = [];
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true }), launchBrowser()]);
  unlock = await lockSingletonRows(app);
  savedMetrics = await app.db.select().from(providerMetrics);
  // Industry and best practical for FEL 3, some left out: site industry unset, engineering best practical 0 (= none).
  // Each figure with its own source, date and basis: the FEL 3 industry composite is another index; the rest
  // never had their own and read the single source.
  const external = { source: 'IPA industry study 2025', asOf: '2025-06-30', basis: 'external' as const, measures: 'IPA FEL Index, industry average' };
  await app.db
    .update(providerMetrics)
    .set({ fel3in: 6.2, fel3bp: 4.5, site3in: null, site3bp: 1.4, eng3in: 2.1, eng3bp: 0, pep3in: 2.1, pep3bp: 1.6, source: 'Provider benchmark study', asOf: '2026-01-31', provenance: { fel3in: external } });
});
afterAll(async () => {
  for (const row of savedMetrics) await app?.db.update(providerMetrics).set(row);
  await unlock();
  await browser?.close();
  await app?.close();
});

const two = (n: number | null) => (n === null ? 'not available' : n.toFixed(2));
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const ready = (page: Page) => page.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 });

async function mustLatest(api: Parameters<typeof latestReport>[0], projectKey: string): Promise<ApiReport> {
  const report = await latestReport(api, projectKey, 'fel3');
  if (!report) throw new Error('no saved report');
  return report;
}

describe('the report screen', () => {
  it('shows every figure of the saved report as the API gives it (GraphQL and legacy)', async () => {
    const org = await createOrganization(app.db, { site3co: 1.85 });
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Sam Super' });
    const api = await signIn(app, user);
    const peer = await fullyAnsweredProject(app, { org, owner: user });
    await createReport(api, peer.id, 'fel3');
    const project = await fullyAnsweredProject(app, { org, owner: user, name: 'Figures project', redFlag: true });
    await createReport(api, project.id, 'fel2');
    await createReport(api, project.id, 'fel3', 'Funding committee asked for the HAZOP close-out.');
    const report = await mustLatest(api, project.id);
    const peerReport = await mustLatest(api, peer.id);

    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await ready(page);

    // Page 1: the headline figures, the same in GraphQL and in the legacy answer.
    const legacy = await api.get(`/api/project/${project.id}/fel3report`);
    expect(legacy.status).toBe(200);
    expect(legacy.body.report).toMatchObject({ key: report.key, felIndex: report.score.felIndex, band: report.score.band, gate: report.score.gate });
    expect(await text(page, '[data-testid="report-fel-index"]')).toBe(two(report.score.felIndex));
    expect(report.score.method).toBe(2);
    // The red flag caps the band, and the cap is printed beside it.
    expect(report.score.capReason).toMatch(/red flag/);
    expect(await text(page, '[data-testid="report-band"]')).toBe(`${report.score.band} (capped: ${report.score.capReason ?? ''})`);
    expect(await text(page, '[data-testid="report-gate"]')).toBe(report.score.gate);
    expect(report.score.gate).toBe('Not ready');
    expect(await text(page, '[data-testid="report-verdict"]')).toBe(report.score.verdict);
    expect(report.score.verdict).toMatch(/^FEL 3 gate: Not ready: .*red flag/);
    expect(await page.locator('[data-testid="report-conditions"] tr[data-kind="redFlag"]').count()).toBe(report.score.redFlags.length);
    expect(await page.locator('[data-testid="gauge-target"]').count()).toBe(1);
    for (const a of report.score.areas) {
      expect(await text(page, `[data-testid="report-area-${a.area}"] strong`)).toBe(two(a.index));
      expect(await text(page, `[data-testid="report-area-${a.area}"]`)).toContain(a.label);
    }
    expect(await page.locator('.fel-report-document').textContent()).not.toContain('PDRI-equivalent');

    // Page 2: how the composite adds up.
    expect(await text(page, '[data-testid="report-composite-sum"]')).toBe(`${report.score.areas.map((a) => two(a.index)).join(' + ')} = ${two(report.score.felIndex)}`);
    expect(await page.locator('[data-testid="report-trend"] tbody tr').count()).toBe(2);

    // Pages 3–5: every question of each area, in the bank's order, with its gap.
    for (const area of ['site', 'eng', 'pep'] as const) {
      const rows = page.locator(`[data-testid="report-area-page-${area}"] + table tbody tr`);
      const questions = report.questions.filter((q) => q.area === area);
      expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code')))).toEqual(questions.map((q) => q.code));
      const gaps = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('.fel-report-col-gap')?.firstChild?.textContent ?? ''));
      expect(gaps).toEqual(questions.map((q) => (q.na ? '—' : String(q.gap))));
    }

    // Page 6: each benchmark, with where the company figure comes from; missing values read "not available".
    for (const b of report.benchmarks) {
      const cells = await page.locator(`[data-testid="report-benchmarks"] tr[data-key="${b.key}"] td`).allTextContents();
      expect(cells[1], b.key).toBe(two(b.project));
      expect(cells[2], b.key).toBe(two(b.company));
      expect(cells[5], b.key).toBe(two(b.industry));
      expect(cells[6], b.key).toBe(two(b.bestPractical));
    }
    const bench = (key: string) => report.benchmarks.find((b) => b.key === key);
    expect(bench('site')).toMatchObject({ company: 1.85, companySource: 'override', industry: null, bestPractical: 1.4 });
    // One other project's report is fewer than the 3 an average needs: not available, so its figures do not show through.
    expect(bench('composite')).toMatchObject({ company: null, companySource: 'none', companyProjects: 1, industry: 6.2, bestPractical: 4.5 });
    expect(peerReport.score.felIndex).toBeGreaterThan(0);
    expect(bench('eng')?.bestPractical).toBeNull();
    expect(await text(page, '[data-testid="report-benchmarks"] tr[data-key="site"] td:nth-child(4)')).toBe('set by your organization');
    expect(await text(page, '[data-testid="report-benchmarks"] tr[data-key="composite"] td:nth-child(4)')).toBe('not available (n = 1; needs 3)');
    // Each row's provider figures with their own basis, source and date; an external one is another index.
    const basis = await text(page, '[data-testid="report-benchmark-basis"]');
    expect(basis).toContain('FEL Index (composite): Industry: another index (IPA FEL Index, industry average); IPA industry study 2025; as of 2025-06-30. Best practical: another index; Provider benchmark study; as of 2026-01-31.');
    expect(basis).toContain('Site factors: Best practical: another index; Provider benchmark study; as of 2026-01-31.');
    expect(basis).not.toContain('FEL Index of this method');
    expect(await page.locator('[data-testid="report-benchmark-eng"]').textContent()).toContain('not available');
    expect(await page.locator('[data-chart="benchmark"]').count()).toBe(4);

    // Page 7: the recommendations in the API's order (weight × gap).
    const shown = await page.locator('[data-testid="report-recommendations"] tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code')));
    expect(shown).toEqual(report.recommendations.slice(0, shown.length).map((r) => r.code));
    // On screen every gap is listed in full (paper keeps the first ten in full, see report-print.test.ts).
    expect(shown.length).toBe(report.recommendations.length);

    // Page 8: every rule of the method as the server generates it, the disclaimer, the notes and the sign-off.
    const rules = await page.locator('[data-testid="report-method"] li').allTextContents();
    expect(rules).toEqual(report.method.rules);
    expect(rules.join(' ')).toContain('Bands: Best Practical ≤ 4.75');
    expect(await text(page, '[data-testid="report-disclaimer"]')).toBe(report.method.disclaimer);
    expect(await text(page, '[data-testid="report-notes"]')).toBe('Funding committee asked for the HAZOP close-out.');
    expect(await text(page, '[data-testid="report-signoff"]')).toContain('no reviewer named: the outcome is pending independent review');

    // The metrics CSV carries the same figures.
    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Metrics CSV' }).click());
    expect(csv.filename).toMatch(/_fel3_report_metrics_.*\.csv$/);
    expect(csv.text).toContain(`FEL Index (composite),${two(report.score.felIndex)},${two(bench('composite')?.company ?? null)},none,6.20,4.50`);
    await context.close();
  });

  it('creates a report from the preview with notes, edits the notes, and switches between saved reports', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org, name: 'Olive Owner' });
    const project = await fullyAnsweredProject(app, { org, owner: user, name: 'Created in the browser' });
    const { page, context, api } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await page.getByTestId('report-preview-callout').waitFor();
    await ready(page);
    expect(await page.locator('[data-page="1"]').textContent()).toContain('Preview of the current answers (not saved)');

    await page.getByRole('button', { name: 'Create report', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('It is kept for good').waitFor();
    await dialog.getByLabel('Notes (optional)').fill('First snapshot for the gate review.');
    await dialog.getByRole('button', { name: 'Create report' }).click();
    await expect.poll(() => latestReport(api, project.id, 'fel3')).not.toBeNull();
    const first = await mustLatest(api, project.id);
    await page.getByText(`FEL 3 report created: FEL Index ${two(first.score.felIndex)} (${first.score.band}).`).waitFor();
    await page.getByTestId('report-notes').getByText('First snapshot for the gate review.').waitFor();
    expect((await app.db.select().from(reports).where(eq(reports.projectId, project.id))).map((r) => r.notes)).toEqual(['First snapshot for the gate review.']);

    await page.getByRole('button', { name: 'Edit notes' }).click();
    await page.getByRole('dialog').getByLabel('Notes').fill('Reviewed with the sponsor.');
    await page.getByRole('dialog').getByRole('button', { name: 'Save notes' }).click();
    await page.getByText('Notes saved.').waitFor();
    await page.getByTestId('report-notes').getByText('Reviewed with the sponsor.').waitFor();
    expect((await app.db.select().from(reports).where(eq(reports.projectId, project.id)))[0]?.notes).toBe('Reviewed with the sponsor.');

    // Better answers, a second report: the history offers both, newest first, and shows the one chosen.
    await answerPhase(api, project.id, 'fel3', () => ({ level: 1 }));
    await page.reload();
    await ready(page);
    // The first report named no reviewer: a passing outcome would read "pending independent review".
    await page.getByRole('button', { name: 'Create new report' }).click();
    await page.getByRole('dialog').getByLabel('Prepared by (optional)').fill('Olive Owner');
    await page.getByRole('dialog').getByLabel('Reviewed by (independent, not on the team) (optional)').fill('Rita Reviewer');
    await page.getByRole('dialog').getByRole('button', { name: 'Create report' }).click();
    await page.getByText('FEL 3 report created: FEL Index 3.00 (Best Practical).').waitFor();
    await page.locator('[data-testid="report-fel-index"]', { hasText: '3.00' }).waitFor();
    expect(await text(page, '[data-testid="report-gate"]')).toBe('Ready');
    expect(await page.getByTestId('report-pending-review').count()).toBe(0);
    const signoff = await text(page, '[data-testid="report-signoff"]');
    expect(signoff).toMatch(/^Prepared by ?Olive Owner/);
    expect(signoff).toContain('Rita Reviewer');
    expect(signoff).toContain('not on the project team');
    const options = await page.getByLabel('Saved reports').locator('option').allTextContents();
    expect(options).toHaveLength(2);
    expect(options[0]).toContain('3.00 Best Practical · method 2 · Ready');
    expect(options[1]).toContain(`${two(first.score.felIndex)} ${first.score.band} · method 2 · ${first.score.gate}`);
    await page.getByLabel('Saved reports').selectOption(first.key);
    await page.waitForURL(`**/report/fel3?report=${first.key}`);
    await page.locator('[data-testid="report-fel-index"]', { hasText: two(first.score.felIndex) }).waitFor();
    await ready(page);
    expect(await text(page, '[data-testid="report-notes"]')).toBe('Reviewed with the sponsor.');
    await context.close();
  });

  it('before the phase is fully answered, lists every open question with a link to its card', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, fel20: false });
    const all = questionsFor('fel3');
    const open = [questionsForArea('fel3', 'site')[2], questionsForArea('fel3', 'eng')[5], questionsForArea('fel3', 'pep')[0]].flatMap((q) => (q ? [q] : []));
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel3', questions: all.filter((q) => !open.includes(q)) });
    const { page, context } = await signedInPage(app, browser, user);
    // The questionnaire's phase bar leads to the phase's report.
    await page.goto(`/dashboard/${project.id}/fel3`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await page.waitForURL(`**/dashboard/${project.id}/report/fel3`);
    const missing = page.getByTestId('report-missing');
    await missing.getByText(`${all.length - open.length} of ${all.length} questions are answered; ${open.length} are still open.`).waitFor();
    const links = await missing.getByRole('link').allTextContents();
    expect(links).toEqual(open.map((q) => `${q.code} · ${q.title}`));
    expect(await page.locator('.fel-report-document').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Create (new )?report/ }).count()).toBe(0);

    const target = open[1];
    if (!target) throw new Error('no open question');
    await missing.getByRole('link', { name: `${target.code} · ${target.title}` }).click();
    await page.waitForURL(`**/dashboard/${project.id}/fel3#${target.code}`);
    await expect.poll(() => page.locator(':focus').getAttribute('data-code')).toBe(target.code);
    await context.close();
  });

  it('says why no report can be created when an area is more than a third N/A', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    // Method 2's N/A (an approver on a High-weight question); method 3 refuses N/A on site prerequisites outright.
    const project = await createProject(app.db, { org, owner: user, fel20: false, bankVersion: METHOD2_BANK_VERSION });
    const naReason = 'The unit runs on the existing site utilities: nothing new to assess here.';
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel3', level: (q) => (q.area === 'site' ? null : 1), extra: (q) => (q.area === 'site' ? { na: true, naReason, naApprover: 'Pat Approver' } : { evidence: 'DOC-1 rev A' }) });
    const api = await signIn(app, user);
    const res = await api.graphql('query($key: ID!) { project(key: $key) { report(phase: fel3) { fullyAnswered blocker } } }', { key: project.id });
    expect(pick(res.data, 'project.report.fullyAnswered')).toBe(true);
    const blocker = pickString(res.data, 'project.report.blocker');
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    const callout = page.getByTestId('report-blocker-callout');
    await callout.getByText(blocker).waitFor();
    expect(await page.getByTestId('report-preview-callout').count()).toBe(0);
    expect(await page.locator('.fel-report-document').count()).toBe(0);
    await context.close();
  });

  it('a viewer who may not edit the project reads its reports but sees no create or notes action', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const reader = await createUser(app.db, { role: ROLE.POWER_USER, org, name: 'Power reader' });
    const ownerApi = await signIn(app, owner);
    const reported = await fullyAnsweredProject(app, { org, owner });
    await createReport(ownerApi, reported.id, 'fel3', 'Owner notes');
    const unreported = await fullyAnsweredProject(app, { org, owner });
    const { page, context } = await signedInPage(app, browser, reader);

    await page.goto(`/dashboard/${reported.id}/report/fel3`);
    await ready(page);
    expect(await text(page, '[data-testid="report-notes"]')).toBe('Owner notes');
    await page.getByRole('button', { name: 'Metrics CSV' }).waitFor();
    expect(await page.getByRole('button', { name: 'PDF A4' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit notes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Create (new )?report/ }).count()).toBe(0);

    await page.goto(`/dashboard/${unreported.id}/report/fel3`);
    await page.getByTestId('report-preview-callout').getByText('someone who may edit the project can create the report').waitFor();
    await ready(page);
    expect(await page.getByRole('button', { name: /Create (new )?report/ }).count()).toBe(0);
    await context.close();
  });

  it('says when FEL 2 is out of scope, and answers an unknown report type with the not-found page', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, fel20: false });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/report/fel2`);
    await page.getByText('FEL 2 is not in this project’s scope').waitFor();
    await page.goto(`/dashboard/${project.id}/report/fel9`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});
