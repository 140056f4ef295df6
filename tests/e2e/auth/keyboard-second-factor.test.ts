import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createUser } from '../../support/factories.ts';
import { expectFocus, signInByKeyboard } from '../../support/keyboard.ts';
import { codeFrom } from '../../support/mailbox.ts';
import type { TestApp } from '../../support/test-app.ts';

// Keyboard only: no clicks.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('the second factor by keyboard', () => {
  it('the code field has the focus on arrival; a wrong code keeps it there to retype; the emailed code and Enter sign in', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN, name: 'Cody Keys' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInByKeyboard(page, admin);
    await page.waitForURL('**/sign-in/2fa');
    const code = page.getByLabel('Verification code');
    await expectFocus(page, code);

    const mail = await app.mailbox.waitFor(admin.email);
    await page.keyboard.type(codeFrom(mail) === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('The code is not valid. Check the email and try again.').waitFor();
    await expectFocus(page, code);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(codeFrom(mail));
    expect(await code.inputValue()).toBe(codeFrom(mail));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Cody Keys').waitFor();
    await context.close();
  });
});
