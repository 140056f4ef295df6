import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD2_BANK_VERSION } from '../../../server/modules/questionnaire/bank/index.ts';
import { ROLE } from '../../../common/roles.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage, signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// What a first-time user stumbled on: each fixed, checked where the user would notice it.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const pageWidth = async (page: Page) => Number(await page.evaluate('document.documentElement.scrollWidth'));
/** A computed style of the first element a CSS selector finds (optionally of its ::before). */
const styleOf = async (page: Page, selector: string, property: string, pseudo = '') =>
  String(await page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)}), ${JSON.stringify(pseudo || null)}).${property}`));

describe('first use', () => {
  it('Escape in the organization form’s date picker closes the calendar only; the typed fields stay', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, admin);
    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: 'Add organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an organization' });
    await dialog.getByLabel('Name', { exact: true }).fill('Kept Name Co');
    await dialog.getByLabel('License Created').click();
    const calendar = page.locator('.bp6-datepicker');
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Kept Name Co');
    await context.close();
  });

  it('create project: "Required" under a screening question is red; each radio sits beside its label', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard/create-project');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual(['Required', 'Required', 'Required']);
    expect(await styleOf(page, '[role="alert"]', 'color')).toBe('rgb(172, 47, 51)');
    const label = page.locator('label.bp6-radio', { hasText: 'Revamp or modernization' });
    const circle = await label.locator('.bp6-control-indicator').boundingBox();
    const box = await label.boundingBox();
    if (!circle || !box) throw new Error('radio not laid out');
    // The circle is on the label's first line, not above it.
    expect(circle.y).toBeLessThan(box.y + 12);
    expect(box.height).toBeLessThan(30);
    await context.close();
  });

  it('the question card’s "Action to close the gap" fields stay inside the card at 1366 px', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    // Method 2's card (a project finalized on bank 2026.2 keeps it); method 3's actions are AnswerActions.
    const project = await createProject(app.db, { org, owner: user, fel20: true, bankVersion: METHOD2_BANK_VERSION });
    const { page, context } = await signedInPage(app, browser, user);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/dashboard/${project.id}/fel2`);
    const card = page.locator('.fel-question').first();
    await card.getByText('Action to close the gap').click();
    const status = card.getByLabel('Status');
    await status.waitFor();
    const cardBox = await card.boundingBox();
    for (const field of [status, card.getByLabel('Due date'), card.getByLabel('Owner')]) {
      const box = await field.boundingBox();
      if (!box || !cardBox) throw new Error('not laid out');
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
    await context.close();
  });

  it('a FEL 3-only project’s progress bars say "FEL 3"; dates read "23 Nov 2026"; "Choose a plant" keeps Location in line', async () => {
    const org = await createOrganization(app.db, { plantNames: ['North Works'] });
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const name = unique('Only three');
    const project = await createProject(app.db, { org, owner: user, name, fel20: false });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    const row = page.getByTestId('project-row').filter({ hasText: name });
    await row.locator('.fel-area-progress-phase').getByText('FEL 3', { exact: true }).waitFor();
    await row.getByRole('progressbar', { name: /^FEL 3 .+: 0 of \d+ answered$/ }).first().waitFor();

    await page.goto(`/dashboard/${project.id}/details`);
    const created = page.getByText(/Created \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    await created.waitFor();
    expect(await page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/).count()).toBe(0);

    const location = page.getByLabel('Location');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose a plant' }).waitFor();
    const after = await location.boundingBox();
    const plant = await page.getByLabel('Plant', { exact: true }).boundingBox();
    // The plant select and the Location field stay on one line (boxes are measured after any scrolling).
    expect(plant?.y).toBe(after?.y);
    expect(plant?.height).toBe(after?.height);
    await context.close();
  });

  it('at 390 px the Users and Organizations tables are cards, without sideways scrolling', async () => {
    const org = await createOrganization(app.db, { name: unique('Phone Plant Services International') });
    await createUser(app.db, { role: ROLE.USER, org, name: 'Phoebe Phone' });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Filter by organization' }).click();
    await page.getByLabel('Organization contains').fill(org.name);
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /^Phoebe Phone,/ });
    await row.getByText(org.name).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const cell = await row.getByText(org.name).boundingBox();
    expect((cell?.x ?? 999) + (cell?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(await styleOf(page, 'tbody tr td[data-label="Name"]', 'content', '::before')).toBe('"Name: "');
    await page.getByRole('row', { name: /^Phoebe Phone,/ }).click();
    await page.getByRole('menuitem', { name: 'Edit User Details' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/clients');
    await page.getByLabel('Search by name').fill(org.name);
    const orgRow = page.getByRole('row', { name: org.name });
    await orgRow.getByText('License Expiry', { exact: false }).or(orgRow.getByText(org.name)).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const orgCell = await orgRow.getByText(org.name).boundingBox();
    expect((orgCell?.x ?? 999) + (orgCell?.width ?? 999)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
