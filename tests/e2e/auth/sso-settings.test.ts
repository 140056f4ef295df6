import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, TEST_PASSWORD, unique } from '../../support/factories.ts';
import { startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.ts';
import type { TestApp } from '../../support/test-app.ts';
import { axeChecker } from '../../support/axe.ts';

// The Single sign-on screen in Chromium: a Client Admin saves its provider, runs the test sign-in through the
// provider's login page, sees the claims it received, and turns single sign-on on; then edits new accounts and the
// group→role table (SAML on the screen: saml-sign-in.test.ts).

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

    // New accounts and the group→role table: only client roles are offered (the server's list, in the order every
    // list of roles shows them); the server's messages are shown by row.
    const defaultRole = page.getByLabel('Default role', { exact: true });
    expect(await defaultRole.locator('option').allTextContents()).toEqual(['Client Admin', 'User', 'Super User', 'Power User']);
    await page.getByText('Creates a user pending approval').click();
    await defaultRole.selectOption({ label: 'Power User' });
    await page.getByRole('button', { name: 'Add group mapping' }).click();
    await page.getByRole('textbox', { name: 'Group of mapping 1' }).fill('it');
    await page.getByRole('combobox', { name: 'Role of mapping 1' }).selectOption({ label: 'Super User' });
    await page.getByRole('button', { name: 'Add group mapping' }).click();
    await page.getByRole('textbox', { name: 'Group of mapping 2' }).fill('it');
    await page.getByRole('button', { name: 'Add group mapping' }).click();
    await page.getByRole('textbox', { name: 'Group of mapping 3' }).fill('temporary');
    await page.getByRole('button', { name: 'Save new accounts and groups' }).click();
    await page.getByText('Group mapping 2: The group it is in the table twice').waitFor();
    await axe.check(page, 'Single sign-on screen, group mapping refused');
    await page.getByRole('textbox', { name: 'Group of mapping 2' }).fill('finance');
    await page.getByRole('button', { name: 'Remove mapping 3' }).click();
    await page.getByRole('button', { name: 'Save new accounts and groups' }).click();
    await page.getByText('New accounts and groups saved.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Group of mapping 2' }).waitFor();
    // The table comes back in the order of the groups' names.
    expect(await page.getByRole('textbox', { name: 'Group of mapping 1' }).inputValue()).toBe('finance');
    expect(await page.getByRole('combobox', { name: 'Role of mapping 1' }).inputValue()).toBe(String(ROLE.USER));
    expect(await page.getByRole('textbox', { name: 'Group of mapping 2' }).inputValue()).toBe('it');
    expect(await page.getByRole('combobox', { name: 'Role of mapping 2' }).inputValue()).toBe(String(ROLE.SUPER_USER));
    expect(await page.getByRole('textbox', { name: 'Group of mapping 3' }).count()).toBe(0);
    expect(await page.getByLabel('Default role', { exact: true }).inputValue()).toBe(String(ROLE.POWER_USER));
    expect(await page.getByRole('radio', { name: 'Creates a user pending approval' }).isChecked()).toBe(true);
    // Still tested: the table is not the identity provider.
    await page.getByRole('button', { name: 'Turn single sign-on off' }).waitFor();
    // The sign-in card with the SSO button, for an address of a verified domain, is checked in sso-sign-in.test.ts.
    await context.close();
    axe.done();
  });
});
