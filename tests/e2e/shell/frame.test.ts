import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { routeOperation, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import type { TestApp } from '../../support/test-app.ts';

const TAGLINE = 'Excellence Through Measurement';
const SUPPORT_EMAIL = 'help-desk@shell-frame.example';
const CONTACT_URL = 'https://shell-frame.example/contact-us';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp({ env: { SUPPORT_EMAIL, CONTACT_URL, PRIVACY_URL: 'https://shell-frame.example/privacy' } })));
afterAll(() => stopBrowserApp({ app, browser }));

const profileButton = (page: Page) => page.getByRole('button', { name: 'Profile' });
const helpButton = (page: Page) => page.getByRole('button', { name: 'Help' });

describe('the top bar before and after the user and client load', () => {
  it('shows the tagline until the session is loaded, then help and profile icons, and the logo leads to the project list', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await routeOperation(page, 'RefreshSession', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto('/dashboard');
    await page.locator('.fel-topbar').getByText(TAGLINE).waitFor();
    await page.getByRole('status').getByLabel('Loading your account').waitFor();
    expect(await helpButton(page).count()).toBe(0);
    expect(await profileButton(page).count()).toBe(0);
    expect(await page.locator('.fel-topbar a').count()).toBe(0);

    release();
    await profileButton(page).waitFor();
    await helpButton(page).waitFor();
    expect(await page.getByLabel('Loading your account').count()).toBe(0);
    expect(await page.locator('.fel-topbar').getByText(TAGLINE).count()).toBe(0);
    await page.goto('/dashboard/not-a-screen');
    await page.getByRole('heading', { name: "Sorry to leave you hang'n!" }).waitFor();
    await page.getByRole('link', { name: 'FEL Assess: project list' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('active-client').waitFor();
    await context.close();
  });
});

describe('profile popup', () => {
  const figures = async (page: Page) => {
    await page.goto('/dashboard');
    await profileButton(page).click();
    const popup = page.getByTestId('profile-popup');
    await popup.waitFor();
    return {
      text: await popup.innerText(),
      organization: await popup.getByTestId('profile-organization').innerText(),
      term: await popup.getByTestId('profile-term').innerText(),
      expiration: await popup.getByTestId('profile-expiration').innerText(),
    };
  };

  it('shows name, email, organization, licence term in months (renew date to due date) and expiration month and year', async () => {
    const org = await createOrganization(app.db, { name: `Harbor Terminals ${Date.now()}`, licenseCreate: '2024-01-01', licenseRenew: '2026-04-15', licenseDue: '2028-02-10' });
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pat Profile' });
    const { page, context } = await signedInPage(app, browser, user);
    const shown = await figures(page);
    expect(shown.text).toContain('Pat Profile');
    expect(shown.text).toContain(user.email);
    expect(shown).toMatchObject({ organization: org.name, term: '21 months', expiration: 'February 2028' });
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-popup').waitFor({ state: 'detached' });
    await context.close();
  });

  it('counts from the creation date without a renewal, and never below 0', async () => {
    const fresh = await createOrganization(app.db, { licenseCreate: '2025-03-01', licenseRenew: null, licenseDue: '2027-09-30' });
    const odd = await createOrganization(app.db, { licenseCreate: '2025-01-01', licenseRenew: '2028-05-01', licenseDue: '2028-02-10' });
    for (const [org, term, expiration] of [[fresh, '30 months', 'September 2027'], [odd, '0 months', 'February 2028']] as const) {
      const user = await createUser(app.db, { role: ROLE.USER, org });
      const { page, context } = await signedInPage(app, browser, user);
      expect(await figures(page)).toMatchObject({ organization: org.name, term, expiration });
      await context.close();
    }
  });

  it('Sign out ends the session on the server and returns to sign-in', async () => {
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    await profileButton(page).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'fel_refresh')?.value;
    expect(cookie).toBeTruthy();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    expect((await context.cookies()).some((c) => c.name === 'fel_refresh')).toBe(false);
    const replay = app.client();
    replay.setCookie('fel_refresh', cookie ?? '');
    const refreshed = await replay.graphql('mutation { refreshSession { accessToken errors { message } } }');
    expect(pick(refreshed.data, 'refreshSession')).toEqual({ accessToken: null, errors: [{ message: 'Your session has ended. Please sign in again.' }] });
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('a failed sign-out shows the status text in an error snackbar that stays until closed; the user stays signed in', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.clock.install();
    await routeOperation(page, 'SignOut', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    await page.goto('/dashboard');
    await profileButton(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const toast = page.locator('.bp6-toast', { hasText: 'Sign out failed: 503 Service Unavailable' });
    await toast.waitFor();
    expect(await toast.getAttribute('class')).toContain('bp6-intent-danger');
    await page.clock.fastForward(60_000);
    expect(await toast.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/dashboard$/);
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    // The popup stays open after a failure, so the user can try again.
    await page.unroute('**/graphql');
    if (!(await page.getByTestId('profile-popup').isVisible())) await profileButton(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });
});

describe('help drawer and Contact Us', () => {
  const TOPICS: [string, string][] = [
    ['Overview', 'FEL Assess measures how well a small capital project'],
    ['Sign In/Out', 'A code is valid for 10 minutes'],
    ['Second factors', 'Refuse the emailed code'],
    ['Single sign-on', 'Copy the values under “Enter at your identity provider”'],
    ['Projects', 'Finalize marks the assessment as complete'],
    ['Creating a Team', 'Each phase (FEL 2, FEL 3) has its own team list'],
    ['Answering Project Questions', 'Preliminary'],
    ['Reports', 'FEL Index = Site + Engineering + Execution planning: 3.00 (best) to 12.00 (worst)'],
    ['Independent review of a report', 'is a draft until an independent reviewer signs it off'],
    ['Printing', 'The report is laid out for exactly 8 pages'],
    ['Portfolio', 'Projects created without screening answers are found under'],
    ['Outcomes', 'Outcomes tab keeps the funding committee’s decisions'],
    ['License & Expiration', 'In the last 10 days the reminder comes back at every visit'],
    ['Technical Support', 'What to tell us'],
    ['Terms & Acronyms', 'Project Definition Rating Index'],
  ];

  it('opens every topic, one by one, from the help icon', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    await helpButton(page).click();
    const drawer = page.locator('.fel-help-drawer');
    await drawer.getByRole('heading', { name: 'Help' }).waitFor();
    const titles = await drawer.locator('.fel-help-topic-title').allInnerTexts();
    expect(titles.map((t) => t.trim())).toEqual(TOPICS.map(([title]) => title));
    for (const [title, excerpt] of TOPICS) {
      const toggle = drawer.getByRole('button', { name: title, exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const region = drawer.getByRole('region', { name: title, exact: true });
      await region.getByText(excerpt, { exact: false }).first().waitFor();
      await toggle.click();
      await region.waitFor({ state: 'detached' });
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a ?help= link opens the copy-from-FEL 2 context variant, with the full list below', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard?help=copy-fel2');
    const drawer = page.locator('.fel-help-drawer');
    await drawer.getByRole('heading', { name: 'Help: Copying FEL 2 answers to FEL 3' }).waitFor();
    const region = drawer.getByRole('region', { name: 'Copying FEL 2 answers to FEL 3' });
    await region.getByText('The FEL 3 answers of those questions are overwritten').waitFor();
    expect(await drawer.getByRole('button', { name: 'Overview', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/dashboard?help=licence');
    await page.locator('.fel-help-drawer').getByRole('region', { name: 'License & Expiration' }).waitFor();
    await context.close();
  });

  it('Contact Us shows the configured support email and contact page', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    await helpButton(page).click();
    await page.locator('.fel-help-drawer').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(await dialog.getByRole('link', { name: CONTACT_URL }).getAttribute('href')).toBe(CONTACT_URL);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('layout', () => {
  it('footer: links to the configured pages and the product version', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    const footer = page.locator('footer.fel-footer');
    await footer.getByRole('link', { name: 'Privacy' }).waitFor();
    const links = await footer.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Privacy', 'https://shell-frame.example/privacy'],
      ['Terms', app.config.links.termsUrl],
      ['Support', app.config.links.supportUrl],
      ['Contact', CONTACT_URL],
    ]);
    expect(await footer.getByTestId('footer-version').innerText()).toBe('Version 7.2.15');
    await context.close();
  });

  it('at 360 px wide nothing overflows; admin links move into the menu; popups fit on the screen', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await signedInPage(app, browser, admin);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await profileButton(page).waitFor();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(360);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    // "Users" carries the count of registrations waiting for approval when there are any (other tests make some).
    const items = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.replace(/\s*\d+$/, ''));
    expect(items).toEqual(['Projects', 'Users', 'Organizations', 'IPA metrics', 'Outcome pool', 'Settings']);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL('**/dashboard/users');
    await profileButton(page).click();
    const popup = await page.getByTestId('profile-popup').boundingBox();
    expect(popup && popup.x >= 0 && popup.x + popup.width <= 360).toBe(true);
    await page.keyboard.press('Escape');
    await helpButton(page).click();
    const drawer = await page.locator('.fel-help-drawer').boundingBox();
    expect(Math.floor(drawer?.width ?? Infinity)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('works by keyboard: skip link, help drawer traps focus and Escape returns to the help icon, profile popup and Sign out', async () => {
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    await profileButton(page).waitFor();
    const focused = page.locator(':focus');
    const focusedLabel = async () => (await focused.getAttribute('aria-label')) ?? (await focused.textContent()) ?? '';
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Skip to content');
    for (let i = 0; i < 10 && (await focusedLabel()) !== 'Help'; i++) await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Help');
    await page.keyboard.press('Enter');
    const drawer = page.locator('.fel-help-drawer');
    await drawer.waitFor();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.locator('.bp6-portal:has(.fel-help-drawer):focus-within').count()).toBe(1);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('Help');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Profile');
    await page.keyboard.press('Enter');
    await page.getByTestId('profile-popup').waitFor();
    for (let i = 0; i < 8 && (await focusedLabel()) !== 'Sign out'; i++) await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sign-in');
    await context.close();
  });
});
