import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMetrics, siteSettings } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { downloadedText, signInBrowser } from '../../support/browser-session.ts';
import { createUser } from '../../support/factories.ts';
import { withMailServerDown } from '../../support/failing-mail.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';
import { seriousViolations } from '../../support/axe.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// Provider metrics and site settings are one row each, shared by every test file: this file holds the
// single-row lock while it runs (tests/support/singleton-lock.ts) and puts back what it found.

let app: TestApp;
let browser: Browser;
let savedMetrics: (typeof providerMetrics.$inferSelect)[];
let savedSettings: (typeof siteSettings.$inferSelect)[];
let unlock: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  unlock = await lockSingletonRows(app);
  savedMetrics = await app.db.select().from(providerMetrics);
  savedSettings = await app.db.select().from(siteSettings);
});
afterAll(async () => {
  try {
    for (const row of savedMetrics) await app.db.update(providerMetrics).set(row);
    for (const row of savedSettings) await app.db.update(siteSettings).set(row);
  } finally {
    await unlock();
    await stopBrowserApp({ app, browser });
  }
});

async function adminAt(path: string) {
  const admin = await createUser(app.db, { role: ROLE.ADMIN });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, admin);
  await page.goto(path);
  return { page, context };
}
const metricsRow = async () => (await app.db.select().from(providerMetrics))[0];

