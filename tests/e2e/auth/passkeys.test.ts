import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { newPage } from '../../support/browser.ts';
import { launchBrowser } from '../../support/browser.ts';
import { seriousViolations } from '../../support/axe.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Passkeys in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn domain), the app served
// on localhost (WebAuthn refuses an IP address as relying party): registered from My account, Security; used as
// the second factor after the password and without a password; refused once the credential is gone.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true, localhost: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${app.baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Back to the sign-in page without a session (the refresh cookie gone, the page reloaded). */
async function signedOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${app.baseUrl}/sign-in`);
  await page.getByLabel('Email').waitFor();
}

describe('passkeys in Chromium', () => {
  it('registers a passkey, signs in with it as the second factor and without a password, and fails once it is removed', async () => {
    const user = await createUser(app.db, { role: ROLE.USER, name: 'Pat Keys' });
    const { page, context } = await newPage(browser, app.baseUrl);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    await signInWithPassword(page, user);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'My account (name, password)' }).click();
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByRole('heading', { name: 'Passkeys' }).waitFor();
    expect(await seriousViolations(page, '.bp6-dialog')).toEqual([]);
    await dialog.getByLabel('Name of the new passkey').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await dialog.getByTestId('recovery-codes').waitFor();
    await dialog.getByText('Work laptop').waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    // Renamed in place: an empty name is refused with the server's message, Escape cancels, Enter saves.
    await dialog.getByRole('button', { name: 'Rename passkey Work laptop' }).click();
    const newName = dialog.getByLabel('New name of passkey Work laptop');
    await newName.fill('');
    await newName.press('Enter');
    await dialog.getByRole('alert').getByText('Name the passkey (e.g. "Work laptop")').waitFor();
    // The whole dialog: the recovery codes' heading (h3 under the dialog's h2) skips no level, nor does the refusal.
    expect(await seriousViolations(page, '.bp6-dialog')).toEqual([]);
    expect(await dialog.getByRole('heading', { name: 'Save your recovery codes', level: 3 }).count()).toBe(1);
    await newName.press('Escape');
    await dialog.getByRole('button', { name: 'Rename passkey Work laptop' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'My account' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Rename passkey Work laptop' }).click();
    await newName.fill('Home desktop');
    await newName.press('Enter');
    await dialog.getByRole('button', { name: 'Rename passkey Home desktop' }).waitFor();
    await dialog.getByRole('button', { name: 'Rename passkey Home desktop' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('New name of passkey Home desktop').press('Escape');
    expect(await dialog.getByText('Home desktop').count()).toBe(1);

    // Removing it is asked first, naming it; Cancel (the focused choice) keeps it.
    await dialog.getByRole('button', { name: 'Remove passkey Home desktop' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove passkey “Home desktop”?' });
    await ask.getByText('This is permanent', { exact: false }).waitFor();
    expect(await seriousViolations(page, '.fel-confirm-dialog')).toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.getByText('Home desktop').count()).toBe(1);

    // Second factor: after the password, the passkey is offered first.
    await signedOut(page);
    await signInWithPassword(page, user);
    await page.waitForURL('**/sign-in/2fa');
    await page.getByRole('button', { name: 'Use passkey' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Pat Keys').waitFor();

    // Passwordless: the discoverable credential names the user.
    await signedOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Pat Keys').waitFor();

    // The credential removed from the authenticator: no passkey answers, and the page says so.
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await signedOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').getByText('The passkey request was cancelled or timed out. Try again.').waitFor({ timeout: 90_000 });
    expect(page.url()).toContain('/sign-in');
    await context.close();
  }, 180_000);
});
