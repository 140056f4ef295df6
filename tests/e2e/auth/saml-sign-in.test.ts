import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { axeChecker } from '../../support/axe.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { createOrganization, createUser, TEST_PASSWORD, unique } from '../../support/factories.ts';
import { startSamlIdpServer, type TestSamlIdpServer } from '../../support/saml-idp-server.ts';
import { clientAs } from '../../support/sessions.ts';
import { verifyDomainByMail } from '../../support/sso.ts';
import type { TestApp } from '../../support/test-app.ts';

// SAML 2.0 sign-in end to end in Chromium: a Client Admin configures SAML on the Single sign-on screen with a samlify
// identity provider of this test process (its SSO URL a tiny server on 127.0.0.1 that posts a signed response to the
// ACS), runs the test sign-in, sees the claims, turns SSO on; then a user of the domain signs in with
// "Continue with {organization} SSO" and lands on the dashboard, with an account made just in time.

/** What has the focus: its id, else its aria-label, name or text. */
const FOCUSED = `(() => { const el = document.activeElement; return el?.id || el?.getAttribute('aria-label') || el?.getAttribute('name') || el?.textContent?.trim() || ''; })()`;

let app: TestApp;
let browser: Browser;
let idp: TestSamlIdpServer;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  idp = await startSamlIdpServer();
});
afterAll(async () => {
  await idp?.close();
  await stopBrowserApp({ app, browser });
});

describe('SAML sign-in in the browser', () => {
  it('configures SAML on the screen, passes the test sign-in, turns it on, and signs a new user in through the IdP', async () => {
    const domain = `${unique('samlweb')}.example`.toLowerCase();
    const org = await createOrganization(app.db, { name: unique('SAML Web') });
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org, email: `admin@${domain}`, name: 'Sue Saml' });
    await verifyDomainByMail(app, await clientAs(app, admin), `it@${domain}`, org.id);
    idp.accounts.set('admin', { email: admin.email, name: 'Sue Saml', groups: ['staff'] });
    const axe = axeChecker();

    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.locator('#sign-in-password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/sso');
    await page.getByRole('heading', { name: 'Single sign-on' }).waitFor();
    await page.getByRole('textbox', { name: 'Redirect URI' }).waitFor();
    await axe.check(page, 'Single sign-on screen, OIDC');
    // The protocol is a radio group: the keyboard reaches it and its arrows choose.
    await page.getByRole('radio', { name: 'OIDC' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('IdP metadata XML').waitFor();
    await axe.check(page, 'Single sign-on screen, SAML');
    // Tab walks the card in reading order: the values to copy, then the IdP's, the attributes, Save.
    const walked: string[] = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      walked.push(String(await page.evaluate(FOCUSED)));
    }
    expect(walked).toEqual([
      'sso-sp-entity-id',
      'Copy SP entity id',
      'sso-acs-url',
      'Copy ACS URL',
      'sso-sp-metadata-url',
      'Copy SP metadata URL',
      'sso-idp-metadata',
      'sso-idp-entity-id',
      'sso-idp-sso-url',
      'sso-idp-certificate',
      'samlAllowIdpInitiated',
      'sso-email-claim',
      'sso-name-claim',
      'sso-groups-claim',
      'Save',
    ]);
    const sp = { entityId: await page.getByRole('textbox', { name: 'SP entity id' }).inputValue(), acsUrl: await page.getByRole('textbox', { name: 'ACS URL' }).inputValue() };
    expect(sp).toEqual({ entityId: `${app.baseUrl}/sso/saml/${org.id}/metadata`, acsUrl: `${app.baseUrl}/sso/saml/${org.id}/acs` });
    expect(await page.getByRole('textbox', { name: 'SP metadata URL' }).inputValue()).toBe(sp.entityId);
    expect(await page.getByLabel('Allow IdP-initiated sign-in').isChecked()).toBe(false);
    await page.getByLabel('IdP entity id').fill(idp.entityId);
    await page.getByLabel('IdP SSO URL').fill(idp.ssoUrl);
    await page.getByLabel('IdP certificate').fill(idp.certificatePem);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Run a test sign-in').waitFor();
    expect(await page.getByLabel('IdP certificate').inputValue()).toBe('');
    await page.getByText('A certificate is saved; leave empty to keep it.').waitFor();

    idp.next = { login: 'admin', sp };
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    const claims = page.getByRole('table', { name: 'Claims of the last test sign-in' });
    await claims.getByRole('row', { name: `email ${admin.email}` }).waitFor({ timeout: 30_000 });
    await claims.getByRole('row', { name: /^groups .*staff/ }).waitFor();
    expect(page.url()).toBe(`${app.baseUrl}/dashboard/sso`);
    await page.getByRole('button', { name: 'Turn single sign-on on' }).click();
    await page.getByText('Single sign-on is on.').waitFor();
    // Saved SAML comes back as SAML, with the certificate still write-only.
    expect(await page.getByRole('radio', { name: 'SAML' }).isChecked()).toBe(true);
    expect(await page.getByLabel('IdP entity id').inputValue()).toBe(idp.entityId);
    await axe.check(page, 'Single sign-on screen, SAML on');
    await page.getByRole('button', { name: 'Help on single sign-on' }).click();
    await page.locator('.fel-help-drawer').getByText('the SP entity id, the ACS URL', { exact: false }).waitFor();
    await context.close();

    const email = `${unique('newcomer')}@${domain}`.toLowerCase();
    idp.accounts.set('newcomer', { email, name: 'Nina Newcomer' });
    idp.next = { login: 'newcomer', sp };
    const visitor = await newPage(browser, app.baseUrl);
    await visitor.page.goto('/sign-in');
    await visitor.page.getByLabel('Email').fill(email);
    await visitor.page.keyboard.press('Tab');
    await visitor.page.getByRole('button', { name: `Continue with ${org.name} SSO` }).click();
    await visitor.page.waitForURL(`${app.baseUrl}/dashboard`, { timeout: 30_000 });
    await visitor.page.getByText('Nina Newcomer').first().waitFor();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('active');
    await visitor.context.close();
    axe.done();
  });
});
