import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { ssoDomains } from '../../../server/db/schema/index.ts';
import { axeChecker } from '../../support/axe.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { expectFocus, tabTo } from '../../support/keyboard.ts';
import type { TestApp } from '../../support/test-app.ts';

// The Single sign-on screen's two permanent steps, each asked first with Cancel focused: giving up an email domain
// (from the keyboard: Enter on Cancel keeps it, the dialog's Remove removes it), and the SCIM token: whether one
// exists and when it was last used, a new one (asked first once one exists: the old one stops at once) shown once
// with a Copy button, and revoking it (the next SCIM request answers 401).

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});
afterAll(async () => stopBrowserApp({ app, browser }));

async function scimStatus(secret: string): Promise<number> {
  return (await fetch(`${app.baseUrl}/scim/v2/Users`, { headers: { authorization: `Bearer ${secret}` } })).status;
}

async function ssoScreen(org: Awaited<ReturnType<typeof createOrganization>>) {
  const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, admin);
  await page.goto('/dashboard/sso');
  await page.getByRole('heading', { name: 'Single sign-on' }).waitFor();
  return { page, context };
}

const shownSecret = async (page: Page) => {
  const field = page.getByRole('textbox', { name: 'SCIM token' });
  await expect.poll(() => field.inputValue()).toMatch(/^scim_/);
  return field.inputValue();
};

describe('Single sign-on screen: removing a domain and revoking the SCIM token', () => {
  it('removes a claimed domain from the keyboard after a question: Cancel (focused) keeps it, Remove domain removes it', async () => {
    const org = await createOrganization(app.db, { name: unique('Domain Org') });
    const kept = `${unique('kept')}.example`.toLowerCase();
    const gone = `${unique('gone')}.example`.toLowerCase();
    await app.db.insert(ssoDomains).values([
      { domain: kept, organizationId: org.id, verifiedAt: new Date() },
      { domain: gone, organizationId: org.id, tokenHash: 'unused' },
    ]);
    const axe = axeChecker();
    const { page, context } = await ssoScreen(org);
    const list = page.getByRole('listitem');
    await list.filter({ hasText: gone }).waitFor();

    const remove = page.getByRole('button', { name: `Remove ${kept}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: `Remove ${kept}?` });
    await question.getByText(`Addresses in ${kept} are no longer offered sign-in through ${org.name}’s identity provider`).waitFor();
    await expectFocus(page, question.getByRole('button', { name: 'Cancel' }));
    await axe.check(page, 'Remove a domain question');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await expectFocus(page, remove);
    expect(await list.filter({ hasText: kept }).count()).toBe(1);

    await page.keyboard.press('Enter');
    await expectFocus(page, question.getByRole('button', { name: 'Cancel' }));
    await tabTo(page, question.getByRole('button', { name: 'Remove domain' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `${kept} was removed.` }).waitFor();
    await question.waitFor({ state: 'detached' });
    // Its button has gone: the focus goes on to the claim field, not to the page's start.
    await expectFocus(page, page.getByLabel('Claim the domain of an address'));
    expect(await page.getByRole('button', { name: `Remove ${kept}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Remove ${gone}` }).count()).toBe(1);

    // The last one (still waiting for its link) goes too: the card says none is claimed.
    await page.getByRole('button', { name: `Remove ${gone}` }).click();
    await page.getByRole('alertdialog', { name: `Remove ${gone}?` }).getByRole('button', { name: 'Remove domain' }).click();
    await page.getByText('No domain is claimed yet').waitFor();
    await axe.check(page, 'Single sign-on screen, no domain');
    await page.reload();
    await page.getByText('No domain is claimed yet').waitFor();
    expect(await app.db.select().from(ssoDomains).then((rows) => rows.filter((r) => r.organizationId === org.id))).toEqual([]);
    await context.close();
    axe.done();
  });

  it('shows the SCIM token, makes it once without a question, replaces it after one, and revokes it: the revoked token gets 401', async () => {
    const org = await createOrganization(app.db, { name: unique('Scim Org') });
    const axe = axeChecker();
    const { page, context } = await ssoScreen(org);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await page.getByText('No SCIM token: the identity provider cannot provision accounts until one is made.').waitFor();
    expect(await page.getByRole('button', { name: 'Revoke SCIM token' }).count()).toBe(0);

    // None yet: made at once, shown once with a Copy button.
    await page.getByRole('button', { name: 'New SCIM token' }).click();
    const first = await shownSecret(page);
    await page.getByRole('button', { name: 'Copy SCIM token' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(first);
    await page.getByText(/A SCIM token is active: made .+, last used never\./).waitFor();
    await axe.check(page, 'Single sign-on screen, new SCIM token shown');
    expect(await scimStatus(first)).toBe(200);
    await page.reload();
    await page.getByText(/A SCIM token is active: made .+, last used \d/).waitFor();
    expect(await page.getByRole('textbox', { name: 'SCIM token' }).count()).toBe(0);

    // A new one replaces it: asked first, Cancel focused; Escape keeps the token working.
    await page.getByRole('button', { name: 'New SCIM token' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace the SCIM token?' });
    await replace.getByText('The current SCIM token stops working at once').waitFor();
    await expectFocus(page, replace.getByRole('button', { name: 'Cancel' }));
    await axe.check(page, 'Replace the SCIM token question');
    await page.keyboard.press('Escape');
    await replace.waitFor({ state: 'detached' });
    expect(await scimStatus(first)).toBe(200);
    await page.getByRole('button', { name: 'New SCIM token' }).click();
    await replace.getByRole('button', { name: 'Make a new token' }).click();
    await replace.waitFor({ state: 'detached' });
    const second = await shownSecret(page);
    expect(second).not.toBe(first);
    expect(await scimStatus(first)).toBe(401);
    expect(await scimStatus(second)).toBe(200);

    // Revoked after a question (Cancel focused, Cancel keeps it): the next SCIM request answers 401.
    await page.getByRole('button', { name: 'Revoke SCIM token' }).click();
    const revoke = page.getByRole('alertdialog', { name: 'Revoke the SCIM token?' });
    await revoke.getByText('the identity provider’s provisioning stops until a new token is made and entered there').waitFor();
    await expectFocus(page, revoke.getByRole('button', { name: 'Cancel' }));
    await axe.check(page, 'Revoke the SCIM token question');
    await revoke.getByRole('button', { name: 'Cancel' }).click();
    await revoke.waitFor({ state: 'detached' });
    expect(await scimStatus(second)).toBe(200);
    await page.getByRole('button', { name: 'Revoke SCIM token' }).click();
    await revoke.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByRole('status').filter({ hasText: 'The SCIM token was revoked.' }).waitFor();
    await page.getByText('No SCIM token: the identity provider cannot provision accounts until one is made.').waitFor();
    await expectFocus(page, page.getByRole('button', { name: 'New SCIM token' }));
    expect(await page.getByRole('textbox', { name: 'SCIM token' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Revoke SCIM token' }).count()).toBe(0);
    expect(await scimStatus(second)).toBe(401);

    // Made again without a question (none to replace): it works.
    await page.getByRole('button', { name: 'New SCIM token' }).click();
    const third = await shownSecret(page);
    expect(await scimStatus(third)).toBe(200);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
    axe.done();
  });
});
