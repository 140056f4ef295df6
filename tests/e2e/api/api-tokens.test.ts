import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../server/db/schema/index.ts';
import { newPage, startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signInBrowser } from '../../support/browser-session.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { expectFocus } from '../../support/keyboard.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type ROLE } from '../../../common/roles.ts';

// API tokens in the browser: the API tokens screen and its copy-once dialog, the screening prompt for a
// project the legacy client created, and the GraphQL explorer loading nothing from outside.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});
afterAll(async () => stopBrowserApp({ app, browser }));

async function pageAs(role: typeof ROLE.CLIENT_ADMIN | typeof ROLE.USER | typeof ROLE.SUPER_USER) {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role, org });
  const { page, context } = await newPage(browser, app.baseUrl);
  await signInBrowser(app, context, user);
  return { page, context, user, org };
}

describe('API tokens screen', () => {
  it('a Client Admin creates a token, sees the secret once with a copy button, sees it as a card on a phone, then revokes it', async () => {
    const { page, context, user } = await pageAs(3);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'API tokens' }).click();
    await page.getByRole('heading', { name: 'API tokens', exact: true }).waitFor();
    await page.getByText('No API tokens yet').waitFor();

    const name = unique('Power BI');
    await page.getByRole('button', { name: 'New API token' }).click();
    // The name is required (the server's rule, checked before sending).
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'New API token' }).getByText('Required', { exact: true }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByText('Read and write: may also change what a Super User may change', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Read and write: may also change what a Super User may change' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create' }).click();
    const secretField = page.getByLabel('Token secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^fel_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(secret);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await secretField.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Read and write');
    expect(await row.innerText()).toContain(user.name);
    expect(await row.innerText()).toContain('never');
    expect(await page.content()).not.toContain(secret);

    const api = app.client();
    api.token = secret;
    expect((await api.get('/api/user/')).status).toBe(200);

    // On a phone each token is a card: its values one under the other, each labelled, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    const revokeButton = await page.getByRole('button', { name: `Revoke ${name}` }).boundingBox();
    expect((revokeButton?.x ?? 999) + (revokeButton?.width ?? 999)).toBeLessThanOrEqual(390);
    const nameCell = await row.locator('td[data-label="Name"]').boundingBox();
    const scopeCell = await row.locator('td[data-label="Scope"]').boundingBox();
    expect(scopeCell?.y ?? 0).toBeGreaterThan((nameCell?.y ?? 999) + (nameCell?.height ?? 999) - 1);
    expect(await page.evaluate(`getComputedStyle(document.querySelector('td[data-label="Scope"]'), '::before').content`)).toBe('"Scope: "');
    expect(await page.getByRole('columnheader', { name: 'Scope' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    // The question's Cancel has the focus: an Enter pressed out of habit keeps the token.
    const question = page.getByRole('alertdialog');
    await expectFocus(page, question.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect((await api.get('/api/user/')).status).toBe(200);
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await row.getByText(/^Revoked/).waitFor();
    expect((await api.get('/api/user/')).status).toBe(401);
    await context.close();
  });

  it('is not offered to a Super User, and its path shows the not-found screen', async () => {
    const { page, context } = await pageAs(5);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('button', { name: 'API tokens' }).count()).toBe(0);
    await page.goto('/dashboard/api-tokens');
    await page.getByText("Sorry to leave you hang'n!").waitFor();
    await context.close();
  });
});

describe('screening prompt', () => {
  it('a project created without screening answers asks for them when it opens; Later dismisses, Save stores them', async () => {
    const { page, context, user, org } = await pageAs(3);
    const project = await createProject(app.db, { org, owner: user, costRange: null, projectType: null });
    await page.goto(`/dashboard/${project.id}/details`);
    const dialog = page.getByRole('dialog', { name: 'Screening questions' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    // The workspace's tabs and the prompt come from the same project answer, in the same render: once the tabs
    // show (and two frames later, for the dialog's portal), the prompt would be there if it were to open.
    await page.getByRole('tab', { name: 'Details' }).waitFor();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    expect(await page.getByRole('dialog', { name: 'Screening questions' }).count()).toBe(0);

    const { page: fresh, context: other } = await newPage(browser, app.baseUrl);
    await signInBrowser(app, other, user);
    await fresh.goto(`/dashboard/${project.id}/details`);
    const again = fresh.getByRole('dialog', { name: 'Screening questions' });
    await again.waitFor();
    await again.getByLabel('Estimated cost').selectOption('5to10m');
    await again.getByLabel('Project type').selectOption('revamp');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'detached' });
    const [row] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ costRange: '5to10m', projectType: 'revamp' });
    await context.close();
    await other.close();
  });
});

describe('GraphQL explorer', () => {
  it('opens for a signed-in user, runs a query with the session, and requests nothing from another origin', async () => {
    const { page, context } = await pageAs(4);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(app.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'GraphQL explorer' }).click();
    await page.locator('.graphiql-container').waitFor();
    // The editor (Monaco, with its workers from this build) shows the default query once it is ready.
    await page.locator('.graphiql-query-editor .view-line', { hasText: 'query Projects' }).waitFor();
    const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('Projects'));
    await page.locator('.graphiql-execute-button').click();
    expect((await response).status()).toBe(200);
    await page.locator('.graphiql-response').getByText('"total"').waitFor();
    expect(outside).toEqual([]);
    await context.close();
  });
});
