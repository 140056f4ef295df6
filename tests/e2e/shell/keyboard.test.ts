import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { answers, reports, users } from '../../../server/db/schema/index.ts';
import { questionsFor, METHOD2_BANK_VERSION } from '../../../server/modules/questionnaire/bank/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage, signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { expectFocus, signInByKeyboard, tabTo } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';

// Keyboard only: no clicks. (Answering a phase by keyboard: tests/e2e/projects/questionnaire.test.ts; the admin
// screens and dialogs: tests/e2e/admin/keyboard-admin.test.ts; the second factor: tests/e2e/auth/keyboard-second-factor.test.ts.)

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('keyboard-only paths', () => {
  it('signs in: type the email, Tab, type the password, Enter', async () => {
    const user = await createUser(app.db, { role: ROLE.USER, name: 'Kay Board' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInByKeyboard(page, user);
    await page.getByText('Welcome, Kay Board').waitFor();
    await context.close();
  });

  it('moves between questions with J and K, the focus following; a digit answers the focused one', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, bankVersion: METHOD2_BANK_VERSION });
    const [first, second] = questionsFor('fel2', METHOD2_BANK_VERSION);
    if (!first || !second) throw new Error('the FEL 2 bank has fewer than two questions');
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel2`);
    const card = (code: string) => page.locator(`.fel-question[data-code="${code}"]`);
    await tabTo(page, card(first.code));
    await page.keyboard.press('j');
    await expectFocus(page, card(second.code));
    await page.keyboard.press('k');
    await expectFocus(page, card(first.code));
    await page.keyboard.press('3');
    await card(first.code).getByTestId('complete').waitFor();
    expect(await card(second.code).getByTestId('complete').count()).toBe(0);
    await expect
      .poll(async () => (await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, first.code))))[0]?.level, { timeout: 10_000 })
      .toBe(3);
    await context.close();
  });

  it('creates a report: Tab to "Create report", Enter, type the notes, Tab to the dialog’s button, Enter', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const project = await fullyAnsweredProject(app, { org, owner: user, teamSize: 1 });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await page.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Create report', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create the FEL 3 report' });
    await tabTo(page, dialog.getByLabel('Notes (optional)'));
    await page.keyboard.type('Made from the keyboard.');
    await tabTo(page, dialog.getByRole('button', { name: 'Create report' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await app.db.select().from(reports).where(eq(reports.projectId, project.id))).map((r) => r.notes)).toEqual(['Made from the keyboard.']);
    await context.close();
  });

  it('adds a user in the admin dialog: Enter on "Add user", fields by Tab, the organization by arrow keys, Enter to save', async () => {
    const org = await createOrganization(app.db, { name: unique('Keyed Org') });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, admin);
    await page.goto('/dashboard/users');
    await tabTo(page, page.getByRole('button', { name: 'Add user' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect.poll(() => dialog.getByLabel('Name').and(page.locator(':focus')).count()).toBe(1);
    await page.keyboard.type('Tab Typer');
    await page.keyboard.press('Tab');
    const email = `${unique('tab').toLowerCase()}@keys.example`;
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(org.name);
    await page.getByRole('option', { name: org.name }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByLabel('Organization').inputValue()).toBe(org.name);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('User SAVED!').waitFor();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Tab Typer', organizationId: org.id, userType: ROLE.USER });
    // Escape closes a dialog and gives the focus back to the button that opened it.
    await tabTo(page, page.getByRole('button', { name: 'Add user' }));
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Add user' }).and(page.locator(':focus')).count()).toBe(1);
    await context.close();
  });
});
