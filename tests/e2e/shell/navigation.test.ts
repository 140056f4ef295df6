import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type Role } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { isoDayFromToday, signedInPage } from '../../support/browser-session.ts';
import { assignCel, createOrganization, createUser, makePoc } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

const SUPPORT_EMAIL = 'support@shell-navigation.example';
const NOT_FOUND = "Sorry to leave you hang'n!";

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp({ env: { SUPPORT_EMAIL } })));
afterAll(() => stopBrowserApp({ app, browser }));

/** Opens a signed-in path and waits until the frame and its screen are rendered. */
async function open(page: Page, path: string): Promise<{ notFound: boolean }> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Profile' }).waitFor();
  await page.locator('#main-content > *').first().waitFor();
  return { notFound: (await page.getByRole('heading', { name: NOT_FOUND }).count()) > 0 };
}

describe('route guards follow what the server says each viewer may do', () => {
  type Case = [label: string, role: Role, extra: { poc?: boolean; cel?: boolean }, links: string[], allowed: string[]];
  const ADMIN_PATHS = ['users', 'clients', 'ipametrics', 'settings'];
  const cases: Case[] = [
    ['Admin', ROLE.ADMIN, {}, ['Projects', 'Users', 'Organizations', 'IPA metrics', 'Outcome pool', 'Settings'], ['users', 'clients', 'ipametrics', 'settings']],
    ['IPA User (CEL)', ROLE.IPA_USER, { cel: true }, ['Projects', 'Organizations', 'IPA metrics', 'Outcome pool'], ['clients', 'ipametrics']],
    ['Client Admin', ROLE.CLIENT_ADMIN, {}, ['Projects', 'Portfolio', 'Users'], ['users']],
    ['User who is the point of contact', ROLE.USER, { poc: true }, ['Projects', 'Users'], ['users']],
    ['User', ROLE.USER, {}, [], []],
    ['Super User', ROLE.SUPER_USER, {}, ['Projects', 'Portfolio'], []],
    ['Power User', ROLE.POWER_USER, {}, [], []],
  ];

  it.each(cases)('%s', async (_label, role, extra, links, allowed) => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role, ...(role === ROLE.ADMIN || role === ROLE.IPA_USER ? {} : { org }) });
    if (extra.poc) await makePoc(app.db, org, user);
    if (extra.cel) await assignCel(app.db, org, user);
    const { page, context } = await signedInPage(app, browser, user);
    await open(page, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.count()).toBe(links.length > 0 ? 1 : 0);
    if (links.length > 0) expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*\d+$/, ''))).toEqual(links); // without the pending-approval count
    for (const path of ADMIN_PATHS) {
      const { notFound } = await open(page, `/dashboard/${path}`);
      expect(notFound, `/dashboard/${path}`).toBe(!allowed.includes(path));
    }
    if (links.includes('Users')) {
      await open(page, '/dashboard');
      await nav.getByRole('link', { name: 'Users' }).click();
      await page.waitForURL('**/dashboard/users');
      // The link marks itself once the (lazy) screen has loaded, after the URL has changed.
      await nav.locator('a[aria-current="page"]', { hasText: 'Users' }).waitFor();
    }
    await context.close();
  });
});

