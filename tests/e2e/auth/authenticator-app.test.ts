import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { seriousViolations } from '../../support/axe.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, type TestUser } from '../../support/factories.ts';
import { totpCode } from '../../support/second-factors.ts';
import type { TestApp } from '../../support/test-app.ts';

// The authenticator app in the browser: set up from My account, Security (QR code, typed code, recovery codes
// shown once), chosen on the second step; and the setup an organization that refuses emailed codes forces at
// sign-in. Codes come from the otpauth library at the server's clock.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

async function passwordStep(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${app.baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('authenticator app in the browser', () => {
  it('is set up from the Security tab, then offered at sign-in', async () => {
    const user = await createUser(app.db, { role: ROLE.USER, name: 'Tia Otp' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await passwordStep(page, user);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'My account (name, password)' }).click();
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await seriousViolations(page, '.bp6-dialog')).toEqual([]);
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    await dialog.getByLabel('Code from the app').fill(totpCode(secret, app.clock.now()));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => dialog.getByTestId('recovery-codes').getByRole('listitem').count()).toBe(10);

    await context.clearCookies();
    app.clock.advance(30_000);
    await passwordStep(page, user);
    await page.waitForURL('**/sign-in/2fa');
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    expect(await page.getByRole('button', { name: 'Email me a code' }).count()).toBe(1);
    await code.fill(totpCode(secret, app.clock.now()));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Tia Otp').waitFor();

    // Removing it is asked first, naming it and saying it is permanent and mailed; Cancel keeps it.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'My account (name, password)' }).click();
    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByRole('button', { name: 'Remove authenticator app' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove the authenticator app?' });
    expect(await ask.innerText()).toContain('This is permanent: its codes stop working at once');
    expect(await ask.innerText()).toContain('We email you that a second factor was removed.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: 'Remove authenticator app' }).count()).toBe(1);
    expect(app.mailbox.to(user.email).filter((m) => m.subject.startsWith('A second factor was removed'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove authenticator app' }).click();
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    await app.mailbox.waitFor(user.email, (m) => m.subject.startsWith('A second factor was removed'));
    await context.close();
  });

  it('an organization that refuses emailed codes has a user without a factor set one up at sign-in', async () => {
    const org = await createOrganization(app.db, { requiresSecondFactor: true, refusesEmailedCode: true });
    const user = await createUser(app.db, { role: ROLE.USER, org, name: 'Ned Enrol' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await passwordStep(page, user);
    await page.waitForURL('**/sign-in/2fa');
    await page.getByText('Your organization requires an authenticator app for signing in.').waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(totpCode(secret, app.clock.now()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Ned Enrol').waitFor();
    await context.close();
  });
});
