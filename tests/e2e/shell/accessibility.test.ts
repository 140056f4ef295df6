import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { createReport } from '../../integration/reports/report-support.ts';
import { axeChecker } from '../../support/axe.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { isoDayFromToday, routeOperation, signedInPage, signInBrowser } from '../../support/browser-session.ts';
import { assignCel, createOrganization, createUser, makePoc, unique } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { pick } from '../../support/pick.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';

// WCAG 2.1 AA (axe-core): every screen and dialog of spec §2 once, as a role that can see it, the banners,
// snackbars and error screens, and key screens at phone size. One browser; each role signs in once and walks
// its screens. Critical and serious violations fail, and so do a screen without exactly one h1 or exactly one
// main landmark and a skipped heading level (tests/support/axe.ts).

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** Fails with every critical or serious violation of each screen checked (all screens are checked first). */
const checker = axeChecker;

const visit = async (page: Page, path: string, ready: (page: Page) => Promise<unknown>) => {
  await page.goto(path);
  await ready(page);
};

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('public screens: sign-in, second factor, sign-up, post-registration, reset request and success, new password, not-found', async () => {
    const axe = checker();
    const user = await createUser(app.db, { role: ROLE.USER });
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const { page, context } = await newPage(browser, app.baseUrl);
    await visit(page, '/sign-in', (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor());
    await axe.check(page, 'sign-in');
    await visit(page, '/register', (p) => p.getByLabel('License Key').waitFor());
    await axe.check(page, 'sign-up');
    await visit(page, '/register/success', (p) => p.getByText(/approved/).first().waitFor());
    await axe.check(page, 'post-registration');
    await visit(page, '/password-reset', (p) => p.getByLabel('Enter your email').waitFor());
    await axe.check(page, 'reset request');
    await visit(page, '/password-reset/success', (p) => p.getByText('Password created!').waitFor());
    await axe.check(page, 'reset success');
    await app.client().post('/api/forgotuserpassword/', { username: user.email });
    await visit(page, linkFrom(await app.mailbox.waitFor(user.email)), (p) => p.getByLabel('New password').waitFor());
    await axe.check(page, 'new password');
    await visit(page, '/password-reset-confirm/used/link', (p) => p.getByText('This link has already been used', { exact: false }).waitFor());
    await axe.check(page, 'new password, dead link');
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/sign-in', (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor());
    await axe.check(page, 'sign-in at 390 px');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Verify your account' }).waitFor();
    await axe.check(page, 'second factor');
    await context.close();

    const signedIn = await signedInPage(app, browser, user);
    await visit(signedIn.page, '/dashboard/no/such/screen/here', (p) => p.getByRole('heading').first().waitFor());
    await axe.check(signedIn.page, 'not found');
    await signedIn.context.close();
    axe.done();
  });

  it('admin screens and dialogs: users (approval, snackbar, edit, deactivate, empty search), organizations, IPA metrics, site settings, dashboard with the switcher, help, profile, Contact Us', async () => {
    const axe = checker();
    const org = await createOrganization(app.db);
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, name: 'Paula Poc' });
    await makePoc(app.db, org, poc);
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    await assignCel(app.db, org, admin);
    const newcomer = await createUser(app.db, { role: ROLE.USER, org, status: 'pending', name: unique('Newcomer') });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, admin);
    await visit(page, '/dashboard', (p) => p.getByLabel('Switch client').waitFor());
    await axe.check(page, 'dashboard, no client chosen');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('profile-popup').waitFor();
    await axe.check(page, 'profile popup');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Help' }).click();
    const drawer = page.locator('.fel-help-drawer');
    await drawer.getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await axe.check(page, 'Contact Us');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await visit(page, '/dashboard/users', (p) => p.getByRole('button', { name: 'Add user' }).waitFor());
    await page.locator('tbody tr').first().waitFor();
    await axe.check(page, 'users');
    // Over a screen with only its h1, the drawer's title must not skip heading levels.
    await page.getByRole('button', { name: 'Help' }).click();
    await drawer.getByRole('button', { name: 'Contact Us' }).waitFor();
    await axe.check(page, 'help drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog', { name: 'Add user' }).getByLabel('Role').waitFor();
    await axe.check(page, 'Add user dialog');
    await page.keyboard.press('Escape');
    // The waiting registration alone, by its email: its menu, approving it (the row and the snackbar), then
    // its Edit user dialog and the Deactivate confirmation.
    const searchEmail = async (text: string) => {
      await page.getByRole('button', { name: 'Filter by email' }).click();
      await page.getByLabel('Email contains').fill(text);
      await page.keyboard.press('Escape');
    };
    await searchEmail(newcomer.email);
    const newcomerRow = page.getByRole('row', { name: new RegExp(`^${newcomer.name},`) });
    await newcomerRow.getByText('Pending', { exact: true }).waitFor();
    await newcomerRow.click();
    await page.getByRole('menuitem', { name: 'Approve' }).waitFor();
    await axe.check(page, 'user row menu');
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByText('Registration approved!').waitFor();
    await newcomerRow.getByText('Active', { exact: true }).waitFor();
    await axe.check(page, 'users after approving a registration, with its snackbar');
    // Closed here, so that later checks never catch it fading out after its 6 s (half-transparent text).
    const approved = page.locator('.bp6-toast', { hasText: 'Registration approved!' });
    await approved.getByRole('button', { name: 'Close' }).click();
    await approved.waitFor({ state: 'detached' });
    await newcomerRow.click();
    await page.getByRole('menuitem', { name: 'Edit User Details' }).click();
    await page.getByRole('dialog', { name: 'Edit user' }).getByRole('button', { name: 'Save' }).waitFor();
    await axe.check(page, 'Edit user dialog');
    await page.getByRole('dialog', { name: 'Edit user' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await newcomerRow.click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog', { name: `Deactivate ${newcomer.name}?` }).waitFor();
    await axe.check(page, 'Deactivate confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await newcomerRow.getByRole('checkbox').focus();
    await page.keyboard.press(' ');
    await page.getByText('1 user selected').waitFor();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog', { name: 'Deactivate 1 user?' }).waitFor();
    await axe.check(page, 'bulk deactivate confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await searchEmail(`nobody-${newcomer.email}`);
    await page.getByText('No user matches these filters').waitFor();
    await axe.check(page, 'users, a search that matches nobody');

    await visit(page, '/dashboard/clients', (p) => p.getByRole('button', { name: 'Add organization' }).waitFor());
    await page.getByRole('button', { name: 'Add organization' }).click();
    await page.getByRole('dialog', { name: 'Add an organization' }).getByLabel('Notes').waitFor();
    await axe.check(page, 'Add organization dialog');
    await page.getByRole('dialog', { name: 'Add an organization' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByLabel('Search by name').fill(org.name);
    const row = page.getByRole('row', { name: org.name });
    await row.waitFor();
    await axe.check(page, 'organizations');
    await row.click();
    await page.getByRole('menuitem', { name: 'Company metrics' }).waitFor();
    await axe.check(page, 'organization row menu');
    await page.getByRole('menuitem', { name: 'Edit organization details' }).click();
    await page.getByRole('dialog', { name: 'Edit an organization' }).getByLabel('Notes').waitFor();
    await axe.check(page, 'organization form');
    await page.getByRole('dialog', { name: 'Edit an organization' }).getByRole('button', { name: 'New' }).click();
    await page.getByText('Generate new license key?').waitFor();
    await axe.check(page, 'new licence key confirmation');
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('dialog', { name: 'Edit an organization' }).getByRole('button', { name: 'Cancel' }).click();
    await row.click();
    await page.getByRole('menuitem', { name: 'Assign CEL' }).click();
    await page.getByRole('dialog', { name: `Assign CELs to ${org.name}` }).waitFor();
    await axe.check(page, 'Assign CELs dialog');
    await page.keyboard.press('Escape');
    await row.click();
    await page.getByRole('menuitem', { name: 'Company metrics' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor();
    await axe.check(page, 'client metrics dialog');
    await page.keyboard.press('Escape');

    await visit(page, '/dashboard/ipametrics', (p) => p.getByRole('button', { name: 'Save' }).waitFor());
    await axe.check(page, 'IPA metrics');
    await visit(page, '/dashboard/settings', (p) => p.getByLabel('Maintenance Message').waitFor());
    await axe.check(page, 'site settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/dashboard/users', (p) => p.locator('tbody tr').first().waitFor());
    await axe.check(page, 'users at 390 px');
    await context.close();
    axe.done();
  }, 120_000);

  it('project screens: dashboard, create project, workspace tabs, menu and dialogs (finalize, rename, transfer, deactivate), report; at 390 px too', async () => {
    const axe = checker();
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const project = await fullyAnsweredProject(app, { org, owner: user, name: 'Accessible project' });
    const { page, context, api } = await signedInPage(app, browser, user);
    await createReport(api, project.id, 'fel3');
    await visit(page, '/dashboard', (p) => p.getByTestId('project-row').first().waitFor());
    await axe.check(page, 'dashboard');
    await visit(page, '/dashboard/create-project', (p) => p.getByRole('button', { name: 'Next' }).waitFor());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').first().waitFor();
    await axe.check(page, 'create project');
    for (const [tab, path] of [['Details', '/details'], ['FEL 2', '/fel2'], ['FEL 3', '/fel3'], ['Register', '/register'], ['Team', '/team'], ['Actions', '/actions'], ['Outcomes', '/outcomes']] as const) {
      await visit(page, `/dashboard/${project.id}${path}`, (p) => p.getByRole('tab', { name: tab, selected: true }).waitFor());
      // Not 'networkidle': the workspace keeps its live-answers stream open. Loaded is when no spinner or skeleton is left.
      await expect.poll(() => page.locator('.bp6-spinner, .bp6-skeleton').count()).toBe(0);
      await axe.check(page, `workspace ${tab}`);
    }
    await visit(page, `/dashboard/${project.id}/register`, (p) => p.getByRole('button', { name: 'Add document' }).waitFor());
    await page.getByRole('button', { name: 'Add document' }).click();
    const addDocument = page.getByRole('dialog', { name: 'Add a document to the register' });
    await addDocument.waitFor();
    await axe.check(page, 'register: add a document');
    await addDocument.getByRole('button', { name: 'Cancel' }).click();
    await addDocument.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await page.getByRole('menu').waitFor();
    await axe.check(page, 'project menu');
    // The confirmations are alert dialogs named by their question.
    await page.getByRole('menuitem', { name: 'Finalize…' }).click();
    await page.getByRole('alertdialog', { name: 'Finalize this project?' }).waitFor();
    await axe.check(page, 'finalize confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const projectMenu = async (item: string) => {
      await page.getByRole('button', { name: 'Project', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await projectMenu('Rename…');
    await page.getByRole('dialog', { name: 'Rename project' }).getByRole('button', { name: 'Cancel' }).waitFor();
    await axe.check(page, 'rename dialog');
    await page.getByRole('dialog', { name: 'Rename project' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await projectMenu('Transfer ownership…');
    await page.getByRole('dialog', { name: 'Transfer ownership' }).getByLabel('New owner').waitFor();
    await axe.check(page, 'transfer ownership dialog');
    await page.getByRole('dialog', { name: 'Transfer ownership' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await projectMenu('Deactivate…');
    await page.getByRole('alertdialog', { name: 'Deactivate this project?' }).waitFor();
    await axe.check(page, 'deactivate project confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await visit(page, `/dashboard/${project.id}/report/fel3`, (p) => p.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 }));
    await axe.check(page, 'report');

    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/dashboard', (p) => p.getByTestId('project-row').first().waitFor());
    await axe.check(page, 'dashboard at 390 px');
    await visit(page, `/dashboard/${project.id}/fel3`, (p) => p.locator('.fel-question').first().waitFor());
    await axe.check(page, 'FEL 3 at 390 px');
    await visit(page, `/dashboard/${project.id}/report/fel3`, (p) => p.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 }));
    await axe.check(page, 'report at 390 px');
    await context.close();
    axe.done();
  }, 150_000);

  it('shell states and API screens: maintenance and licence banners, error snackbar, error screens, API tokens and their dialogs (390 px too), GraphQL explorer', async () => {
    const axe = checker();
    const org = await createOrganization(app.db, { licenseDue: isoDayFromToday(20) });
    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const { page, context } = await signedInPage(app, browser, clientAdmin);
    // The maintenance banner in each colour, without touching the shared site settings: the page's own
    // read of them answers with the banner on (or fails, for the error snackbar).
    let banner: 'none' | 'green' | 'yellow' | 'red' | 'fails' = 'red';
    await routeOperation(page, 'MaintenanceBanner', async (route) => {
      if (banner === 'fails') return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) });
      const response = await route.fetch();
      const saved = pick(await response.json(), 'data.siteSettings');
      const settings = { ...(typeof saved === 'object' && saved !== null ? saved : {}), banner: true, message: `Planned maintenance tonight (${banner})`, color: banner };
      return route.fulfill({ response, json: { data: { siteSettings: settings } } });
    });
    await visit(page, '/dashboard', (p) => p.getByTestId('licence-expiry-banner').waitFor());
    await page.getByTestId('maintenance-banner').waitFor();
    await axe.check(page, 'dashboard with the red maintenance banner and the licence reminder');
    for (const color of ['yellow', 'green', 'none'] as const) {
      banner = color;
      await visit(page, '/dashboard', (p) => p.locator(`[data-testid="maintenance-banner"][data-color="${color}"]`).waitFor());
      await axe.check(page, `${color} maintenance banner`, '.fel-banners');
    }
    banner = 'fails';
    await visit(page, '/dashboard', (p) => p.locator('.bp6-toast', { hasText: 'Error fetching maintenance message.' }).waitFor());
    await axe.check(page, 'error snackbar');

    await visit(page, '/dashboard/api-tokens', (p) => p.getByText('No API tokens yet').waitFor());
    await axe.check(page, 'API tokens, none yet');
    await page.getByRole('button', { name: 'New API token' }).click();
    const create = page.getByRole('dialog', { name: 'New API token' });
    await create.getByLabel('Name').waitFor();
    await axe.check(page, 'New API token dialog');
    await create.getByLabel('Name').fill('Accessible integration');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Token secret').waitFor();
    await axe.check(page, 'token secret dialog');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Revoke Accessible integration' }).waitFor();
    await axe.check(page, 'API tokens');
    await page.setViewportSize({ width: 390, height: 844 });
    await axe.check(page, 'API tokens at 390 px');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Revoke Accessible integration' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke token?' }).waitFor();
    await axe.check(page, 'revoke token confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await visit(page, '/dashboard/api-explorer', (p) => p.locator('.graphiql-query-editor .view-line', { hasText: 'query Projects' }).waitFor());
    await axe.check(page, 'GraphQL explorer');

    // A screen whose code does not load fails inside the frame; a frame that does not load fails on its own.
    await page.route('**/assets/ErrorPage-*.js', (route) => route.abort());
    await visit(page, '/dashboard/error', (p) => p.getByTestId('error-screen').waitFor());
    await axe.check(page, 'error screen in the frame');
    await page.route('**/assets/ShellLayout-*.js', (route) => route.abort());
    await visit(page, '/dashboard', (p) => p.getByTestId('error-screen').waitFor());
    await axe.check(page, 'error screen on its own');
    await context.close();
    axe.done();
  }, 120_000);
});
