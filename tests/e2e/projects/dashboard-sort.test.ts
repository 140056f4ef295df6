import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const rowNames = (page: Page) => page.getByTestId('project-row').locator('.fel-project-name').allTextContents();

describe('dashboard list order', () => {
  it('a column header sorts the list (aria-sort, keyboard), the order is kept while paging; on a phone a sort select', async () => {
    const org = await createOrganization(app.db);
    const viewer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Vera Viewer' });
    const owners = await Promise.all(['Olga', 'Boris', 'Uma'].map((name) => createUser(app.db, { role: ROLE.USER, org, name })));
    // Seven projects: names A to G, owners in turn, each changed a day after the one before.
    const names = ['Amine unit', 'Boiler house', 'Cooling tower', 'Dock repair', 'Electrical room', 'Flare stack', 'Gas turbine'];
    for (const [i, name] of names.entries()) {
      await createProject(app.db, { org, owner: owners[i % 3] ?? viewer, name, updatedAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const ownerOf = (name: string) => ['Olga', 'Boris', 'Uma'][names.indexOf(name) % 3] ?? '';
    const byOwner = [...names].sort((a, b) => ownerOf(a).localeCompare(ownerOf(b)) || a.localeCompare(b));

    const { page, context } = await signedInPage(app, browser, viewer);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Amine unit' }).waitFor();
    await page.getByLabel('Rows per page').selectOption('5');
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 5));
    const header = (name: string) => page.getByRole('columnheader', { name });
    expect(await header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Owner').getAttribute('aria-sort')).toBe('none');

    // Owner, A to Z: Boris's projects first; the next page goes on in the same order.
    await header('Owner').getByRole('button').click();
    await expect.poll(() => rowNames(page)).toEqual(byOwner.slice(0, 5));
    expect(await header('Owner').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Name').getAttribute('aria-sort')).toBe('none');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowNames(page)).toEqual(byOwner.slice(5));
    expect(await page.getByText('6–7 of 7').count()).toBe(1);
    expect(await header('Owner').getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => rowNames(page)).toEqual(byOwner.slice(0, 5));

    // Again: Z to A, back on the first page.
    await header('Owner').getByRole('button').click();
    await expect.poll(() => rowNames(page)).toEqual([...byOwner].reverse().slice(0, 5));
    expect(await header('Owner').getAttribute('aria-sort')).toBe('descending');

    // From the keyboard: Last updated, oldest first, then newest first.
    await header('Last updated').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 5));
    await page.keyboard.press('Enter');
    await expect.poll(() => rowNames(page)).toEqual([...names].reverse().slice(0, 5));
    expect(await header('Last updated').getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowNames(page)).toEqual([...names].reverse().slice(5));
    // The order lives in the URL: a reload shows the same page in the same order.
    expect(page.url()).toMatch(/sort=updated/);
    await page.reload();
    await page.getByRole('link', { name: 'Boiler house' }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual([...names].reverse().slice(5));

    // A phone: the cards have no header row; the sort select orders them.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
    await expect.poll(() => rowNames(page)).toEqual([...names].reverse().slice(0, 5));
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(360);
    await context.close();
  }, 180_000);
});
