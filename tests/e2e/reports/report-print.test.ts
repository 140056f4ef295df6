import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { readPdf } from '../../support/pdf.ts';
import { type ApiReport, fetchPdf, latestReport } from '../../support/report-api.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from '../../integration/reports/report-support.ts';
import { pickString } from '../../support/pick.ts';
import { clientAs } from '../../support/sessions.ts';
import { ROLE } from '../../../common/roles.ts';

// DOMAIN.md §4: printing the report gives exactly 8 A4 or Letter pages — from the browser (the screen's
// Print) and from the server's PDF, which headless Chromium prints from the /print/report/{key} route.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const TITLES = ['Executive summary', 'Index breakdown and trend', 'Site factors', 'Engineering definition', 'Project execution planning', 'Benchmarks', 'Recommendations and actions', 'Method, notes and team'];
const FORMATS = ['A4', 'Letter'] as const;
const ready = (page: Page) => page.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 });

/** Each page of a printed report: its number, its title and, on page 1, the FEL Index. */
async function expectReportPages(pdf: Buffer, format: (typeof FORMATS)[number], report: ApiReport, projectName: string): Promise<string[]> {
  const { pages, paper } = await readPdf(pdf);
  expect(paper).toBe(format);
  expect(pages).toHaveLength(8);
  pages.forEach((page, i) => {
    expect(page, `${format} page ${i + 1}`).toContain(`Page ${i + 1} of 8`);
    expect(page, `${format} page ${i + 1}`).toContain(TITLES[i]);
  });
  expect(pages[0]).toContain(report.score.felIndex.toFixed(2));
  expect(pages[0]).toContain(report.score.band);
  expect(pages[0]).toContain(projectName.slice(0, 40));
  // Method 2 prints no PDRI figure anywhere, and states that the method is the product's own.
  expect(report.score.method).toBe(2);
  expect(pages.join(' ')).not.toContain('PDRI-equivalent');
  expect(squash(pages[7] ?? '')).toContain(squash(report.method.disclaimer ?? 'no disclaimer'));
  return pages;
}

