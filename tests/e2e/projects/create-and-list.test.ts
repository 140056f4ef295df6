import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../server/db/schema/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('dashboard list and create through screening', () => {
  it('from the empty state: screening (with the small-project warning), then a name; a taken name is refused', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org, name: 'Cora Creator' });
    await createProject(app.db, { org, owner: await createUser(app.db, { role: ROLE.SUPER_USER, org }), name: 'Taken name' });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto('/dashboard');
    await page.getByText('No projects yet').waitFor();
    await page.getByRole('button', { name: 'Create a project' }).click();
    await page.waitForURL('**/dashboard/create-project');

    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('alert').allTextContents()).toEqual(['Required', 'Required', 'Required']);
    await page.getByText('Over US$20M', { exact: true }).click();
    await page.getByText('This tool is calibrated for small projects of about US$1M–20M.', { exact: false }).waitFor();
    await page.getByText('US$5M – 10M', { exact: true }).click();
    expect(await page.getByText('This tool is calibrated for small projects', { exact: false }).count()).toBe(0);
    await page.getByText('Revamp or modernization', { exact: true }).click();
    await page.getByText('Yes: assess FEL 2, then FEL 3', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Project name').fill('taken NAME');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('A project with this name already exists in your organization. Choose another name.').waitFor();
    await page.getByLabel('Project name').fill('Flare gas recovery');
    await page.getByLabel('Project name').press('Enter');
    await page.waitForURL(/\/dashboard\/[0-9a-f-]{36}(\/.*)?$/);
    await page.getByRole('heading', { name: 'Flare gas recovery' }).waitFor();
    const [row] = await app.db.select().from(projects).where(eq(projects.name, 'Flare gas recovery'));
    expect(row).toMatchObject({ organizationId: org.id, ownerUserId: user.id, fel20: true, costRange: '5to10m', projectType: 'revamp' });

    await page.getByRole('button', { name: 'Projects' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Flare gas recovery' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Cora Creator' }).count()).toBe(1);
    await context.close();
  });

  it('lists the visible projects with state marks, filters and search; usable at 360 px', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    await createProject(app.db, { org, owner: user, name: 'Amine unit revamp' });
    await createProject(app.db, { org, owner: user, name: 'Boiler house', isActive: false });
    await createProject(app.db, { org, owner: user, name: 'Control room', isValid: true });
    const { page, context } = await signedInPage(app, browser, user);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Amine unit revamp' }).waitFor();
    expect(await page.getByTestId('project-row').count()).toBe(2);
    await page.getByLabel('State').selectOption('all');
    await page.getByRole('link', { name: 'Boiler house' }).waitFor();
    expect(await page.getByTestId('project-row').filter({ hasText: 'Boiler house' }).getByText('Deactivated').count()).toBe(1);
    expect(await page.getByTestId('project-row').filter({ hasText: 'Control room' }).getByText('Finalized').count()).toBe(1);
    await page.getByLabel('Search projects by name').fill('BOIL');
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(1);
    expect(await page.getByTestId('project-row').textContent()).toContain('Boiler house');
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(360);
    await context.close();
  });
});
