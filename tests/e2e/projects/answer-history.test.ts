import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { answers } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// The History panel of a question card: every change newest first, with who made it, and "Restore this
// version", which saves the earlier content again and shows it in the card.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const question = questionsFor('fel2')[0];
if (!question) throw new Error('empty bank');
const card = (page: Page) => page.locator(`.fel-question[data-code="${question.code}"]`);

describe('answer history in the workspace', () => {
  it('opens History, shows every save newest first with who made it, and restores the first one', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const project = await createProject(app.db, { org, owner: user, name: 'History project' });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel2`);
    const q = card(page);
    await q.waitFor();

    await q.focus();
    await page.keyboard.press('3');
    await q.getByTestId('save-state').getByText('Saved').waitFor();
    await q.getByLabel('Comment', { exact: true }).fill('Moved down after the site visit');
    await q.getByLabel('Comment', { exact: true }).blur();
    await q.focus();
    await page.keyboard.press('1');
    await expect.poll(async () => (await app.db.select().from(answers).where(eq(answers.projectId, project.id)))[0]?.version).toBe(3);

    await q.getByRole('button', { name: 'History' }).click();
    const entries = q.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(3);
    await expect.poll(() => entries.nth(0).innerText()).toContain('Level 1');
    expect(await entries.nth(0).innerText()).toContain(user.name);
    expect(await entries.nth(2).innerText()).toContain('Level 3');
    expect(await entries.nth(2).innerText()).toContain('Changed: level');

    await entries.nth(2).getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(() => entries.count()).toBe(4);
    expect(await entries.nth(0).innerText()).toContain('Restored version 1');
    await expect.poll(() => q.getByRole('radio', { name: /^3 ·/ }).isChecked()).toBe(true);
    expect(await q.getByLabel('Comment', { exact: true }).inputValue()).toBe('');
    const [row] = await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, question.code)));
    expect(row).toMatchObject({ level: 3, comment: '', version: 4 });
    await context.close();
  });
});
