import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { seriousViolations } from '../../support/axe.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createUser } from '../../support/factories.ts';
import { expectFocus, signInByKeyboard, tabTo } from '../../support/keyboard.ts';
import { totpCode } from '../../support/second-factors.ts';
import type { TestApp } from '../../support/test-app.ts';

// My account, Security, by keyboard only (no clicks): the tabs by arrow keys, an authenticator app set up with a
// typed code (from the otpauth library), a passkey added (Chromium's virtual authenticator, the app on localhost),
// renamed and removed, new recovery codes; each removal or new set asked first, Cancel the default.
//
// Each key is pressed only once the element it acts on has the focus (and a tab, once it is selected): the
// profile menu closes as My account opens, and keys pressed before both have settled land elsewhere.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp({ localhost: true })));
afterAll(() => stopBrowserApp({ app, browser }));

const selected = (tab: Locator) => expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
const codesShown = (dialog: Locator) => dialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents();

/** Presses a key on an element once it has the focus. */
async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  await expectFocus(page, target);
  await page.keyboard.press(key);
}

describe('the Security tab by keyboard', () => {
  it('sets up an app and a passkey, renames and removes them, and makes new recovery codes, all asked first', async () => {
    const user = await createUser(app.db, { role: ROLE.USER, name: 'Kim Keys' });
    const { page, context } = await newPage(browser, app.baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await signInByKeyboard(page, user);
    await page.waitForURL('**/dashboard');

    // My account from the profile menu; the menu gone, the name field keeps the focus.
    await tabTo(page, page.getByRole('button', { name: 'Profile' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'My account (name, password)' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await page.locator('.fel-profile-popover').waitFor({ state: 'detached' });
    const profileTab = dialog.getByRole('tab', { name: 'Profile' });
    const securityTab = dialog.getByRole('tab', { name: 'Security' });
    await expectFocus(page, dialog.getByLabel('Name', { exact: true }));
    await page.keyboard.press('Shift+Tab');
    await selected(profileTab);
    await pressOn(page, profileTab, 'ArrowRight');
    await pressOn(page, securityTab, 'Enter');
    await selected(securityTab);
    await dialog.getByRole('heading', { name: 'Passkeys' }).waitFor();

    // The authenticator app: its code field has the focus as setup starts.
    await tabTo(page, dialog.getByRole('button', { name: 'Set up an authenticator app' }));
    await page.keyboard.press('Enter');
    const code = dialog.getByLabel('Code from the app');
    await expectFocus(page, code);
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    await page.keyboard.type(totpCode(secret, app.clock.now()));
    await page.keyboard.press('Enter');
    await expectFocus(page, dialog.getByRole('heading', { name: 'Save your recovery codes' }));
    const first = await codesShown(dialog);
    expect(first).toHaveLength(10);

    // To Profile and back by the tabs: the Security tab opens again without the codes shown.
    await page.keyboard.press('Shift+Tab');
    await pressOn(page, securityTab, 'ArrowLeft');
    await pressOn(page, profileTab, 'Enter');
    await selected(profileTab);
    await pressOn(page, profileTab, 'ArrowRight');
    await pressOn(page, securityTab, 'Space');
    await selected(securityTab);
    await dialog.getByRole('button', { name: 'Make new recovery codes' }).waitFor();
    expect(await dialog.getByTestId('recovery-codes').count()).toBe(0);

    // New recovery codes: asked first (Cancel has the focus; Escape keeps the set), then shown and focused: none of the first set.
    const makeCodes = dialog.getByRole('button', { name: 'Make new recovery codes' });
    await tabTo(page, makeCodes);
    await page.keyboard.press('Enter');
    const askCodes = page.getByRole('alertdialog', { name: 'Make new recovery codes?' });
    await askCodes.getByText('Your current recovery codes stop working at once').waitFor();
    expect(await seriousViolations(page, '.fel-confirm-dialog')).toEqual([]);
    await pressOn(page, askCodes.getByRole('button', { name: 'Cancel' }), 'Escape');
    await askCodes.waitFor({ state: 'detached' });
    await expectFocus(page, makeCodes);
    expect(await page.getByRole('dialog', { name: 'My account' }).count()).toBe(1);
    expect(await dialog.getByTestId('recovery-codes').count()).toBe(0);
    await page.keyboard.press('Enter');
    await pressOn(page, askCodes.getByRole('button', { name: 'Cancel' }), 'Tab');
    await pressOn(page, askCodes.getByRole('button', { name: 'Make new codes' }), 'Enter');
    await askCodes.waitFor({ state: 'detached' });
    await expectFocus(page, dialog.getByRole('region', { name: 'Save your recovery codes' }).getByRole('heading'));
    const second = await codesShown(dialog);
    expect(second).toHaveLength(10);
    expect(second.filter((c) => first.includes(c))).toEqual([]);

    // A passkey: added, renamed in place, then removed (Cancel first keeps it).
    await tabTo(page, dialog.getByLabel('Name of the new passkey'));
    await page.keyboard.type('Work laptop');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Rename passkey Work laptop' }).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Rename passkey Work laptop' }));
    await page.keyboard.press('Enter');
    const newName = dialog.getByLabel('New name of passkey Work laptop');
    await pressOn(page, newName, 'ControlOrMeta+A');
    await page.keyboard.type('Home desktop');
    await page.keyboard.press('Enter');
    const remove = dialog.getByRole('button', { name: 'Remove passkey Home desktop' });
    await remove.waitFor();
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const askPasskey = page.getByRole('alertdialog', { name: 'Remove passkey “Home desktop”?' });
    await askPasskey.getByText('This is permanent').waitFor();
    await askPasskey.getByText('We email you that a second factor was removed.').waitFor();
    await pressOn(page, askPasskey.getByRole('button', { name: 'Cancel' }), 'Enter');
    await askPasskey.waitFor({ state: 'detached' });
    await pressOn(page, remove, 'Enter');
    await pressOn(page, askPasskey.getByRole('button', { name: 'Cancel' }), 'Tab');
    await pressOn(page, askPasskey.getByRole('button', { name: 'Remove' }), 'Enter');
    await askPasskey.waitFor({ state: 'detached' });
    await dialog.getByText('No passkeys yet.', { exact: false }).waitFor();
    await expectFocus(page, dialog.getByRole('heading', { name: 'Passkeys' }));
    await app.mailbox.waitFor(user.email, (mail) => mail.subject.startsWith('A second factor was removed'));

    // The authenticator app removed the same way.
    await tabTo(page, dialog.getByRole('button', { name: 'Remove authenticator app' }));
    await page.keyboard.press('Enter');
    const askApp = page.getByRole('alertdialog', { name: 'Remove the authenticator app?' });
    await pressOn(page, askApp.getByRole('button', { name: 'Cancel' }), 'Tab');
    await pressOn(page, askApp.getByRole('button', { name: 'Remove' }), 'Enter');
    await askApp.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    await expectFocus(page, dialog.getByRole('heading', { name: 'Authenticator app' }));
    await context.close();
  }, 120_000);
});
