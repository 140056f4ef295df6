import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { organizations } from '../../../server/db/schema/index.ts';
import { seriousViolations } from '../../support/axe.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, type TestUser } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

// The Client Admin sets its organization's second-factor policy on the sign-in screen (Single sign-on): a user of
// that organization then sets up a factor at sign-in; a User sees neither the screen nor the card.

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

describe('second-factor policy screen', () => {
  it('the Client Admin requires a second factor without the emailed code; a user of the organization sets one up at sign-in', async () => {
    const org = await createOrganization(app.db);
    const member = await createUser(app.db, { role: ROLE.USER, org, name: 'Pia Policy' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    await page.goto('/dashboard/sso');
    await page.getByRole('heading', { name: 'Second factors' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const requireBox = page.getByRole('checkbox', { name: 'Require a second factor for all users' });
    const refuseBox = page.getByRole('checkbox', { name: 'Refuse the emailed code (authenticator app or passkey only)' });
    // As a user does: a click on the box's label text.
    await page.getByText('Require a second factor for all users').click();
    expect(await requireBox.isChecked()).toBe(true);
    await page.getByText('Refuse the emailed code (authenticator app or passkey only)').click();
    expect(await refuseBox.isChecked()).toBe(true);
    // Refusing the emailed code implies requiring a second factor: that box stays ticked and locked.
    expect({ checked: await requireBox.isChecked(), disabled: await requireBox.isDisabled() }).toEqual({ checked: true, disabled: true });
    await page.getByRole('button', { name: 'Save second-factor policy' }).click();
    await page.getByText('Second-factor policy saved.').waitFor();
    const [row] = await app.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect({ requires: row?.requiresSecondFactor, refuses: row?.refusesEmailedCode }).toEqual({ requires: true, refuses: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Second factors' }).waitFor();
    expect(await refuseBox.isChecked()).toBe(true);
    await context.close();

    const second = await newPage(browser, app.baseUrl);
    await passwordStep(second.page, member);
    await second.page.waitForURL('**/sign-in/2fa');
    await second.page.getByText('Your organization requires an authenticator app for signing in.').waitFor();
    await second.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await second.page.getByRole('button', { name: 'Email me a code' }).count()).toBe(0);
    await second.context.close();
  });

  it('a User sees no Single sign-on screen, so no policy card', async () => {
    const org = await createOrganization(app.db);
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, await createUser(app.db, { role: ROLE.USER, org }));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('profile-organization').waitFor();
    expect(await page.getByRole('button', { name: 'Single sign-on' }).count()).toBe(0);
    await page.goto('/dashboard/sso');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { name: 'Second factors' }).count()).toBe(0);
    await context.close();
  });
});
