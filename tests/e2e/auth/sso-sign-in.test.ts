import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { unique } from '../../support/factories.ts';
import { ssoWorld, type SsoWorld } from '../../support/sso.ts';
import type { TestApp } from '../../support/test-app.ts';
import { axeChecker } from '../../support/axe.ts';

// OpenID Connect sign-in end to end in Chromium: the sign-in card offers the organization's SSO for an address
// of its verified domain, the browser goes through the provider's (oidc-provider's) own login and consent pages
// and comes back signed in, with an account made just in time.

let app: TestApp;
let browser: Browser;
let w: SsoWorld;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  w = await ssoWorld(app);
});
afterAll(async () => {
  await w?.provider.close();
  await stopBrowserApp({ app, browser });
});

describe('single sign-on in the browser', () => {
  it('"Continue with {organization} SSO" replaces the password field and signs in through the provider\'s login page', async () => {
    const email = `${unique('browser')}@${w.domain}`.toLowerCase();
    // The provider's login page is filled with the address as its login hint: the account is found by it.
    w.provider.accounts.set(email, { email, name: 'Brenda Browser' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.keyboard.press('Tab');
    const sso = page.getByRole('button', { name: `Continue with ${w.org.name} SSO` });
    await sso.waitFor();
    expect(await page.locator('#sign-in-password').count()).toBe(0);
    const axe = axeChecker();
    await axe.check(page, 'sign-in card with the SSO button');
    axe.done();
    await sso.click();
    await page.waitForURL(`${w.provider.issuer}/**`);
    expect(await page.locator('input[name="login"]').inputValue()).toBe(email);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard**');
    await page.getByText('Brenda Browser').first().waitFor();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('active');
    await context.close();
  });

  it('"Use my password instead" brings the password field back when SSO is not enforced', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(`someone@${w.domain}`);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Use my password instead' }).click();
    await page.locator('#sign-in-password').waitFor();
    await context.close();
  });
});
