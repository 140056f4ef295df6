import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { operationName, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import { createReport } from '../../integration/reports/report-support.ts';
import type { TestApp } from '../../support/test-app.ts';

// Access tokens live 15 minutes; the client renews an expired one with the refresh cookie once and repeats
// the request, or, when the session is over, forgets it and shows the sign-in screen.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** Counts the RefreshSession calls the page makes. */
function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationName(request.postData()) === 'RefreshSession') count += 1;
  });
  return () => count;
}

async function listedProject() {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role: ROLE.USER, org });
  const project = await createProject(app.db, { org, owner: user, name: `Renewal ${Date.now()}` });
  const { page, context, api } = await signedInPage(app, browser, user);
  const refreshes = countRefreshes(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: project.name }).waitFor();
  return { project, page, context, api, refreshes };
}

describe('an expired access token', () => {
  it('is renewed once and the screen loads as if nothing happened', async () => {
    const { project, page, context, refreshes } = await listedProject();
    expect(refreshes()).toBe(1);
    app.clock.advance(16 * 60_000);
    try {
      await page.getByRole('link', { name: project.name }).click();
      await page.getByRole('heading', { name: project.name }).waitFor();
      expect(refreshes()).toBe(2);
      expect(await page.getByText('Please sign in.').count()).toBe(0);
    } finally {
      app.clock.reset();
      await context.close();
    }
  });

  it('is renewed the same way when a report PDF is downloaded', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await fullyAnsweredProject(app, { org, owner: user, name: `Renewal PDF ${Date.now()}` });
    const { page, context, api } = await signedInPage(app, browser, user);
    await createReport(api, project.id, 'fel3');
    const refreshes = countRefreshes(page);
    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await page.getByRole('button', { name: 'PDF A4' }).waitFor();
    app.clock.advance(16 * 60_000);
    try {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'PDF A4' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await page.getByText('PDF (A4) downloaded.').waitFor();
      expect(refreshes()).toBe(2);
    } finally {
      app.clock.reset();
      await context.close();
    }
  }, 90_000);

  it('ends the session on the screen when the server ended it (the refresh is refused)', async () => {
    const { project, page, context, api, refreshes } = await listedProject();
    const signedOut = await api.graphql('mutation { signOut { signedOut } }');
    expect(signedOut.errors).toBeUndefined();
    await page.getByRole('link', { name: project.name }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(refreshes()).toBe(2);
    await context.close();
  });
});
