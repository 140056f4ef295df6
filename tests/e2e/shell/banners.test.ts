import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { organizations, siteSettings } from '../../../server/db/schema/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { isoDayFromToday, routeOperation, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';
import type { TestApp } from '../../support/test-app.ts';

// The site_settings row is shared by every test file of the run: this file holds the singleton-rows lock
// while it runs, and each test that sets the row puts it back.

let app: TestApp;
let browser: Browser;
let unlock: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  unlock = await lockSingletonRows(app);
});
afterAll(async () => {
  await app?.db.update(siteSettings).set({ banner: false, message: '', color: 'none', year: 2023 });
  await unlock();
  await stopBrowserApp({ app, browser });
});

/** The rendered background of the element with that test id, as [r, g, b]. */
async function background(page: Page, testId: string): Promise<[number, number, number]> {
  const css = String(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="${testId}"]')).backgroundColor`));
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

describe('maintenance banner', () => {
  it('shows the message in its colour (none, green Info, yellow Maintenance, red Alert); dismissal lasts until the message changes', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    const banner = page.getByTestId('maintenance-banner');
    try {
      const looks = [
        ['none', 'Notice', null],
        ['green', 'Info', 'bp6-intent-success'],
        ['yellow', 'Maintenance', 'bp6-intent-warning'],
        ['red', 'Alert', 'bp6-intent-danger'],
      ] as const;
      const colours: Record<string, [number, number, number]> = {};
      for (const [color, label, intentClass] of looks) {
        const message = `Shell banner test (${color}) ${Date.now()}`;
        await app.db.update(siteSettings).set({ banner: true, message, color });
        await page.goto('/dashboard');
        await banner.waitFor();
        expect(await banner.innerText()).toContain(`${label}: ${message}`);
        expect(await banner.getAttribute('data-color')).toBe(color);
        const classes = (await banner.getAttribute('class')) ?? '';
        if (intentClass) expect(classes).toContain(intentClass);
        else expect(classes).not.toMatch(/bp6-intent-/);
        colours[color] = await background(page, 'maintenance-banner');
      }
      const [gr = 0, gg = 0, gb = 0] = colours.green ?? [];
      const [yr = 0, yg = 0, yb = 0] = colours.yellow ?? [];
      const [rr = 0, rg = 0, rb = 0] = colours.red ?? [];
      expect(gg).toBeGreaterThan(Math.max(gr, gb));
      expect(Math.min(yr, yg)).toBeGreaterThan(yb);
      expect(rr).toBeGreaterThan(Math.max(rg, rb));

      await banner.getByRole('button', { name: 'Dismiss message' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('button', { name: 'Profile' }).waitFor();
      await page.getByTestId('footer-copyright').waitFor();
      expect(await banner.count()).toBe(0);

      await app.db.update(siteSettings).set({ message: `A new red message ${Date.now()}` });
      await page.reload();
      await banner.waitFor();

      await app.db.update(siteSettings).set({ banner: false });
      await page.reload();
      await page.getByRole('button', { name: 'Profile' }).waitFor();
      await page.getByTestId('active-client').waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await app.db.update(siteSettings).set({ banner: false, message: '', color: 'none' });
      await context.close();
    }
  });

  it('a failed read shows "Error fetching maintenance message." in an error snackbar', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    await routeOperation(page, 'MaintenanceBanner', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) }),
    );
    await page.goto('/dashboard');
    const toast = page.locator('.bp6-toast', { hasText: 'Error fetching maintenance message.' });
    await toast.waitFor();
    expect(await toast.getAttribute('class')).toContain('bp6-intent-danger');
    expect(await page.getByTestId('maintenance-banner').count()).toBe(0);
    await context.close();
  });
});

describe('footer year', () => {
  it('shows 2023 until the site settings load, then their year', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const { page, context } = await signedInPage(app, browser, user);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await routeOperation(page, 'ShellFooter', async (route) => {
      await gate;
      await route.fallback();
    });
    try {
      await app.db.update(siteSettings).set({ year: 2031 });
      await page.goto('/dashboard');
      const copyright = page.getByTestId('footer-copyright');
      await copyright.waitFor();
      expect(await copyright.innerText()).toBe('© 2023 FEL Assess');
      release();
      await page.getByText('© 2031 FEL Assess').waitFor();
    } finally {
      await app.db.update(siteSettings).set({ year: 2023 });
      await context.close();
    }
  });
});

