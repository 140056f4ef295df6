import { inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, makePoc, unique } from '../../support/factories.ts';
import { holdOperation } from '../../support/held-request.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('Users screen: bulk Activate / Deactivate', () => {
  it('a POC selects two users from the keyboard, confirms "Deactivate 2 users?", sees the button spin while it runs, and both inactive; the third is untouched', async () => {
    const org = await createOrganization(app.db, { name: unique('Bulk Co') });
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, name: 'Bea Boss' });
    await makePoc(app.db, org, poc);
    const [anna, bert, cleo] = [
      await createUser(app.db, { role: ROLE.USER, org, name: 'Anna Able' }),
      await createUser(app.db, { role: ROLE.USER, org, name: 'Bert Baker' }),
      await createUser(app.db, { role: ROLE.USER, org, name: 'Cleo Cole' }),
    ];
    const statuses = async () => {
      const rows = await app.db.select({ name: users.name, status: users.status }).from(users).where(inArray(users.id, [anna!.id, bert!.id, cleo!.id]));
      return Object.fromEntries(rows.map((r) => [r.name, r.status]));
    };
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, poc);
    await page.goto('/dashboard/users');
    await page.getByText('1–4 of 4').waitFor();
    await page.getByText('Select users to activate or deactivate several at once.').waitFor();

    // Space on a row's checkbox selects it without opening the row's menu.
    await page.getByRole('checkbox', { name: 'Select Anna Able' }).focus();
    await page.keyboard.press(' ');
    await page.getByRole('checkbox', { name: 'Select Bert Baker' }).focus();
    await page.keyboard.press(' ');
    expect(await page.getByRole('menu').count()).toBe(0);
    await page.getByText('2 users selected').waitFor();

    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate 2 users?' });
    await confirm.getByText('Anna Able').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statuses()).toEqual({ 'Anna Able': 'active', 'Bert Baker': 'active', 'Cleo Cole': 'active' });

    // While the change runs (its request held in flight), the confirmation's button spins and nothing can be pressed twice.
    const change = await holdOperation(page, 'SetUsersActive');
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await change.arrived;
    await confirm.getByRole('progressbar').waitFor();
    expect(await confirm.locator('button', { hasText: 'Deactivate' }).isDisabled()).toBe(true);
    expect(await confirm.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Clear selection' }).isDisabled()).toBe(true);
    expect(await statuses()).toEqual({ 'Anna Able': 'active', 'Bert Baker': 'active', 'Cleo Cole': 'active' });
    change.release();
    await page.getByText('2 users deactivated!').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /^Anna Able,/ }).getByText('Inactive').waitFor();
    await page.getByRole('row', { name: /^Bert Baker,/ }).getByText('Inactive').waitFor();
    await page.getByRole('row', { name: /^Cleo Cole,/ }).getByText('Active').waitFor();
    await page.getByText('Select users to activate or deactivate several at once.').waitFor();
    expect(await statuses()).toEqual({ 'Anna Able': 'inactive', 'Bert Baker': 'inactive', 'Cleo Cole': 'active' });

    // Select all, then Activate: the refusal to deactivate oneself does not apply, all four are active.
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).focus();
    await page.keyboard.press(' ');
    await page.getByText('4 users selected').waitFor();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Activate 4 users?' }).getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('4 users activated!').waitFor();
    await page.getByRole('row', { name: /^Anna Able,/ }).getByText('Active').waitFor();
    expect(await statuses()).toEqual({ 'Anna Able': 'active', 'Bert Baker': 'active', 'Cleo Cole': 'active' });

    // Deactivating oneself among others is refused as a whole, with the reason.
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).focus();
    await page.keyboard.press(' ');
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog', { name: 'Deactivate 4 users?' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivation process has failed! You cannot deactivate your own account.').waitFor();
    expect(await statuses()).toEqual({ 'Anna Able': 'active', 'Bert Baker': 'active', 'Cleo Cole': 'active' });
    await context.close();
  });
});
