import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// The workspace tells the user in words why its live updates stopped: here the stream limit (two streams a
// person, one project page's worth), so a second page of the project says to close one.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp({ env: { LIVE_STREAMS_PER_USER: '2' } })));
afterAll(() => stopBrowserApp({ app, browser }));

const code = questionsFor('fel2')[0]?.code ?? '';

describe('live workspace limits', () => {
  it('a second open page of the project beyond the stream limit says "Too many open project tabs: close one."', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Tabitha Tabs' });
    const project = await createProject(app.db, { org, owner, name: 'Many tabs' });
    const { context, page } = await signedInPage(app, browser, owner);
    await page.goto(`/dashboard/${project.id}/fel2`);
    await page.locator(`.fel-question[data-code="${code}"]`).waitFor();
    expect(await page.getByTestId('live-status').count()).toBe(0);
    const second = await context.newPage();
    await second.goto(`/dashboard/${project.id}/fel2`);
    await second.getByTestId('live-status').getByText('Too many open project tabs: close one.').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
