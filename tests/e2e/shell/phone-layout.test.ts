import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { apiTokens } from '../../../server/db/schema/index.ts';
import { createReport } from '../../integration/reports/report-support.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage, signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { impersonate } from '../../support/projects.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';

// On a 390 × 844 phone every screen fits the width: nothing scrolls sideways (wide data tables become
// cards). Each screen is visited as a role that can see it, once its content has arrived.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const PHONE = { width: 390, height: 844 };

/** Goes to a screen, waits until it shows what `ready` waits for, and checks that the page is no wider than the phone. */
async function fits(page: Page, screen: string, ready: (page: Page) => Promise<unknown>, path?: string): Promise<void> {
  if (path) await page.goto(path);
  await ready(page);
  // Not 'networkidle': the workspace keeps its live-answers stream open. Loaded is when no spinner or skeleton is left.
  await expect.poll(() => page.locator('.bp6-spinner, .bp6-skeleton').count(), { message: `${screen}: still loading` }).toBe(0);
  const width = Number(await page.evaluate('document.scrollingElement.scrollWidth'));
  expect.soft(width, `${screen} is ${width} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width);
}

describe('phone layout (390 px): no sideways scrolling', () => {
  it('public screens: sign-in, second factor, sign-up, post-registration, reset request and success, new password', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.setViewportSize(PHONE);
    await fits(page, '/sign-in', (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor(), '/sign-in');
    await fits(page, '/register', (p) => p.getByLabel('License Key').waitFor(), '/register');
    await fits(page, '/register/success', (p) => p.getByText(/approved/).first().waitFor(), '/register/success');
    await fits(page, '/password-reset', (p) => p.getByLabel('Enter your email').waitFor(), '/password-reset');
    await fits(page, '/password-reset/success', (p) => p.getByText('Password created!').waitFor(), '/password-reset/success');
    await app.client().post('/api/forgotuserpassword/', { username: user.email });
    await fits(page, '/password-reset-confirm (new password)', (p) => p.getByLabel('New password').waitFor(), linkFrom(await app.mailbox.waitFor(user.email)));
    await fits(page, '/password-reset-confirm (dead link)', (p) => p.getByText('This link has already been used', { exact: false }).waitFor(), '/password-reset-confirm/used/link');
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fits(page, '/sign-in/2fa', (p) => p.getByRole('heading', { name: 'Verify your account' }).waitFor());
    await context.close();
  });

  it('signed-in screens: dashboard, create project, workspace tabs, report, admin screens, API tokens, portfolio, account, help, not found', async () => {
    const org = await createOrganization(app.db, { name: 'Phone Layout Process Industries International Holdings' });
    const owner = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Maximilian Featherstonehaugh-Worthington' });
    await makePoc(app.db, org, owner);
    const project = await fullyAnsweredProject(app, { org, owner, name: 'Crude unit revamp with a long name: heat exchanger network and furnace upgrade' });
    const { api, context: ownerContext } = await signedInPage(app, browser, owner);
    await ownerContext.close();
    await createReport(api, project.id, 'fel3');
    await app.db.insert(apiTokens).values({ organizationId: org.id, principalUserId: owner.id, name: 'Nightly export to the data warehouse', scope: 'read', tokenHash: `phone-layout-${org.id}`, createdByName: owner.name });
    // An Admin working on the client sees every screen: the provider's admin screens and the client's own.
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    await impersonate(app.db, admin, org);
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, admin);
    await page.setViewportSize(PHONE);

    await fits(page, '/dashboard', (p) => p.getByTestId('project-row').first().waitFor(), '/dashboard');
    await fits(page, '/dashboard/create-project', (p) => p.getByRole('button', { name: 'Next' }).waitFor(), '/dashboard/create-project');
    for (const [tab, path] of [['Details', 'details'], ['FEL 2', 'fel2'], ['FEL 3', 'fel3'], ['Team', 'team'], ['Actions', 'actions']] as const) {
      await fits(page, `workspace ${tab} (/dashboard/:project/${path})`, (p) => p.getByRole('tab', { name: tab, selected: true }).waitFor(), `/dashboard/${project.id}/${path}`);
    }
    await fits(page, 'report (/dashboard/:project/report/fel3)', (p) => p.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 }), `/dashboard/${project.id}/report/fel3`);
    await fits(page, '/dashboard/users', (p) => p.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor(), '/dashboard/users');
    await fits(page, '/dashboard/clients', (p) => p.locator('tbody tr').first().waitFor(), '/dashboard/clients');
    await fits(page, '/dashboard/ipametrics', (p) => p.getByRole('button', { name: 'Save' }).first().waitFor(), '/dashboard/ipametrics');
    await fits(page, '/dashboard/settings', (p) => p.getByLabel('Maintenance Message').waitFor(), '/dashboard/settings');
    await fits(page, '/dashboard/api-tokens', (p) => p.getByText('Nightly export to the data warehouse').waitFor(), '/dashboard/api-tokens');
    await fits(page, '/dashboard/portfolio', (p) => p.getByRole('table', { name: 'Actions' }).locator('tbody tr').first().waitFor(), '/dashboard/portfolio');
    await fits(page, '/dashboard/no/such/screen (not found)', (p) => p.getByRole('heading', { name: "Sorry to leave you hang'n!" }).waitFor(), '/dashboard/no/such/screen');

    await page.goto('/dashboard');
    await page.getByTestId('project-row').first().waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'My account (name, password)' }).click();
    await fits(page, 'My account (dialog on /dashboard)', (p) => p.getByRole('dialog', { name: 'My account' }).waitFor());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'My account' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Help' }).click();
    await fits(page, 'help (drawer on /dashboard)', (p) => p.locator('.fel-help-drawer').getByRole('searchbox', { name: 'Search help' }).waitFor());
    await context.close();
  }, 150_000);
});
