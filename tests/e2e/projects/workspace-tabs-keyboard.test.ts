import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { expectFocus, tabTo } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// The project workspace's tabs by arrow keys (Blueprint Tabs, manual activation): ArrowRight/ArrowLeft move the
// focus along the tabs, wrapping at either end; Enter or Space selects the focused tab, which opens its panel and
// address. Blueprint 6's Tabs have no Home/End. Each key is pressed once the focus is where it acts.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const selected = (tab: Locator) => expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');

describe('the workspace tabs by arrow keys', () => {
  it('move between tabs and open the chosen one with its panel', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, name: 'Arrow tabs', fel20: false });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/register`);
    const tabs = page.getByRole('tablist').first();
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    await selected(tab('Register'));

    await tabTo(page, tab('Register'));
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, tab('Team'));
    expect(await tab('Register').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await selected(tab('Team'));
    await page.waitForURL(`**/dashboard/${project.id}/team`);
    await page.getByRole('tabpanel', { name: 'Team' }).waitFor();
    expect(await tab('Register').getAttribute('aria-selected')).toBe('false');

    await expectFocus(page, tab('Team'));
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, tab('Register'));
    await page.keyboard.press('ArrowLeft');
    const phase = tab('FEL 3');
    await expectFocus(page, phase);
    await page.keyboard.press(' ');
    await selected(phase);
    await page.getByRole('tabpanel', { name: 'FEL 3' }).waitFor();

    // Wrapping: left of the first tab is the last one, right of the last is the first.
    await expectFocus(page, phase);
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, tab('Details'));
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, tab('Outcomes'));
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, tab('Details'));
    await page.keyboard.press('Enter');
    await selected(tab('Details'));
    await page.waitForURL(`**/dashboard/${project.id}/details`);
    await page.getByRole('tabpanel', { name: 'Details' }).waitFor();
    await context.close();
  });
});
