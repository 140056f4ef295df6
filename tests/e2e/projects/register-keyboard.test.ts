import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { deliverables } from '../../../server/db/schema/index.ts';
import { seriousViolations } from '../../support/axe.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { expectFocus, tabTo } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// The Register tab by keyboard only (issue 25: new screens join the keyboard and help coverage): Tab to "Add
// document", Enter opens the dialog on the document number, Tab moves through the fields, Enter adds; the new row
// is listed and counts; Help opens the register's topic in the help drawer. No clicks.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('the Register tab by keyboard', () => {
  it('adds a document and opens its help without a mouse', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, name: 'Keyboard register' });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/register`);
    await page.getByText('No documents registered yet').waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Add document' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a document to the register' });
    await expectFocus(page, dialog.getByLabel('Document number'));
    await page.keyboard.type('HAZ-042');
    await tabTo(page, dialog.getByLabel('Title'));
    await page.keyboard.type('HAZOP close-out report');
    await tabTo(page, dialog.getByLabel('Revision', { exact: true }));
    await page.keyboard.type('C');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('table', { name: 'Register entries' }).getByRole('row').filter({ hasText: 'HAZ-042' });
    await row.waitFor();
    expect(await row.innerText()).toContain('HAZOP close-out report');
    const [stored] = await app.db.select().from(deliverables).where(eq(deliverables.projectId, project.id));
    expect(stored).toMatchObject({ number: 'HAZ-042', title: 'HAZOP close-out report', revision: 'C', addedBy: user.id });

    // Help: the register's own topic opens in the drawer.
    await tabTo(page, page.locator('[aria-label="Deliverables register"]').getByRole('button', { name: 'Help' }));
    await page.keyboard.press('Enter');
    const drawer = page.locator('.fel-help-drawer');
    await drawer.getByText('The deliverables register and evidence').first().waitFor();
    expect(await seriousViolations(page, '.fel-help-drawer')).toEqual([]);
    await context.close();
  });
});
