import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { closeOuts, gateDecisions } from '../../../server/db/schema/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { insertSignedOffReport } from '../../support/gate-outcomes.ts';
import { expectFocus, tabTo } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// A cost engineer records a project's gate decisions (a deferral, then the approval) and its close-out with the
// keyboard only (issue 27): Tab to each field, type, Escape shuts a date's calendar, Space ticks, Enter sends; the
// confirmation before the close-out is first marked final answers to the keyboard too. No clicks.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** Tab to a field by its label and type into it (a date: then Escape shuts its calendar, the focus staying). */
async function typeInto(page: Page, label: string, text: string, options: { date?: boolean } = {}) {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  if (options.date) {
    await page.keyboard.press('Escape');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    await expectFocus(page, field);
  }
}

describe('outcomes by keyboard', () => {
  it('records a deferral, the approval and a final close-out, and reads the cost growth and slip they give', async () => {
    const org = await createOrganization(app.db);
    const engineer = await createUser(app.db, { role: ROLE.USER, org, name: 'Cora Cost-Engineer' });
    const project = await createProject(app.db, { org, owner: engineer, name: 'Harbour crane replacement' });
    await insertSignedOffReport(app.db, { projectId: project.id, felIndex: 5.2 });
    const { page, context } = await signedInPage(app, browser, engineer);
    await page.goto(`/dashboard/${project.id}/outcomes`);
    await page.getByText('No gate decision recorded yet').waitFor();

    /** `kind` typed into the decision's list (type-ahead); null keeps its first choice, "Approved". */
    const decision = async (kind: string | null, decided: string, plan: [string, string, string]) => {
      await tabTo(page, page.getByRole('button', { name: 'Record a decision' }));
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Record a gate decision' }).waitFor();
      const list = page.getByLabel('Decision', { exact: true });
      await tabTo(page, list);
      if (kind) await page.keyboard.type(kind);
      expect(await list.inputValue()).toBe(kind ? kind.toLowerCase() : 'approved');
      await typeInto(page, 'Decided on', decided, { date: true });
      await typeInto(page, 'Base estimate (USD)', '1000000');
      await typeInto(page, 'Contingency (USD)', '100000');
      await typeInto(page, 'Escalation (USD)', '50000');
      await typeInto(page, 'Estimate base date', '2026-01-05', { date: true });
      await typeInto(page, 'Stated range, low end', '-10');
      await typeInto(page, 'Stated range, high end', '20');
      await typeInto(page, 'Planned authorization', plan[0], { date: true });
      await typeInto(page, 'Planned mechanical completion', plan[1], { date: true });
      await typeInto(page, 'Planned start-up', plan[2], { date: true });
      await tabTo(page, page.getByRole('dialog').getByRole('checkbox', { name: 'Depends on a shutdown' }));
      await page.keyboard.press('Space');
      await typeInto(page, 'Base estimate (USD)', '1,000,000.00');
      await page.keyboard.press('Enter');
      await page.getByText('Gate decision recorded.').waitFor();
      await page.getByRole('dialog', { name: 'Record a gate decision' }).waitFor({ state: 'detached' });
    };
    await decision('Deferred', '2026-01-10', ['2026-01-10', '2027-01-10', '2027-02-10']);
    await decision(null, '2026-04-01', ['2026-04-01', '2027-04-01', '2027-05-01']);
    const rows = page.getByRole('table', { name: 'Gate decisions' }).locator('tbody tr');
    await expect.poll(() => rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(['Deferred', 'Approved']);
    expect(await rows.first().locator('td:nth-child(4)').innerText()).toBe('USD 1,150,000.00');

    await tabTo(page, page.getByRole('button', { name: 'Record the close-out' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Record the close-out' }).waitFor();
    await typeInto(page, 'Actual authorization', '2026-04-01', { date: true });
    await typeInto(page, 'Actual cost (A) (USD)', '1265000');
    await page.keyboard.press('Tab');
    // Leaving the amount writes it with separators and two decimals.
    expect(await page.getByRole('dialog').getByLabel('Actual cost (A) (USD)').inputValue()).toBe('1,265,000.00');
    await typeInto(page, 'Actual mechanical completion', '2027-06-01', { date: true });
    await typeInto(page, 'Start-up attainment at 6 months', '92.55');
    await tabTo(page, page.getByRole('dialog').getByRole('checkbox', { name: /The cost is final/ }));
    await page.keyboard.press('Space');
    await typeInto(page, 'Lessons learned', 'Early vendor data paid off.');
    await tabTo(page, page.getByRole('button', { name: 'Record', exact: true }));
    await page.keyboard.press('Enter');
    // One decimal only: the message under the field, nothing sent.
    await page.getByText('Use a percentage with at most one decimal, such as 12.5').waitFor();
    await typeInto(page, 'Start-up attainment at 6 months', '92.5');
    await tabTo(page, page.getByRole('button', { name: 'Record', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Mark the close-out final?' });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Mark final and save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Close-out recorded.').waitFor();

    // (1,265,000 − 0) ÷ 1,150,000 − 1 = +10.0 %; 2026-04-01 → 2027-06-01 is 426 days against 365: +16.7 %.
    await expect.poll(() => page.getByTestId('cost-growth').innerText()).toBe('+10.0 %, inside the stated range (−10.0 % to +20.0 %)');
    expect(await page.getByTestId('slip').innerText()).toBe('+16.7 %');
    const [saved] = await app.db.select().from(closeOuts).where(eq(closeOuts.projectId, project.id));
    expect(saved).toMatchObject({ actualCost: '1265000.00', isFinal: true, startUp6Months: '92.5', lessons: 'Early vendor data paid off.' });
    const decisions = await app.db.select().from(gateDecisions).where(eq(gateDecisions.projectId, project.id));
    expect(decisions.map((d) => [d.decision, d.budgetBase, d.shutdownDependent]).sort()).toEqual([
      ['approved', '1000000.00', true],
      ['deferred', '1000000.00', true],
    ]);
    await context.close();
  });
});
