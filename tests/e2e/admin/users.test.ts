import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { downloadedText, signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, makePoc, unique } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { ensureProviderOrganization } from '../../support/provider.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

async function adminPage() {
  const admin = await createUser(app.db, { role: ROLE.ADMIN });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, admin);
  await page.goto('/dashboard/users');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  return { page, context };
}

describe('Users screen', () => {
  it('an Admin adds a user, who sets a password and signs in; deactivating it ends that open session', async () => {
    const org = await createOrganization(app.db, { name: unique('Hire Co') });
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    // Spec §5: the role defaults to User, before and after the organization is chosen.
    // The role choices come from the server: read them once they have arrived.
    await expect.poll(() => dialog.getByLabel('Role').inputValue()).toBe('4');
    expect(await dialog.getByLabel('Role').isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Required (<60 characters)', 'Valid email required', 'Required']);
    const email = `${unique('nina').toLowerCase()}@hire.example`;
    await dialog.getByLabel('Name').fill('Nina Newhire');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Organization').fill(org.name.slice(0, 10));
    await page.getByRole('option', { name: org.name }).click();
    await expect.poll(() => dialog.getByLabel('Role').locator('option').allTextContents()).toEqual(['User', 'Super User', 'Power User']);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('4');
    expect(await dialog.getByText('Client Engagement Leader').count()).toBe(0);
    await dialog.getByLabel('Role').selectOption({ label: 'Super User' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User SAVED!').waitFor();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Nina Newhire', userType: ROLE.SUPER_USER, organizationId: org.id, status: 'active' });

    const link = linkFrom(await app.mailbox.waitFor(email));
    const newcomer = await newPage(browser, app.baseUrl);
    await newcomer.page.goto(link);
    await newcomer.page.getByLabel('New password').fill('Nina-first-2026!');
    await newcomer.page.getByLabel('Confirm password').fill('Nina-first-2026!');
    await newcomer.page.getByRole('button', { name: 'Next' }).click();
    await newcomer.page.getByRole('button', { name: 'SIGN IN' }).click();
    await newcomer.page.getByLabel('Email').fill(email);
    await newcomer.page.getByLabel('Password', { exact: true }).fill('Nina-first-2026!');
    await newcomer.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await newcomer.page.getByText('Welcome, Nina Newhire').waitFor();

    await page.getByRole('button', { name: 'Filter by email' }).click();
    await page.getByLabel('Email contains').fill(email);
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: `Nina Newhire, ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    // Confirmed first: Cancel changes nothing.
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Nina Newhire?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await app.db.select().from(users).where(eq(users.email, email)))[0]?.status).toBe('active');
    await page.getByRole('row', { name: `Nina Newhire, ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivated!').waitFor();
    await page.getByRole('row', { name: `Nina Newhire, ${email}` }).getByText('Inactive').waitFor();
    expect((await app.db.select().from(users).where(eq(users.email, email)))[0]?.status).toBe('inactive');
    await newcomer.page.reload();
    await newcomer.page.waitForURL('**/sign-in');
    await newcomer.context.close();

    await page.getByRole('row', { name: `Nina Newhire, ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByText('User activated!').waitFor();
    await page.getByRole('row', { name: `Nina Newhire, ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Reset Password' }).click();
    await page.getByText('A password reset link has been emailed to Nina Newhire').waitFor();
    await context.close();
  });

  it('Add user with the provider organization offers IPA User first, never a preselected Admin, and the CEL choice (a client does not)', async () => {
    const provider = await ensureProviderOrganization(app.db);
    const client = await createOrganization(app.db, { name: unique('Cel Free Co') });
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Organization').fill(provider.name);
    await page.getByRole('option', { name: provider.name }).click();
    expect(await dialog.getByLabel('Role').locator('option:checked').textContent()).toBe('IPA User');
    // The server says which organizations offer "Client Engagement Leader": the provider's staff only.
    await dialog.getByText('Client Engagement Leader').waitFor();
    await dialog.getByLabel('Organization').fill(client.name);
    await page.getByRole('option', { name: client.name }).click();
    expect(await dialog.getByText('Client Engagement Leader').count()).toBe(0);
    await context.close();
  });

  it('the organization choice asks the server as one types: a full page says to type more, more text narrows it', async () => {
    const tag = unique('Many').toLowerCase();
    for (let i = 1; i <= 21; i++) await createOrganization(app.db, { name: `${tag} Plant ${String(i).padStart(2, '0')}` });
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Organization').fill(tag.toUpperCase());
    await page.getByRole('option', { name: 'More match: type to narrow' }).waitFor();
    // The page the server answered: 20 of the 21 names, by name.
    await expect
      .poll(async () => (await page.getByRole('option').allInnerTexts()).filter((t) => t.startsWith(tag) || t.startsWith('More match')))
      .toEqual([...Array.from({ length: 20 }, (_, i) => `${tag} Plant ${String(i + 1).padStart(2, '0')}`), 'More match: type to narrow']);
    await dialog.getByLabel('Organization').fill(`${tag} plant 21`);
    await page.getByRole('option', { name: 'More match: type to narrow' }).waitFor({ state: 'detached' });
    await page.getByRole('option', { name: `${tag} Plant 21` }).click();
    expect(await dialog.getByLabel('Organization').inputValue()).toBe(`${tag} Plant 21`);
    await expect.poll(() => dialog.getByLabel('Role').locator('option').allTextContents()).toEqual(['User', 'Super User', 'Power User']);
    await context.close();
  });

  it('filters, sorts, pages and exports; the CSV holds exactly the filtered rows', async () => {
    const org = await createOrganization(app.db, { name: unique('Zeta Works') });
    const names = Array.from({ length: 12 }, (_, i) => `Zed ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await createUser(app.db, { role: ROLE.USER, org, name, status: name === 'Zed 03' ? 'pending' : 'active' });
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Filter by organization' }).click();
    await page.getByLabel('Organization contains').fill(org.name.toUpperCase());
    await page.keyboard.press('Escape');
    await page.getByText('1–10 of 12').waitFor();
    const firstColumn = () => page.locator('tbody tr td[data-label="Name"]').allTextContents();
    expect(await firstColumn()).toEqual(names.slice(0, 10));
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('11–12 of 12').waitFor();
    expect(await firstColumn()).toEqual(names.slice(10));
    await page.getByLabel('Rows per page').selectOption('5');
    await page.getByText('1–5 of 12').waitFor();
    expect(await firstColumn()).toEqual(names.slice(0, 5));
    await page.getByLabel('Rows per page').selectOption('25');
    await page.getByText('1–12 of 12').waitFor();
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(firstColumn).toEqual([...names].reverse());
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('row', { name: /^Zed 03,/ }).getByText('Pending').waitFor();

    const { filename, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(filename).toMatch(/^ipa_metrics_users_\d{8}T\d{6}\.csv$/);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Name,Email,Organization,Role,Status');
    expect(lines.slice(1).map((l) => l.split(','))).toEqual(
      [...names].reverse().map((n) => [n, expect.stringMatching(/@example\.com$/), org.name, 'User', n === 'Zed 03' ? 'Pending' : 'Active']),
    );
    await context.close();
  });

  it('keyboard path: Enter on a row opens its menu with the focus on the first action; Escape gives the focus back', async () => {
    const org = await createOrganization(app.db, { name: unique('Keys Co') });
    await createUser(app.db, { role: ROLE.USER, org, name: 'Kim Keyboard' });
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Filter by organization' }).click();
    await page.getByLabel('Organization contains').fill(org.name);
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /^Kim Keyboard,/ });
    await row.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(':focus').textContent()).toBe('Edit User Details');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label')).toMatch(/^Kim Keyboard,/);
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator(':focus').textContent()).toBe('Edit User Details');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('Kim Keyboard');
    // Closing the dialog gives the focus back to the row it was opened from.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label')).toMatch(/^Kim Keyboard,/);
    await context.close();
  });

  it('a POC sees only its organization\'s users and chooses a "User Type" among Client Admin, User, Super User', async () => {
    const org = await createOrganization(app.db, { name: unique('Own Co') });
    const poc = await createUser(app.db, { role: ROLE.USER, org, name: 'Polly Poc' });
    await makePoc(app.db, org, poc);
    await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Sue Super' });
    await createUser(app.db, { role: ROLE.USER, name: 'Stranger Elsewhere' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, poc);
    await page.goto('/dashboard/users');
    await page.getByText('1–2 of 2').waitFor();
    expect(await page.locator('tbody tr td[data-label="Organization"]').allTextContents()).toEqual([org.name, org.name]);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    expect(await dialog.getByLabel('Organization').inputValue()).toBe(org.name);
    expect(await dialog.getByLabel('User Type').locator('option').allTextContents()).toEqual(['Client Admin', 'User', 'Super User']);
    await context.close();
  });

  it('editing a user whose role the editor may not give keeps that role among the choices, in the server\'s role order', async () => {
    const org = await createOrganization(app.db, { name: unique('Kept Role Co') });
    const poc = await createUser(app.db, { role: ROLE.USER, org, name: 'Polly Poc' });
    await makePoc(app.db, org, poc);
    const power = await createUser(app.db, { role: ROLE.POWER_USER, org, name: 'Pat Power' });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, poc);
    await page.goto('/dashboard/users');
    await page.getByRole('row', { name: `Pat Power, ${power.email}` }).click();
    await page.getByRole('menuitem', { name: 'Edit User Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    const role = dialog.getByLabel('User Type');
    // The role choices come from the server: read them once they have arrived.
    await expect.poll(() => role.locator('option').allTextContents()).toEqual(['Client Admin', 'User', 'Super User', 'Power User']);
    expect(await role.locator('option:checked').textContent()).toBe('Power User');
    await context.close();
  });
});