describe('licence-expiry banner', () => {
  type Stage = { days: number; cookie: string; intent: string; text: string; comesBack: boolean };
  const stages: Stage[] = [
    { days: 60, cookie: 'expire60', intent: 'bp6-intent-primary', text: 'expires in 60 days', comesBack: false },
    { days: 46, cookie: 'expire60', intent: 'bp6-intent-primary', text: 'expires in 46 days', comesBack: false },
    { days: 45, cookie: 'expire45', intent: 'bp6-intent-primary', text: 'expires in 45 days', comesBack: false },
    { days: 31, cookie: 'expire45', intent: 'bp6-intent-primary', text: 'expires in 31 days', comesBack: false },
    { days: 30, cookie: 'expire30', intent: 'bp6-intent-warning', text: 'expires in 30 days', comesBack: false },
    { days: 16, cookie: 'expire30', intent: 'bp6-intent-warning', text: 'expires in 16 days', comesBack: false },
    { days: 15, cookie: 'expire15', intent: 'bp6-intent-danger', text: 'expires in 15 days', comesBack: false },
    { days: 11, cookie: 'expire15', intent: 'bp6-intent-danger', text: 'expires in 11 days', comesBack: false },
    { days: 10, cookie: 'expire15', intent: 'bp6-intent-danger', text: 'expires in 10 days', comesBack: true },
    { days: 1, cookie: 'expire15', intent: 'bp6-intent-danger', text: 'expires in 1 day', comesBack: true },
    { days: 0, cookie: 'expire15', intent: 'bp6-intent-danger', text: 'expires today', comesBack: true },
  ];

  it.each(stages)('$days days left: $text, dismissal sets $cookie until the due date', async ({ days, cookie, intent, text, comesBack }) => {
    const due = isoDayFromToday(days);
    const org = await createOrganization(app.db, { licenseCreate: isoDayFromToday(-300), licenseRenew: isoDayFromToday(-300), licenseDue: due });
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    const banner = page.getByTestId('licence-expiry-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(`Your organization’s licence ${text}`);
    expect(await banner.getAttribute('class')).toContain(intent);

    await banner.getByRole('button', { name: 'Dismiss licence reminder' }).click();
    await banner.waitFor({ state: 'detached' });
    const set = (await context.cookies()).find((c) => c.name === cookie);
    expect(set?.value).toBe(due);
    expect(Math.abs((set?.expires ?? 0) - new Date(`${due}T23:59:59.999`).getTime() / 1000)).toBeLessThan(2);
    expect((await context.cookies()).filter((c) => /^expire\d+$/.test(c.name)).map((c) => c.name)).toEqual([cookie]);

    await page.reload();
    await page.getByTestId('active-client').waitFor();
    if (comesBack) await banner.waitFor();
    else expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('no banner beyond 60 days, for provider staff, or once the organization has renewed', async () => {
    const far = await createOrganization(app.db, { licenseDue: isoDayFromToday(61) });
    const farUser = await createUser(app.db, { role: ROLE.USER, org: far });
    const first = await signedInPage(app, browser, farUser);
    await first.page.goto('/dashboard');
    await first.page.getByTestId('active-client').waitFor();
    expect(await first.page.getByTestId('licence-expiry-banner').count()).toBe(0);
    await first.context.close();

    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const second = await signedInPage(app, browser, admin);
    await second.page.goto('/dashboard');
    await second.page.getByTestId('active-client').waitFor();
    expect(await second.page.getByTestId('licence-expiry-banner').count()).toBe(0);
    await second.context.close();

    // Dismissed for one due date; a renewal to a date still in the same stage shows it again.
    const org = await createOrganization(app.db, { licenseDue: isoDayFromToday(40) });
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const third = await signedInPage(app, browser, user);
    await third.page.goto('/dashboard');
    await third.page.getByTestId('licence-expiry-banner').getByRole('button', { name: 'Dismiss licence reminder' }).click();
    await app.db.update(organizations).set({ licenseDue: isoDayFromToday(35) }).where(eq(organizations.id, org.id));
    await third.page.reload();
    const banner = third.page.getByTestId('licence-expiry-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('expires in 35 days');
    await third.context.close();
  });
});
