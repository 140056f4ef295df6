import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { seriousViolations } from '../../support/axe.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { expectFocus } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('the keyboard shortcut overlay', () => {
  it('opens on "?" with the question keys listed, closes on Escape, and ignores "?" typed into a field', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel2`);
    await page.locator('.fel-question').first().waitFor();

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    for (const text of ['Choose level 1–4 (Definitive … Not started)', 'Flag or unflag the question to revisit', 'Next question', 'Previous question', 'Show this list of keyboard shortcuts'])
      await dialog.getByRole('cell', { name: text }).waitFor();
    expect(await seriousViolations(page, '.fel-shortcuts-dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Typing a "?" into a comment types it; the overlay stays shut.
    const comment = page.locator('.fel-question').first().getByLabel('Comment');
    await comment.focus();
    await page.keyboard.type('Why?');
    expect(await comment.inputValue()).toBe('Why?');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('is also in the profile menu, by keyboard: the overlay keeps the focus once the menu has gone, and Escape gives it back', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    const profile = page.getByRole('button', { name: 'Profile' });
    await profile.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    // The menu's fade hands the focus back to its button when it ends; an overlay opened before would lose it.
    await page.locator('.fel-profile-popover').waitFor({ state: 'detached' });
    const focusInOverlay = "document.querySelector('.fel-shortcuts-dialog')?.closest('.bp6-overlay')?.contains(document.activeElement) ?? false";
    await expect.poll(() => page.evaluate<boolean>(focusInOverlay)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, profile);
    await context.close();
  });
});
