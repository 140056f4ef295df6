import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { seriousViolations } from '../../support/axe.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { signIn } from '../../support/sign-in.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('My account', () => {
  it('changes one’s name and password from the profile menu by keyboard; a wrong current password is refused', async () => {
    const me = await createUser(app.db, { role: ROLE.USER, name: 'Old Name' });
    const { page, context } = await signedInPage(app, browser, me);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'My account (name, password)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await dialog.waitFor();
    expect(await seriousViolations(page, '.bp6-dialog')).toEqual([]);

    await dialog.getByLabel('Name').fill('New Name');
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('shirt');
    await page.keyboard.press('Enter');
    await dialog.getByText('Use at least 12 characters, including 1 symbol').waitFor();
    await dialog.getByText('Passwords do not match').waitFor();
    await dialog.getByText('Required').waitFor();

    await dialog.getByLabel('New password', { exact: true }).fill('A-new-password-2026!');
    await dialog.getByLabel('Confirm new password').fill('A-new-password-2026!');
    await dialog.getByLabel('Current password (needed to change the password)').fill('not-my-password!');
    await page.keyboard.press('Enter');
    await dialog.getByText('The current password is not correct.').waitFor();
    expect((await app.db.select().from(users).where(eq(users.id, me.id)))[0]?.name).toBe('Old Name');

    await dialog.getByLabel('Current password (needed to change the password)').fill(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Name and password saved.', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await app.db.select().from(users).where(eq(users.id, me.id)))[0]?.name).toBe('New Name');
    await signIn(app, { ...me, password: 'A-new-password-2026!' });
    await context.close();
  });

  it('shows the new name in the top bar at once, without reloading the page', async () => {
    const me = await createUser(app.db, { role: ROLE.USER, name: 'Before Rename' });
    const { page, context } = await signedInPage(app, browser, me);
    await page.goto('/dashboard');
    const profile = page.getByRole('button', { name: 'Profile' });
    expect(await profile.getAttribute('title')).toBe('Before Rename');
    await profile.click();
    await page.getByRole('button', { name: 'My account (name, password)' }).click();
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await dialog.getByLabel('Name').fill('After Rename');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('button[aria-label="Profile"][title="After Rename"]').waitFor();
    await profile.click();
    const card = page.getByTestId('profile-popup');
    await card.getByText('After Rename', { exact: true }).waitFor();
    expect(await card.getByText('Before Rename').count()).toBe(0);
    await context.close();
  });
});
