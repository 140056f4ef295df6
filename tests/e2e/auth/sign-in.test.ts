import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { CODE_DELAYED_MESSAGE } from '../../../server/modules/auth/auth.service.ts';
import { withMailServerDown } from '../../support/failing-mail.ts';
import { codeFrom } from '../../support/mailbox.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('sign-in screen', () => {
  it('has the 400 px card with logo, tagline, fields and links; unauthenticated / goes to sign-in', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    const card = page.locator('.fel-auth-card');
    const box = await card.boundingBox();
    expect(box?.width).toBe(400);
    expect(box?.height).toBeGreaterThanOrEqual(554);
    await expect(page.getByText('Excellence Through Measurement').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Reset password' }).getAttribute('href')).toBe('/password-reset');
    await page.goto('/no-such-public-page');
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('a wrong password shows the red alert; show/hide toggles the password', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong!');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Username and/or password does not match our records');
    await context.close();
  });

  it('a client user signs in with Enter and lands on /dashboard with name and organization; reload keeps the session', async () => {
    const org = await createOrganization(app.db, { name: `Acme Refining ${Date.now()}` });
    const user = await createUser(app.db, { role: ROLE.USER, org, name: 'Dana Driver' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Email').press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Dana Driver').waitFor();
    expect(await page.getByTestId('active-client').textContent()).toBe(org.name);
    await page.reload();
    await page.getByText('Welcome, Dana Driver').waitFor();
    await page.goto('/sign-in');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('an Admin signs in through the emailed second factor, with RESEND CODE', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN, name: 'Ada Admin' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/sign-in/2fa');
    await page.getByRole('heading', { name: 'Verify your account' }).waitFor();
    const first = await app.mailbox.waitFor(admin.email);
    await page.getByLabel('Verification code').fill(codeFrom(first) === '000000' ? '111111' : '000000');
    await page.getByLabel('Verification code').press('Enter');
    await page.getByRole('alert').getByText('The code is not valid. Check the email and try again.').waitFor();
    await page.getByLabel('Verification code').fill(codeFrom(first));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await context.close();
  });

  it('RESEND CODE is disabled with a visible countdown while the last code is fresh, then sends a new one', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.clock.install();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/sign-in/2fa');
    const resend = page.getByRole('button', { name: 'RESEND CODE' });
    await page.getByTestId('resend-countdown').getByText(/^again in (30|29|28) s$/).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await app.mailbox.waitFor(admin.email);
    app.clock.advance(31_000);
    await page.clock.fastForward(31_000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    expect(await page.getByTestId('resend-countdown').count()).toBe(0);
    await resend.click();
    await page.getByText('Verification code SENT!').waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await page.getByTestId('resend-countdown').waitFor();
    expect(await page.locator('.bp6-toast-intent-danger').count()).toBe(0);
    await expect.poll(() => app.mailbox.to(admin.email).length).toBe(2);
    app.clock.reset();
    await context.close();
  });

  it('with the mail server down the second-factor screen says the code is delayed; RESEND CODE works at once; the late code signs in', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN, name: 'Del Ayed' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await withMailServerDown(app.mailbox, async () => {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/sign-in/2fa');
      const notice = page.getByRole('status').filter({ hasText: 'Your code is on its way, but delayed' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(CODE_DELAYED_MESSAGE);
      // No 30-second wait: the failed mail did not start it.
      await page.getByRole('button', { name: 'RESEND CODE' }).click();
      await page.locator('.bp6-toast', { hasText: 'Verification code delayed.' }).waitFor();
      expect(await notice.isVisible()).toBe(true);
    });
    const mail = await app.mailbox.waitFor(admin.email);
    await page.getByLabel('Verification code').fill(codeFrom(mail));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Del Ayed').waitFor();
    expect(app.mailbox.to(admin.email)).toHaveLength(1);
    await context.close();
  });
});