describe('not-found and error screens', () => {
  it('unknown signed-in paths show the not-found screen with its texts; its first step goes back to the project list', async () => {
    const user = await createUser(app.db, { role: ROLE.SUPER_USER });
    const { page, context } = await signedInPage(app, browser, user);
    for (const path of ['/dashboard/no-such-screen', '/dashboard/users/extra', '/dashboard/settings-old/a/b', '/dashboard/error']) {
      expect((await open(page, path)).notFound, path).toBe(true);
    }
    const screen = page.getByTestId('not-found');
    await screen.getByRole('link', { name: SUPPORT_EMAIL }).waitFor();
    expect(await screen.locator('ol li').allInnerTexts()).toEqual([
      'Go back to the project list.',
      'Check the URL for a typo.',
      'Close your browser, open it again and sign in again.',
      `Contact support at ${SUPPORT_EMAIL}.`,
      'If all else fails, blame the schedule. Everyone else does.',
    ]);
    expect(await screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await screen.getByRole('link', { name: 'Go back to the project list' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('active-client').waitFor();
    await context.close();
  });

  it('a screen that fails to load shows "Unexpected Application Error!" inside the frame; a failed frame shows it on its own', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.route('**/assets/ErrorPage-*.js', (route) => route.abort());
    await page.goto('/dashboard/error');
    const screen = page.getByTestId('error-screen');
    await screen.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await screen.locator('.fel-error-detail').innerText()).toMatch(/ErrorPage/);
    expect(await page.getByRole('button', { name: 'Profile' }).count()).toBe(1);
    await screen.getByRole('button', { name: 'Back to projects' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('active-client').waitFor();

    await page.route('**/assets/ShellLayout-*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Profile' }).count()).toBe(0);
    await context.close();
  });
});

describe('client switcher', () => {
  it('Admin switches the active client; the choice survives a reload; success and warning snackbars hide after 6000 ms', async () => {
    const alpha = await createOrganization(app.db, { name: `Alpha Alumina ${Date.now()}` });
    const lapsed = await createOrganization(app.db, {
      name: `Lapsed Lime ${Date.now()}`,
      licenseCreate: isoDayFromToday(-400),
      licenseDue: isoDayFromToday(-3),
    });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await signedInPage(app, browser, admin);
    await page.clock.install();
    await open(page, '/dashboard');
    const active = page.getByTestId('active-client');
    expect(await active.innerText()).toBe('No client chosen');
    const switcher = page.getByLabel('Switch client');
    // The server searches the clients as one types (any case); a click on the answer switches.
    await switcher.fill(alpha.name.toLowerCase().slice(0, 14));
    await page.getByRole('option', { name: alpha.name }).click();
    const success = page.locator('.bp6-toast', { hasText: `Now working on ${alpha.name}.` });
    await success.waitFor();
    expect(await success.getAttribute('class')).toContain('bp6-intent-success');
    await page.getByText(alpha.name, { exact: true }).and(active).waitFor();
    await page.clock.fastForward(5_000);
    expect(await success.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await success.waitFor({ state: 'detached' });

    await switcher.fill(lapsed.name);
    await page.getByRole('option', { name: lapsed.name }).click();
    const warning = page.locator('.bp6-toast', { hasText: `Now working on ${lapsed.name}. Its licence expired on` });
    await warning.waitFor();
    expect(await warning.getAttribute('class')).toContain('bp6-intent-warning');
    await page.clock.fastForward(5_000);
    expect(await warning.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await warning.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText(lapsed.name, { exact: true }).and(active).waitFor();
    expect(await switcher.inputValue()).toBe(lapsed.name);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('profile-popup').getByText(lapsed.name).waitFor();
    await context.close();
  });

  it('an IPA User is offered only the clients it is CEL of; client roles have no switcher', async () => {
    const mine = await createOrganization(app.db, { name: `Mine Metals ${Date.now()} Co.` });
    const theirs = await createOrganization(app.db, { name: `Theirs Textiles ${Date.now()}` });
    const cel = await createUser(app.db, { role: ROLE.IPA_USER });
    await assignCel(app.db, mine, cel);
    const { page, context } = await signedInPage(app, browser, cel);
    await open(page, '/dashboard');
    const switcher = page.getByLabel('Switch client');
    await switcher.click();
    await page.getByRole('option', { name: mine.name }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([mine.name]);
    // Another client's name finds nothing.
    await switcher.fill(theirs.name);
    await page.getByRole('option', { name: 'No client matches' }).waitFor();
    await switcher.fill(mine.name.slice(0, 10));
    // No client chosen yet: the dashboard asks for one rather than saying there are no projects.
    await page.getByRole('heading', { name: 'Choose a client to see its projects' }).waitFor();
    expect(await page.getByText('No projects yet').count()).toBe(0);
    await page.getByRole('option', { name: mine.name }).click();
    await page.getByText(mine.name, { exact: true }).and(page.getByTestId('active-client')).waitFor();
    // The name ends with "Co.": the sentence takes no second period.
    expect(await page.locator('.bp6-toast').innerText()).toBe(`Now working on ${mine.name}`);
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await context.close();

    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: theirs });
    const second = await signedInPage(app, browser, clientAdmin);
    await open(second.page, '/dashboard');
    expect(await second.page.getByTestId('active-client').innerText()).toBe(theirs.name);
    expect(await second.page.getByLabel('Switch client').count()).toBe(0);
    await second.context.close();
  });
});