/** Text without its line breaks and spacing (a PDF's text layer breaks lines where the paper does). */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('printing the report', () => {
  it('prints the worst case (every question a gap with 1,000-character actions) from the screen on exactly 8 pages on A4 and on Letter, no page overflowing', async () => {
    const org = await createOrganization(app.db, { name: `Owner Company of the Long Name Incorporated ${Date.now()}` });
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const name = `Worst case ${'revamp of the crude unit overhead system and the tie-ins '.repeat(2)}`.slice(0, 100);
    const project = await fullyAnsweredProject(app, { org, owner: user, name, teamSize: 14, worstCase: true });
    const { page, context, api } = await signedInPage(app, browser, user);
    await createReport(api, project.id, 'fel2');
    await createReport(api, project.id, 'fel3', 'Notes for the funding committee, line after line. '.repeat(120).slice(0, 5000));
    const report = await latestReport(api, project.id, 'fel3');
    if (!report) throw new Error('no report');
    expect(report.recommendations.length).toBeGreaterThan(30);
    expect(report.score.redFlags.length).toBeGreaterThan(3);
    expect(report.recommendations.length).toBe(report.questions.filter((q) => !q.na).length);

    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    // Every sheet is one page; a body whose content is taller than its page would be cut, so none may be.
    const sheets = await page.locator('.fel-report-sheet').evaluateAll((all) =>
      all.map((sheet) => {
        const body = sheet.querySelector('.fel-report-sheet-body');
        return { page: sheet.getAttribute('data-page'), over: Math.max(sheet.scrollHeight - sheet.clientHeight, body ? body.scrollHeight - body.clientHeight : 1) };
      }),
    );
    expect(sheets).toEqual(TITLES.map((_, i) => ({ page: String(i + 1), over: 0 })));

    // Page 7 on paper: each printed gap shows its whole title, owner and due date; the rest are counted.
    const printedGaps = await page.locator('[data-testid="report-recommendations"] tbody tr:not(.fel-report-no-print)').count();
    expect(printedGaps).toBeGreaterThan(4);
    const more = report.recommendations.length - printedGaps;
    expect(more).toBeGreaterThan(0);
    const cut = await page.locator('[data-testid="report-recommendations"] tbody tr:not(.fel-report-no-print) td:nth-child(-n+4)').evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollHeight > cell.clientHeight + 1 || cell.scrollWidth > cell.clientWidth + 1).length,
    );
    expect(cut).toBe(0);

    for (const format of FORMATS) {
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = await expectReportPages(pdf, format, report, name);
      const all = pages.join(' ');
      for (const screenOnly of ['Saved reports', 'Metrics CSV', 'Create new report', 'Back to the project', 'Skip to content']) expect(all, format).not.toContain(screenOnly);
      const page7 = squash(pages[6] ?? '');
      expect(page7, format).toContain(squash(`+${more} more gaps: full list on screen and in the CSV.`));
      // Every printed gap names its owner and due date (the PDF's text interleaves the columns line by line, so count words).
      expect(pages[6]?.split('Planner').length, format).toBe(printedGaps + 1);
      expect(pages[6]?.split('2027').length, format).toBe(printedGaps + 1);
      for (const r of report.recommendations.slice(0, printedGaps)) expect(page7, `${format} ${r.code}`).toContain(squash(r.code));
    }
    await context.close();
  });

  it('the server answers a saved report as a PDF of exactly 8 pages with its FEL Index, in A4 and in Letter', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await fullyAnsweredProject(app, { org, owner: user, name: 'Server PDF project', redFlag: true });
    const { page, context, api } = await signedInPage(app, browser, user);
    await createReport(api, project.id, 'fel3', 'Printed by the server.');
    const report = await latestReport(api, project.id, 'fel3');
    if (!report?.pdfPath) throw new Error('no saved report');

    for (const format of FORMATS) {
      const res = await fetchPdf(api, `${report.pdfPath}?format=${format}`);
      expect(res.status, format).toBe(200);
      expect(res.contentType).toBe('application/pdf');
      // A4 and Letter copies of one report do not overwrite each other in the downloads folder.
      expect(res.disposition).toBe(`attachment; filename="server_pdf_project_fel3_report_${format}.pdf"`);
      const pages = await expectReportPages(res.pdf, format, report, 'Server PDF project');
      expect(pages[7]).toContain('Printed by the server.');
    }

    // The screen's button takes the same path.
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await ready(page);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'PDF Letter' }).click()]);
    expect(download.suggestedFilename()).toBe('server_pdf_project_fel3_report_Letter.pdf');
    const pdf = await readFile(await download.path());
    expectReportPages(pdf, 'Letter', report, 'Server PDF project');
    await page.getByText('PDF (Letter) downloaded.').waitFor();
    await context.close();
  });

  it('an API token gets the same 8-page PDF (its print page signs in as the token, checked like it)', async () => {
    const org = await createOrganization(app.db);
    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const project = await fullyAnsweredProject(app, { org, owner: clientAdmin, name: 'Token PDF project' });
    const api = await clientAs(app, clientAdmin);
    await createReport(api, project.id, 'fel3');
    const report = await latestReport(api, project.id, 'fel3');
    if (!report?.pdfPath) throw new Error('no saved report');
    const created = await api.graphql('mutation { createApiToken(input: { name: "Report robot", scope: read }) { secret } }');
    const token = app.client();
    token.token = pickString(created.data, 'createApiToken.secret');
    const res = await fetchPdf(token, `${report.pdfPath}?format=A4`);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/pdf');
    await expectReportPages(res.pdf, 'A4', report, 'Token PDF project');
  });

  it('the print route shows nothing to a browser without the viewer’s token', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await fullyAnsweredProject(app, { org, owner: user, name: 'Private print project' });
    const { context: owner, api } = await signedInPage(app, browser, user);
    await owner.close();
    await createReport(api, project.id, 'fel3');
    const report = await latestReport(api, project.id, 'fel3');
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto(`/print/report/${report?.key ?? ''}`);
    await page.getByText('The report could not be loaded').waitFor();
    expect(await page.locator('[data-report-ready]').count()).toBe(0);
    expect(await page.locator('[data-report-error]').count()).toBe(1);
    expect(await page.content()).not.toContain('Private print project');
    await context.close();
  });
});
