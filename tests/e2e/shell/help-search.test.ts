import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { seriousViolations } from '../../support/axe.ts';
import { createUser } from '../../support/factories.ts';
import { holdRequest } from '../../support/held-request.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('searching the help', () => {
  it('says "Loading the help…" while its text downloads, then filters the topics by their text as one types, opens what it finds, says when nothing matches, and clears', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    // The help's text downloads the first time the help opens: held in flight here until the test has looked.
    const helpText = await holdRequest(page, '**/assets/HelpDrawer-*.js');
    await page.goto('/dashboard');
    const helpButton = page.getByRole('button', { name: 'Help' });
    await helpButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.fel-help-drawer');
    const search = drawer.getByRole('searchbox', { name: 'Search help' });
    await helpText.arrived;
    await page.getByRole('status').filter({ hasText: 'Loading the help…' }).waitFor();
    expect(await search.count()).toBe(0);
    // The focus stays on Help meanwhile, for the drawer to give it back when it closes.
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Help');
    helpText.release();
    await search.waitFor();
    expect(await page.getByText('Loading the help…').count()).toBe(0);
    const titles = () => drawer.locator('.fel-help-topic-title').allInnerTexts();
    expect(await titles()).toHaveLength(15);

    // A word inside a topic's text (not its title) finds it, in any case, opened.
    await search.focus();
    await page.keyboard.type('pdri');
    await drawer.getByRole('region', { name: 'Terms & Acronyms' }).getByText('Project Definition Rating Index').waitFor();
    const found = (await titles()).map((t) => t.trim());
    expect(found).toContain('Terms & Acronyms');
    expect(found).not.toContain('Overview');
    await drawer.getByText(`${found.length} of 15 topics`).waitFor();
    expect(await seriousViolations(page, '.fel-help-drawer')).toEqual([]);

    // Every word must appear.
    await search.fill('6-digit CODE email');
    await expect.poll(async () => (await titles()).map((t) => t.trim())).toContain('Sign In/Out');

    await search.fill('xylophone');
    await drawer.getByText('No help topic mentions “xylophone”.', { exact: false }).waitFor();
    expect(await titles()).toHaveLength(0);

    await drawer.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(async () => (await titles()).length).toBe(15);
    expect(await drawer.getByRole('button', { name: 'Overview', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
