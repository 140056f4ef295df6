import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, TEST_PASSWORD, unique } from '../../support/factories.ts';
import { startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.ts';
import type { TestApp } from '../../support/test-app.ts';
import { axeChecker } from '../../support/axe.ts';

// The Single sign-on screen in Chromium: a Client Admin saves its provider, runs the test sign-in through the
// provider's login page, sees the claims it received, and turns single sign-on on.

let app: TestApp;
let browser: Browser;
let provider: TestOidcProvider;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  provider = await startOidcProvider({ redirectUri: `${app.baseUrl}/sso/oidc/callback` });
});
afterAll(async () => {
  await provider?.close();
  await stopBrowserApp({ app, browser });
});

describe('Single sign-on screen', () => {
  it('saves the provider, runs the test sign-in showing the claims, then turns SSO on', async () => {
    const org = await createOrganization(app.db, { name: unique('Screen Org') });
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, name: 'Sam Screen' });
    provider.accounts.set(admin.email, { email: admin.email, name: 'Sam Screen', groups: ['it'] });
    const axe = axeChecker();
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.locator('#sign-in-password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/sso');
    await page.getByRole('heading', { name: 'Single sign-on' }).waitFor();
    await axe.check(page, 'Single sign-on screen, not configured');
    await page.getByLabel('Issuer').fill(provider.issuer);
    await page.getByLabel('Client id').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Run a test sign-in').waitFor();
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Test sign-in passed' }).waitFor();
    const claims = page.getByRole('table', { name: 'Claims received' });
    await claims.getByRole('row', { name: `email ${admin.email}` }).waitFor();
    await claims.getByText('["it"]').waitFor();
    await axe.check(page, 'test sign-in claims');
    await page.getByRole('link', { name: 'Back to Single sign-on' }).click();
    await page.getByRole('button', { name: 'Turn single sign-on on' }).click();
    await page.getByText('Single sign-on is on.').waitFor();
    await axe.check(page, 'Single sign-on screen, on');
    expect(await page.getByLabel('Client secret').inputValue()).toBe('');
    // The sign-in card with the SSO button, for an address of a verified domain, is checked in sso-sign-in.test.ts.
    await context.close();
    axe.done();
  });
});
