import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { seriousViolations } from '../../support/axe.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { holdOperation } from '../../support/held-request.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('registrations waiting for approval', () => {
  it('a Client Admin sees the count in the navigation (none while it loads), filters the Users screen to them and approves one by keyboard', async () => {
    const org = await createOrganization(app.db);
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await createUser(app.db, { role: ROLE.USER, org, name: unique('Active one') });
    const name = unique('Newcomer');
    const waiting = await createUser(app.db, { role: ROLE.USER, org, status: 'pending', name });
    const { page, context } = await signedInPage(app, browser, admin);
    // While the count is on its way (its request held in flight), "Users" shows no count rather than a wrong one.
    const count = await holdOperation(page, 'PendingApprovals');
    await page.goto('/dashboard/users');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await count.arrived;
    await nav.getByRole('link', { name: 'Users', exact: true }).waitFor();
    expect(await nav.getByTestId('pending-approvals').count()).toBe(0);
    count.release();
    await nav.getByRole('link', { name: 'Users 1 pending approval' }).waitFor();

    const filter = page.getByRole('button', { name: 'Pending approval (1)' });
    await filter.focus();
    await page.keyboard.press('Enter');
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(name);
    expect(await seriousViolations(page)).toEqual([]);

    await rows.first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Registration approved!').waitFor();
    await page.getByText('No registration waits for approval').waitFor();
    await page.getByRole('button', { name: 'Pending approval (0)' }).waitFor();
    await expect.poll(() => nav.getByTestId('pending-approvals').count()).toBe(0);
    expect((await app.db.select().from(users).where(eq(users.id, waiting.id)))[0]?.status).toBe('active');
    await context.close();
  });
});