describe('IPA metrics screen', () => {
  it('shows "Must be positive" / "Must be a number", skips the save until all are valid, then saves and exports', async () => {
    // A value that is set needs a source (each metric's own, or the one of every figure).
    await app.db.update(providerMetrics).set({ fel2bp: 6.5, fel2in: null, site3in: 2, source: 'Provider benchmark study', provenance: {} });
    const { page, context } = await adminAt('/dashboard/ipametrics');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect.poll(() => field('FEL 2 Composite (FEL Index), Best Practical').inputValue()).toBe('6.50');
    expect(await field('FEL 3 Site, Industry').inputValue()).toBe('2.00');
    await field('FEL 2 Composite (FEL Index), Industry').fill('-3');
    await field('FEL 3 Engineering, Best Practical').fill('1,5');
    // The form checks its values before it sends: once the messages show, the Save click has been decided on,
    // and no save went out.
    const updates: string[] = [];
    page.on('request', (request) => void ((request.postData() ?? '').includes('"operationName":"UpdateProviderMetrics"') && updates.push(request.url())));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be positive').waitFor();
    await page.getByText('Must be a number').waitFor();
    expect(updates).toEqual([]);
    expect(await metricsRow()).toMatchObject({ fel2in: null, eng3bp: null });
    expect(await page.getByText('Metrics SAVED!').count()).toBe(0);
    await field('FEL 2 Composite (FEL Index), Industry').fill('8.125');
    await field('FEL 3 Engineering, Best Practical').fill('1.5');
    await field('FEL 3 Engineering, Best Practical').press('Tab');
    expect(await field('FEL 3 Engineering, Best Practical').inputValue()).toBe('1.50');
    await field('FEL 3 Site, Industry').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Metrics SAVED!').waitFor();
    expect(updates).toHaveLength(1);
    expect(await metricsRow()).toMatchObject({ fel2bp: 6.5, fel2in: 8.13, eng3bp: 1.5, site3in: null });
    expect(await field('FEL 2 Composite (FEL Index), Industry').inputValue()).toBe('8.13');
    const { filename, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(filename).toMatch(/^ipa_metrics_\d{8}T\d{6}\.csv$/);
    expect(text).toContain('FEL 2,Composite (FEL Index),6.50,8.13');
    expect(text).toContain('FEL 3,Engineering,1.50,');
    await context.close();
  });

  it('saves the source and as-of date, and warns after saving when a composite differs from the sum of its areas', async () => {
    await app.db.update(providerMetrics).set({
      ...{ fel2bp: null, fel2in: null, site2bp: null, site2in: null, eng2bp: null, eng2in: null, pep2bp: null, pep2in: null },
      ...{ fel3bp: 4.5, site3bp: 1.4, eng3bp: 1.5, pep3bp: 1.6, fel3in: 7, site3in: 2, eng3in: 2, pep3in: 2 },
      source: '',
      asOf: null,
      provenance: {},
    });
    const { page, context } = await adminAt('/dashboard/ipametrics');
    await page.getByLabel('Source', { exact: true }).fill('Provider benchmark study, small projects edition');
    await page.getByLabel('As of', { exact: true }).fill('2026-06-30');
    await page.getByLabel('As of', { exact: true }).press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Metrics SAVED!').waitFor();
    const warnings = page.getByTestId('metrics-warnings');
    await warnings.getByText('FEL 3 industry: the composite 7.00 differs from the sum of its areas 6.00 by more than 0.05.').waitFor();
    expect(await warnings.locator('li').count()).toBe(1);
    expect(await metricsRow()).toMatchObject({ source: 'Provider benchmark study, small projects edition', asOf: '2026-06-30', fel3in: 7 });
    await page.reload();
    await expect.poll(() => page.getByLabel('Source', { exact: true }).inputValue()).toBe('Provider benchmark study, small projects edition');
    expect(await page.getByLabel('As of', { exact: true }).inputValue()).toBe('2026-06-30');
    await context.close();
  });

  it('edits each metric\'s own source, as-of date and basis: messages by field, an external figure with what it measures; axe clean', async () => {
    await app.db.update(providerMetrics).set({ fel3in: 7, fel3bp: 4.5, source: 'Provider benchmark study', asOf: '2026-01-31', provenance: {} });
    const { page, context } = await adminAt('/dashboard/ipametrics');
    const part = (label: string) => page.getByLabel(`FEL 3 Composite (FEL Index), ${label}`, { exact: true });
    await expect.poll(() => part('Industry: source').inputValue()).toBe('Provider benchmark study');
    expect(await seriousViolations(page)).toEqual([]);
    await part('Industry: source').fill('');
    await part('Industry: as of (YYYY-MM-DD)').fill('2099-01-01');
    await part('Best Practical: source').fill('');
    // A blank source of a set value takes the source of every figure above; so blank that too.
    await page.getByLabel('Source', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source is required when the value is set').first().waitFor();
    await page.getByText('As of must not be in the future').waitFor();
    expect(await part('Industry: as of (YYYY-MM-DD)').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Source', { exact: true }).fill('Provider benchmark study');
    await part('Industry: source').fill('IPA industry study 2025');
    await part('Industry: as of (YYYY-MM-DD)').fill('2025-06-30');
    await part('Industry: basis').selectOption({ label: 'Another index (external)' });
    await part('Industry: what it measures').fill('IPA FEL Index, industry average');
    await part('Best Practical: basis').selectOption({ label: 'FEL Index of method 3 (this product)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Metrics SAVED!').waitFor();
    expect((await metricsRow())?.provenance).toMatchObject({
      fel3in: { source: 'IPA industry study 2025', asOf: '2025-06-30', basis: 'external', measures: 'IPA FEL Index, industry average' },
      fel3bp: { source: 'Provider benchmark study', asOf: '2026-01-31', basis: 'method3', measures: '' },
    });
    await context.close();
  });

  it('an IPA User reads the metrics without a Save button', async () => {
    const ipa = await createUser(app.db, { role: ROLE.IPA_USER });
    const { page, context } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, context, ipa);
    await page.goto('/dashboard/ipametrics');
    await page.getByText('Only provider Admins can change these values.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await context.close();
  });
});

describe('Site settings screen', () => {
  it('saves message, on and colour: "Settings SAVED!", and the public settings show it at once', async () => {
    const { page, context } = await adminAt('/dashboard/settings');
    await page.getByLabel('Maintenance Message').waitFor();
    await page.getByLabel('Maintenance Message').fill('');
    await page.getByText('On', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').waitFor();
    // A message is required only while the banner is on: switching it follows at once.
    await page.getByText('Off', { exact: true }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(0);
    await page.getByText('On', { exact: true }).click();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Maintenance Message').fill('Scheduled maintenance Saturday 06:00–08:00 UTC.');
    await page.getByLabel('Color').selectOption({ label: 'Alert (red)' });
    await page.getByText('Preview', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings SAVED!').waitFor();
    const res = await app.client().get('/api/site-settings/');
    expect(res.body).toMatchObject({ banner: true, message: 'Scheduled maintenance Saturday 06:00–08:00 UTC.', color: 'red' });
    // The preview has the real banner's colour.
    await page.reload();
    const banner = page.getByTestId('maintenance-banner');
    const preview = page.getByTestId('maintenance-banner-preview');
    await banner.waitFor();
    await preview.waitFor();
    const background = async (testId: string) => String(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="${testId}"]')).backgroundColor`));
    expect(await background('maintenance-banner-preview')).toBe(await background('maintenance-banner'));
    expect(await background('maintenance-banner')).toBe('rgb(251, 218, 218)');
    await page.getByText('Off', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await app.client().get('/api/site-settings/')).body.banner).toBe(false);
    await context.close();
  });

  it('Admins see undelivered mail (count and last error) while the mail server is down, then that all mail went out', async () => {
    const { page, context } = await adminAt('/dashboard/settings');
    const user = await createUser(app.db, { role: ROLE.USER });
    await page.getByRole('heading', { name: 'Mail delivery' }).waitFor();
    await withMailServerDown(app.mailbox, async () => {
      expect((await app.client().post('/api/forgotuserpassword/', { username: user.email })).status).toBe(200);
      const undelivered = page.getByRole('status').filter({ hasText: /\d+ mails? not delivered/ });
      await expect
        .poll(async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return undelivered.count();
        }, { timeout: 10_000 })
        .toBe(1);
      expect(await undelivered.textContent()).toMatch(/Last error \(.+\): ECONNREFUSED|Last error \(.+\): ESOCKET|Last error \(.+\): ECONNECTION/);
    });
    await app.mailbox.waitFor(user.email);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByText('All mail has been delivered.').count();
      }, { timeout: 10_000 })
      .toBe(1);
    await context.close();
  });
});
