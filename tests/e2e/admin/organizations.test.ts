import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { celAssignments, organizations } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { assignCel, createOrganization, createUser, unique } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const orgByName = async (name: string) => (await app.db.select().from(organizations).where(eq(organizations.name, name)))[0];

async function adminPage() {
  const admin = await createUser(app.db, { role: ROLE.ADMIN });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, admin);
  await page.goto('/dashboard/clients');
  await page.getByRole('heading', { name: 'Organizations' }).waitFor();
  return { page, context };
}

describe('Organizations screen', () => {
  it('an Admin adds an organization (validated on save), then edits it and sets its point of contact', async () => {
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Add organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an organization' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Required', 'Required', 'Required', 'Required', 'Required']);
    const name = unique('Acme Refining');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Plant Name(s)').fill('North Plant');
    await dialog.getByLabel('Plant Name(s)').press('Enter');
    await dialog.getByLabel('Plant Name(s)').fill('South Plant');
    await dialog.getByLabel('Plant Name(s)').press('Enter');
    await dialog.getByLabel('Subscription Level').selectOption({ label: 'Gold License - $10 - 20M projects' });
    await dialog.getByLabel('License Created').fill('2026-01-15');
    await dialog.getByLabel('License Created').press('Tab');
    await dialog.getByLabel('License Expires').fill('2025-12-31');
    await dialog.getByLabel('License Expires').press('Tab');
    await dialog.getByText('License Expires must be on or after License Created').waitFor();
    await dialog.getByLabel('License Expires').fill('2027-12-31');
    await dialog.getByLabel('License Expires').press('Tab');
    await dialog.getByLabel('Notes').fill('Signed at the November review.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization SAVED!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const created = await orgByName(name);
    expect(created).toMatchObject({ plantNames: ['North Plant', 'South Plant'], subscription: 2, licenseCreate: '2026-01-15', licenseDue: '2027-12-31', notes: 'Signed at the November review.' });
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByRole('row', { name });
    await row.getByText('Gold').waitFor();
    await row.getByText(created?.licenseKey ?? 'missing').waitFor();

    const poc = await createUser(app.db, { role: ROLE.USER, org: created, name: 'Pat Pointperson' });
    await row.click();
    await page.getByRole('menuitem', { name: 'Edit organization details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit an organization' });
    await expect.poll(() => edit.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await edit.getByLabel('Notes').fill('Renewed for two years.');
    await edit.getByLabel('Point of Contact').fill('Pointper');
    await page.getByRole('option', { name: /Pat Pointperson/ }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization SAVED!').first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(async () => (await orgByName(name))?.notes).toBe('Renewed for two years.');
    expect((await orgByName(name))?.pocUserId).toBe(poc.id);
    await app.mailbox.waitFor(poc.email);
    await context.close();
  });

  it('regenerating the key asks first; afterwards registration with the old key fails', async () => {
    const org = await createOrganization(app.db, { name: unique('Keyed Org') });
    const { page, context } = await adminPage();
    await page.getByLabel('Search by name').fill(org.name);
    await page.getByRole('row', { name: org.name }).click();
    await page.getByRole('menuitem', { name: 'Edit organization details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit an organization' });
    await expect.poll(() => edit.getByLabel('License Key').inputValue()).toBe(org.licenseKey);
    await edit.getByRole('button', { name: 'New' }).click();
    await page.getByText('Generate new license key?').waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    expect(await edit.getByLabel('License Key').inputValue()).toBe(org.licenseKey);
    expect((await orgByName(org.name))?.licenseKey).toBe(org.licenseKey);
    await edit.getByRole('button', { name: 'New' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => edit.getByLabel('License Key').inputValue()).not.toBe(org.licenseKey);
    const newKey = await edit.getByLabel('License Key').inputValue();
    expect((await orgByName(org.name))?.licenseKey).toBe(newKey);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization SAVED!').waitFor();

    const visitor = await newPage(browser, app.baseUrl);
    await visitor.page.goto('/register');
    await visitor.page.getByLabel('Full Name').fill('Olive Oldkey');
    await visitor.page.getByLabel('Company Email Address').fill(`${unique('olive')}@company.example`);
    await visitor.page.getByLabel('License Key').fill(org.licenseKey);
    await visitor.page.getByRole('button', { name: 'Next' }).click();
    await visitor.page.getByText('This licence key is not valid. Check it with your point of contact.').waitFor();
    await visitor.page.getByLabel('License Key').fill(newKey);
    await visitor.page.getByRole('button', { name: 'Next' }).click();
    await visitor.page.waitForURL('**/register/success');
    await visitor.context.close();
    await context.close();
  });

  it('assigns CELs and saves company metrics from the row menu (invalid metrics are not saved)', async () => {
    const org = await createOrganization(app.db, { name: unique('Metric Org') });
    const cel = await createUser(app.db, { role: ROLE.IPA_USER, celCheck: true, name: unique('Cora Cel') });
    const { page, context } = await adminPage();
    await page.getByLabel('Search by name').fill(org.name);
    await page.getByRole('row', { name: org.name }).click();
    await page.getByRole('menuitem', { name: 'Assign CEL' }).click();
    const cels = page.getByRole('dialog', { name: `Assign CELs to ${org.name}` });
    await cels.getByText('Select CELs for this organization').waitFor();
    await cels.getByLabel('Client Engagement Leaders').fill(cel.name);
    await page.getByRole('option', { name: new RegExp(cel.name) }).click();
    await cels.getByRole('button', { name: 'Save' }).click();
    await page.getByText('CELs have been successfully MODIFIED!').waitFor();
    expect((await app.db.select().from(celAssignments).where(eq(celAssignments.organizationId, org.id))).map((r) => r.userId)).toEqual([cel.id]);

    await page.getByRole('row', { name: org.name }).click();
    await page.getByRole('menuitem', { name: 'Company metrics' }).click();
    const metrics = page.getByRole('dialog', { name: `Company metrics: ${org.name}` });
    await metrics.getByLabel('FEL 2 Composite (FEL Index), Company average').fill('-1');
    await metrics.getByLabel('FEL 3 Site, Company average').fill('abc');
    await metrics.getByRole('button', { name: 'Save' }).click();
    await metrics.getByText('Must be positive').waitFor();
    await metrics.getByText('Must be a number').waitFor();
    expect((await orgByName(org.name))?.fel2co).toBeNull();
    await metrics.getByLabel('FEL 2 Composite (FEL Index), Company average').fill('6.1');
    await metrics.getByLabel('FEL 2 Composite (FEL Index), Company average').press('Tab');
    expect(await metrics.getByLabel('FEL 2 Composite (FEL Index), Company average').inputValue()).toBe('6.10');
    await metrics.getByLabel('FEL 3 Site, Company average').fill('');
    await metrics.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Metrics SAVED!').waitFor();
    expect(await orgByName(org.name)).toMatchObject({ fel2co: 6.1, site3co: null });
    await context.close();
  });

  it('an IPA User sees only the clients it is CEL of, read-only', async () => {
    const mine = await createOrganization(app.db, { name: unique('Cel Client') });
    const ipa = await createUser(app.db, { role: ROLE.IPA_USER });
    await assignCel(app.db, mine, ipa);
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, ipa);
    await page.goto('/dashboard/clients');
    await page.getByRole('row', { name: mine.name }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Add organization' }).count()).toBe(0);
    await page.getByRole('row', { name: mine.name }).click();
    await page.getByRole('menuitem', { name: 'Organization details' }).click();
    const details = page.getByRole('dialog', { name: 'Organization details' });
    await expect.poll(() => details.getByLabel('Name', { exact: true }).inputValue()).toBe(mine.name);
    expect(await details.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await context.close();
  });
});
