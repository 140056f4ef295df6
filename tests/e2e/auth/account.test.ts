import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('registration and password reset in the browser', () => {
  it('sign-up validates, registers with the licence key and shows the thank-you screen', async () => {
    const org = await createOrganization(app.db);
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await makePoc(app.db, org, poc);
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/register');
    // A field's message shows once it is left, before any Next.
    await page.getByLabel('Full Name').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Required']);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Required', 'Required', 'Required']);
    await page.getByLabel('Full Name').fill('x'.repeat(100));
    await page.getByLabel('Company Email Address').fill('not-an-email');
    await page.getByLabel('License Key').fill('WRONG-KEY');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Must be less than 100 characters', 'Invalid email format']);
    const email = `reg-${Date.now()}@company.example`;
    await page.getByLabel('Full Name').fill('Rita Registrant');
    await page.getByLabel('Company Email Address').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This licence key is not valid. Check it with your point of contact.').waitFor();
    // Shown once, under its field: no snackbar repeats it.
    expect(await page.getByText('This licence key is not valid', { exact: false }).count()).toBe(1);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
    await page.getByLabel('License Key').fill(org.licenseKey.toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/register/success');
    await page.getByText(/waiting for approval/).waitFor();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('pending');
    await app.mailbox.waitFor(poc.email);
    await context.close();
  });

  it('reset password: request, follow the mailed link, set a new password, sign in with it', async () => {
    const user = await createUser(app.db, { role: ROLE.USER, name: 'Reese Reset' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByText('This is the email you used to sign up.').waitFor();
    await page.getByLabel('Enter your email').fill('bad@');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid email format').waitFor();
    await page.getByLabel('Enter your email').fill(user.email);
    await page.getByLabel('Enter your email').press('Enter');
    await page.getByText('If an account exists for this email, a link to reset its password is on its way.', { exact: false }).waitFor();
    const link = linkFrom(await app.mailbox.waitFor(user.email));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByText("Let's create a new password").waitFor();
    await page.getByText('At least 12 characters, including 1 symbol', { exact: true }).waitFor();
    await page.getByLabel('New password').fill('short!');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Use at least 12 characters, including 1 symbol').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    // Whether the confirmation matches follows the password too.
    await page.getByLabel('Confirm password').fill('Fresh-start-2026!');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('New password').fill('Fresh-start-2026!');
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(0);
    await page.getByLabel('Confirm password').fill('Fresh-start-2026!');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/password-reset/success');
    await page.getByRole('heading', { name: 'Password created!' }).waitFor();
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start-2026!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Welcome, Reese Reset').waitFor();
    // The link works once.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    // A used link says so before any password is typed, with a way to a new one.
    await page.goto(link);
    await page.getByRole('alert').getByText('This link has already been used or has expired.', { exact: false }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/password-reset');
    await page.getByLabel('Enter your email').waitFor();
    await context.close();
  });

  it('Cancel on the reset screens goes back to sign-in', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/password-reset');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/password-reset-confirm/abc/def/extra');
    await page.getByText('This link has already been used or has expired.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });
});
