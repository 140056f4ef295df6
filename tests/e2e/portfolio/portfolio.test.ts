import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { formatDay } from '../../../client/src/ui/dates.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { downloadedText, signedInPage, signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { insertActionAnswers, insertReport } from '../../support/portfolio.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('portfolio screen', () => {
  it('a Client Admin opens the portfolio from the menu: projects with figures, charts, filters, overdue actions first and their CSV', async () => {
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olga Owner' });
    const north = await createProject(app.db, { org, owner, name: 'North tank farm', statusfel3: 1 });
    const south = await createProject(app.db, { org, owner: admin, name: 'South substation', projectType: null });
    await insertReport(app.db, { projectId: north.id, phase: 'fel2', felIndex: 6.4, score: { band: 'Fair', attainment: 81.5, gate: 'Ready with conditions' }, at: '2026-03-02T09:00:00Z' });
    await insertReport(app.db, { projectId: north.id, phase: 'fel3', felIndex: 5.1, score: { band: 'Good', attainment: 93.2, gate: 'Ready' }, at: '2026-06-02T09:00:00Z' });
    await insertReport(app.db, { projectId: south.id, phase: 'fel2', felIndex: 8.3, score: { band: 'Poor', attainment: 55, gate: 'Not ready' }, at: '2026-06-10T09:00:00Z' });
    const [q1, q2] = questionsFor('fel2');
    await insertActionAnswers(app.db, south.id, 'fel2', [
      { code: q1?.code ?? '', level: 3, text: 'Approve the business case', owner: 'Sam Sponsor', due: '2099-01-31' },
      { code: q2?.code ?? '', level: 4, text: 'Survey the cable route', owner: 'Ann Analyst', due: '2020-05-01' },
    ]);

    const { page, context } = await signedInPage(app, browser, admin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL('**/dashboard/portfolio');
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects.getByRole('row').nth(2).waitFor();
    const north_ = projects.locator('tr[data-project="North tank farm"]');
    await expect.poll(() => north_.locator('td').allInnerTexts(), { timeout: 15_000 }).toEqual([
      'North tank farm', 'Revamp or modernization', 'US$1M – 5M', 'Olga Owner', 'FEL 3', '6.40 Fair', '5.10 Good', '93.2 %', 'FEL 3: Ready', `0 / ${questionsFor('fel3').length}`, '0', '0',
    ]);
    const southCells = await projects.locator('tr[data-project="South substation"] td').allInnerTexts();
    expect(southCells.slice(1, 2)).toEqual(['Not given']);
    expect(southCells.slice(7)).toEqual(['55.0 %', 'FEL 2: Not ready', `2 / ${questionsFor('fel2').length}`, '2', '1']);
    for (const chart of ['distribution-fel2', 'distribution-fel3', 'bands', 'movement', 'trend']) {
      expect(await page.locator(`[data-chart="${chart}"] svg`).count(), chart).toBeGreaterThan(0);
    }
    expect(await page.locator('[data-chart="movement"]').getAttribute('aria-label')).toBe('FEL 2 to FEL 3: North tank farm 6.40 to 5.10');

    const actions = page.getByRole('table', { name: 'Actions' });
    expect(await actions.locator('tbody tr td:nth-child(6)').allInnerTexts()).toEqual(['Overdue', 'Open']);
    expect(await actions.locator('tbody tr td:nth-child(3)').allInnerTexts()).toEqual(['Survey the cable route', 'Approve the business case']);
    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.filename).toMatch(/^portfolio_actions_.*\.csv$/);
    expect(csv.text.trim().split('\n').map((l) => l.split(',').at(-1))).toEqual(['Status', 'Overdue', 'Open']);

    // The owner filter: the server searches the owners as one types; picking one filters the table.
    const ownerFilter = page.getByLabel('Owner', { exact: true });
    await ownerFilter.fill('olg');
    await page.getByRole('option', { name: 'Olga Owner' }).click();
    await page.waitForURL(`**/dashboard/portfolio?owner=${owner.id}`);
    await projects.locator('tr[data-project="South substation"]').waitFor({ state: 'detached' });
    expect(await projects.locator('tbody tr').count()).toBe(1);
    expect(await ownerFilter.inputValue()).toBe('Olga Owner');
    await page.getByRole('button', { name: 'Any owner' }).click();
    await page.waitForURL('**/dashboard/portfolio');
    await projects.locator('tr[data-project="South substation"]').waitFor();

    await page.getByRole('combobox', { name: 'Project type' }).selectOption('notGiven');
    await page.waitForURL('**/dashboard/portfolio?type=notGiven');
    await projects.locator('tr[data-project="North tank farm"]').waitFor({ state: 'detached' });
    expect(await projects.locator('tbody tr').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Gate outcome' }).selectOption('ready');
    // The empty state's title is a heading under the section's h2.
    await page.getByRole('heading', { level: 3, name: 'No active project matches these filters.' }).waitFor();
    await context.close();
  });

  it('at 390 px both tables are cards: no header row, each value named, nothing wider than the screen', async () => {
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const project = await createProject(app.db, { org, owner: admin, name: 'Harbour crane replacement with a rather long name' });
    const [q1] = questionsFor('fel2');
    await insertActionAnswers(app.db, project.id, 'fel2', [{ code: q1?.code ?? '', level: 2, text: 'Confirm the crane rail survey', owner: 'Ann Analyst', due: '2099-01-31' }]);
    const { page, context } = await signedInPage(app, browser, admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/portfolio');
    const actions = page.getByRole('table', { name: 'Actions' });
    await actions.getByText('Confirm the crane rail survey').waitFor();
    expect(Number(await page.evaluate('document.scrollingElement.scrollWidth'))).toBeLessThanOrEqual(390);
    for (const name of ['Projects', 'Actions']) {
      const table = page.getByRole('table', { name });
      expect(await table.locator('thead').isVisible(), `${name} header row`).toBe(false);
      const box = await table.locator('tbody tr').first().boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 999), `${name} card`).toBeLessThanOrEqual(390);
    }
    const due = actions.locator('td[data-label="Due"]');
    expect(await due.innerText()).toBe('31 Jan 2099');
    expect(String(await page.evaluate(`getComputedStyle(document.querySelector('table[aria-label="Actions"] td[data-label="Due"]'), '::before').content`))).toBe('"Due: "');
    await context.close();
  });

  it('overdue follows the reader’s own calendar a day away from UTC, on the portfolio and the Actions tab, due dates written as "12 Mar 2026"', async () => {
    // A time zone whose date differs from UTC's now: Kiritimati (UTC+14) is a day ahead from 10:00 UTC,
    // Pago Pago (UTC−11) a day behind until 11:00 UTC.
    const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(today).not.toBe(new Date().toISOString().slice(0, 10));
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const project = await createProject(app.db, { org, owner: admin, name: 'Jetty extension' });
    const [q1, q2] = questionsFor('fel2');
    await insertActionAnswers(app.db, project.id, 'fel2', [
      { code: q1?.code ?? '', level: 2, text: 'Call the dredging contractor', owner: 'Ann Analyst', due: yesterday },
      { code: q2?.code ?? '', level: 2, text: 'Book the survey vessel', owner: 'Sam Sponsor', due: today },
    ]);
    const context = await browser.newContext({ baseURL: app.baseUrl, timezoneId });
    await signInBrowser(app, context, admin);
    const page = await context.newPage();

    await page.goto('/dashboard/portfolio');
    const actions = page.getByRole('table', { name: 'Actions' });
    await actions.getByText('Book the survey vessel').waitFor();
    const rowOf = (text: string) => actions.locator('tbody tr', { hasText: text }).locator('td');
    expect((await rowOf('Call the dredging contractor').allInnerTexts()).slice(4)).toEqual([formatDay(yesterday), 'Overdue']);
    expect((await rowOf('Book the survey vessel').allInnerTexts()).slice(4)).toEqual([formatDay(today), 'Open']);
    expect(await page.locator('tr[data-project="Jetty extension"] td[data-label="Overdue"]').innerText()).toBe('1');

    await page.goto(`/dashboard/${project.id}/actions`);
    const tab = page.getByRole('table', { name: 'Actions' });
    await tab.getByText('Book the survey vessel').waitFor();
    const dueOf = async (text: string) => (await tab.locator('tbody tr', { hasText: text }).locator('td[data-label="Due"]').innerText()).replace(/\s+/g, ' ').trim();
    expect(await dueOf('Call the dredging contractor')).toBe(`${formatDay(yesterday)} Overdue`);
    expect(await dueOf('Book the survey vessel')).toBe(formatDay(today));
    await context.close();
  });

  it('a User has no Portfolio entry and the address shows the not-found screen', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard/portfolio');
    await page.getByRole('heading', { name: "Sorry to leave you hang'n!" }).waitFor();
    expect(await page.getByRole('link', { name: 'Portfolio' }).count()).toBe(0);
    await context.close();
  });
});
