import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { downloadedText, signedInPage } from '../../support/browser-session.ts';
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

    await page.getByRole('combobox', { name: 'Project type' }).selectOption('notGiven');
    await page.waitForURL('**/dashboard/portfolio?type=notGiven');
    await projects.locator('tr[data-project="North tank farm"]').waitFor({ state: 'detached' });
    expect(await projects.locator('tbody tr').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Gate outcome' }).selectOption('ready');
    await page.getByText('No active project matches these filters.').waitFor();
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
