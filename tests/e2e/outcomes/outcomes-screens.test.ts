import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { axeChecker } from '../../support/axe.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { downloadedText, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { insertApproval, insertClosedProject } from '../../support/gate-outcomes.ts';
import { tabTo } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// The outcome screens in the browser (issue 27): axe (WCAG 2.1 AA; one h1, one main landmark, no skipped heading)
// on the Outcomes tab, its two dialogs and the final confirmation, the portfolio's Outcomes view with its charts
// and its empty state, and the Outcome pool; the pooling switch and the help topic by keyboard; the CSV.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** axe on a screen once it has loaded (no spinner or skeleton left). */
function checker() {
  const axe = axeChecker();
  return {
    async check(page: Page, where: string) {
      await expect.poll(() => page.locator('.bp6-spinner, .bp6-skeleton').count()).toBe(0);
      await axe.check(page, where);
    },
    done: axe.done,
  };
}

describe('outcome screens', () => {
  it('the Outcomes tab, its dialogs, the Outcomes view (and empty), the Outcome pool pass axe; pooling and help by keyboard; CSV', async () => {
    const axe = checker();
    const org = await createOrganization(app.db);
    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const empty = await createOrganization(app.db);
    const emptyAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: empty });
    const growths = [2, 5, 3, 8, 8, 15, 12];
    for (const [i, felIndex] of [4.5, 5.2, 5.2, 6.1, 6.8, 7.5, 9.0].entries()) {
      const project = await createProject(app.db, { org, owner: clientAdmin, name: `Closed project ${i + 1}` });
      await insertClosedProject(app.db, { projectId: project.id, felIndex, growth: growths[i] ?? 0, slip: i * 3 - 4 });
    }
    const open = await createProject(app.db, { org, owner: clientAdmin, name: 'Approved, being built' });
    await insertApproval(app.db, { projectId: open.id, felIndex: 5.9 });

    const { page, context } = await signedInPage(app, browser, clientAdmin);
    await page.goto(`/dashboard/${open.id}/outcomes`);
    await page.getByRole('tab', { name: 'Outcomes', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Gate decisions' }).waitFor();
    await axe.check(page, 'Outcomes tab');
    await page.getByRole('button', { name: 'Record the close-out' }).click();
    await page.getByRole('dialog', { name: 'Record the close-out' }).waitFor();
    await axe.check(page, 'close-out dialog');
    await page.getByRole('dialog').getByText('The cost is final (it enters the statistics)').click();
    await page.getByRole('dialog').getByLabel('Actual authorization', { exact: true }).fill('2024-01-01');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByLabel('Actual cost (A) (EUR)').fill('1,050,000');
    await page.getByRole('dialog').getByLabel('Actual mechanical completion', { exact: true }).fill('2026-10-01');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Mark the close-out final?' }).waitFor();
    await axe.check(page, 'final confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Not yet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /Edit the decision of/ }).first().click();
    await page.getByRole('dialog', { name: 'Edit the gate decision' }).waitFor();
    await axe.check(page, 'gate decision dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/dashboard/portfolio');
    await page.getByRole('link', { name: 'Outcomes: what the projects cost and took' }).click();
    await page.waitForURL('**/dashboard/portfolio/outcomes');
    await page.locator('[data-chart="cost-fel3-3"] svg').first().waitFor();
    await axe.check(page, 'Outcomes view');
    expect(await page.getByTestId('rho-costGrowth').innerText()).toBe("Spearman's ρ = 0.95 (n = 7; 90 % interval 0.74 to 0.99). Indicative: fewer than 15 projects (7).");
    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.text.trim().split('\n')).toHaveLength(1 + 8);
    // The pooling switch and the help, by keyboard.
    const share = page.getByLabel(/Share our closed projects/);
    await tabTo(page, share);
    await page.keyboard.press('Space');
    await page.getByText('Your outcomes now join the provider’s pool.').waitFor();
    await expect.poll(() => share.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Help' }).last());
    await page.keyboard.press('Enter');
    await page.locator('.fel-help-drawer').getByText('The provider’s pool').first().waitFor();
    await axe.check(page, 'Outcomes help');
    await page.keyboard.press('Escape');
    await context.close();

    const emptyPage = await signedInPage(app, browser, emptyAdmin);
    await emptyPage.page.goto('/dashboard/portfolio/outcomes');
    await emptyPage.page.getByRole('heading', { level: 2, name: 'No outcomes recorded yet' }).waitFor();
    await axe.check(emptyPage.page, 'Outcomes view, empty');
    await emptyPage.context.close();

    const cel = await createUser(app.db, { role: ROLE.IPA_USER });
    const celPage = await signedInPage(app, browser, cel);
    await celPage.page.goto('/dashboard');
    await celPage.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outcome pool' }).click();
    await celPage.page.getByRole('heading', { level: 1, name: 'Outcome pool' }).waitFor();
    await celPage.page.getByText(/Pooled figures need at least 10 projects/).first().waitFor();
    await axe.check(celPage.page, 'Outcome pool');
    await celPage.context.close();
    axe.done();
  }, 120_000);
});
