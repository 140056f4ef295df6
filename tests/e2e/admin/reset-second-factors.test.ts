import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { enrolAuthenticator, passwordStep } from '../../support/second-factors.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import type { TestApp } from '../../support/test-app.ts';

// The Users screen's "Reset Second Factors": a provider Admin's, confirmed (permanent; the user is mailed).
// A Client Admin manages the same user but is not offered it.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

async function usersScreenOf(role: typeof ROLE.ADMIN | typeof ROLE.CLIENT_ADMIN, org: Parameters<typeof createUser>[1]['org']) {
  const viewer = await createUser(app.db, role === ROLE.ADMIN ? { role } : { role, org });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, viewer);
  await page.goto('/dashboard/users');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  return { page, context };
}

async function openRowMenu(page: Awaited<ReturnType<typeof usersScreenOf>>['page'], name: string, email: string) {
  await page.getByRole('button', { name: 'Filter by email' }).click();
  await page.getByLabel('Email contains').fill(email);
  await page.keyboard.press('Escape');
  await page.getByRole('row', { name: `${name}, ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).waitFor();
}

describe("Users screen: a user's second factors", () => {
  it('an Admin resets them after a confirmation that says it is permanent and mailed; Cancel changes nothing', async () => {
    const org = await createOrganization(app.db);
    const name = unique('Lost Phone');
    const user = await createUser(app.db, { role: ROLE.USER, org, name });
    await enrolAuthenticator(app, await signInLegacy(app, user));
    const { page, context } = await usersScreenOf(ROLE.ADMIN, org);
    await openRowMenu(page, name, user.email);
    await page.getByRole('menuitem', { name: 'Reset Second Factors' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reset the second factors of ${name}?` });
    await confirm.getByText('removed for good: this cannot be undone. They are mailed about it').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await passwordStep(app, user)).twofa).toBe(true);

    await page.getByRole('row', { name: `${name}, ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Reset Second Factors' }).click();
    await confirm.getByRole('button', { name: 'Reset second factors' }).click();
    await page.getByText('Second factors reset!').waitFor();
    await confirm.waitFor({ state: 'detached' });
    const mail = await app.mailbox.waitFor(user.email, (m) => m.subject === 'A second factor was removed from your FEL Assess account');
    expect(mail.text).toContain('A FEL Assess administrator removed every second factor');
    expect((await passwordStep(app, user)).twofa).toBe(false);
    expect((await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id))).map((a) => a.action)).toContain('user.reset-second-factors');
    await context.close();
  });

  it("a Client Admin, who manages the same user, is not offered the reset", async () => {
    const org = await createOrganization(app.db);
    const name = unique('Kept Phone');
    const user = await createUser(app.db, { role: ROLE.USER, org, name });
    const { page, context } = await usersScreenOf(ROLE.CLIENT_ADMIN, org);
    await openRowMenu(page, name, user.email);
    expect(await page.getByRole('menuitem').allTextContents()).not.toContain('Reset Second Factors');
    expect(await page.getByRole('menuitem', { name: 'Deactivate' }).count()).toBe(1);
    await context.close();
  });
});
