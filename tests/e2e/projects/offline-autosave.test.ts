import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { answerHistory, answers } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { routeOperation, signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import type { TestApp } from '../../support/test-app.ts';

// Autosave that loses nothing: the network is cut with Playwright's offline mode (or a save's
// answer is lost on its way back), and every answer still reaches the server exactly once.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** The code of the FEL 2 question at a position of the bank. */
function fel2Code(index: number): string {
  const question = questionsFor('fel2')[index];
  if (!question) throw new Error(`the FEL 2 bank has no question ${index + 1}`);
  return question.code;
}
const first = { code: fel2Code(0) };
const second = { code: fel2Code(1) };

/** The keys of the answer queue left in the page's localStorage. */
const queuedKeys = (page: Page) => page.evaluate<unknown>("Object.keys(localStorage).filter((k) => k.startsWith('fel.pendingAnswers'))");

/** A Client Admin (so the top bar has the Projects link) with a project of their own, signed in in a browser. */
async function setUp(name = 'Offline project') {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  const project = await createProject(app.db, { org, owner: user, name });
  const session = await signedInPage(app, browser, user);
  return { user, project, ...session };
}

/** The stored answer of one question, and how many saves its history recorded. */
async function stored(projectId: string, code: string) {
  const [row] = await app.db.select().from(answers).where(and(eq(answers.projectId, projectId), eq(answers.questionCode, code)));
  if (!row) return { row: null, saves: 0 };
  const saves = await app.db.select().from(answerHistory).where(and(eq(answerHistory.projectId, projectId), eq(answerHistory.questionCode, code), eq(answerHistory.kind, 'save')));
  return { row, saves: saves.length };
}

const card = (page: Page, code: string) => page.locator(`.fel-question[data-code="${code}"]`);

/** Opens the FEL 2 tab and waits for the first card. */
async function openPhase(page: Page, projectId: string) {
  await page.goto(`/dashboard/${projectId}/fel2`);
  await card(page, first.code).waitFor();
}

describe('autosave with the network cut', () => {
  it('an answer given offline survives a reload and a closed tab, is not ticked before the server has it, and is saved once on reconnecting', async () => {
    const { project, page, context } = await setUp();
    await openPhase(page, project.id);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });

    await context.setOffline(true);
    await page.getByTestId('offline-banner').getByText('You are offline.').waitFor();
    const q = card(page, first.code);
    await q.focus();
    await page.keyboard.press('3');
    await q.getByLabel('Comment', { exact: true }).fill('Written on the train');
    await q.getByTestId('save-state').getByText('Offline — kept in this browser').waitFor();
    await page.getByTestId('save-summary').getByText('Offline — changes kept in this browser').waitFor();
    await page.getByTestId('offline-banner').getByText('(1 answer waiting)').waitFor();
    // Their icons show too (loaded before the connection went: fetched only now, they would fail).
    for (const iconOf of ['offline-banner', 'save-summary']) await page.getByTestId(iconOf).locator('.bp6-icon-offline svg path').first().waitFor();
    expect(await q.getByTestId('complete').count()).toBe(0);

    // A reload while offline: the browser asks first (beforeunload), then cannot load the page at all.
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    expect(dialogs).toEqual(['beforeunload']);
    expect((await stored(project.id, first.code)).row).toBeNull();

    // The tab is closed; the connection returns; the project is opened again in a new tab.
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await openPhase(again, project.id);
    await card(again, first.code).getByTestId('complete').waitFor();
    await card(again, first.code).getByTestId('save-state').getByText('Saved').waitFor();
    expect(await card(again, first.code).getByLabel('Comment', { exact: true }).inputValue()).toBe('Written on the train');
    const { row, saves } = await stored(project.id, first.code);
    expect(row).toMatchObject({ level: 3, comment: 'Written on the train', version: 1 });
    expect(saves).toBe(1);
    expect(await queuedKeys(again)).toEqual([]);
    await context.close();
  });

  it('sends as soon as the connection returns; a failing save never shows the tick beside "Save failed — retrying…"', async () => {
    const { project, page, context } = await setUp();
    await openPhase(page, project.id);
    const q = card(page, first.code);
    await q.focus();
    await page.keyboard.press('2');
    await q.getByTestId('complete').waitFor();

    await context.setOffline(true);
    await page.keyboard.press('4');
    await q.getByTestId('save-state').getByText('Offline — kept in this browser').waitFor();
    expect(await q.getByTestId('complete').count()).toBe(0);
    const reconnected = Date.now();
    await context.setOffline(false);
    await q.getByTestId('complete').waitFor({ timeout: 5000 });
    const elapsed = Date.now() - reconnected;
    expect(elapsed).toBeLessThan(5000);
    // The tick shows once the save is answered; the row is read after it (the write may still be committing).
    await expect.poll(() => stored(project.id, first.code)).toMatchObject({ row: { level: 4, version: 2 }, saves: 2 });
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

    // The server does not answer (online, but the request fails): retried after short pauses, no tick meanwhile.
    let failing = true;
    let refused = 0;
    await routeOperation(page, 'SaveAnswer', async (route) => {
      if (!failing) return route.fallback();
      refused += 1;
      return route.abort('connectionreset');
    });
    // The card still has the focus (the reconnect re-rendered the page around it); the key answers it.
    await q.focus();
    await page.keyboard.press('1');
    // The save reached the route and was refused, before the card is asked for its state (a failure here says which).
    await expect.poll(() => refused, { timeout: 15_000, message: 'the SaveAnswer request after pressing 1' }).toBeGreaterThan(0);
    await q.getByTestId('save-state').getByText('Save failed — retrying…').waitFor();
    expect(await q.getByTestId('complete').count()).toBe(0);
    failing = false;
    await q.getByTestId('save-state').getByText('Saved').waitFor({ timeout: 10_000 });
    await q.getByTestId('complete').waitFor();
    expect(await stored(project.id, first.code)).toMatchObject({ row: { level: 1, version: 3 }, saves: 3 });
    await context.close();
  });

  it('a save whose answer is lost on the way back is not saved twice', async () => {
    const { project, page, context } = await setUp();
    await openPhase(page, project.id);
    let lost = 0;
    await routeOperation(page, 'SaveAnswer', async (route) => {
      if (lost > 0) return route.fallback();
      lost += 1;
      await route.fetch(); // the server saves it …
      await route.abort('connectionreset'); // … and the browser never hears so
    });
    const q = card(page, second.code);
    await q.focus();
    await page.keyboard.press('2');
    await q.getByTestId('complete').waitFor({ timeout: 10_000 });
    await q.getByTestId('save-state').getByText('Saved').waitFor();
    expect(lost).toBe(1);
    expect(await q.getByRole('alert').count()).toBe(0);
    expect(await stored(project.id, second.code)).toMatchObject({ row: { level: 2, version: 1 }, saves: 1 });
    await context.close();
  });

  it('asks before leaving the project or signing out with an unsaved answer; what is left goes from any screen', async () => {
    const { project, page, context } = await setUp('Leaving project');
    await openPhase(page, project.id);
    await context.setOffline(true);
    const q = card(page, first.code);
    await q.focus();
    await page.keyboard.press('1');
    await q.getByTestId('save-state').getByText('Offline — kept in this browser').waitFor();

    const alert = page.getByRole('alertdialog');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await alert.getByText('1 answer has not reached the server yet.').waitFor();
    await alert.getByRole('button', { name: 'Stay' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${project.id}/fel2`);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('profile-popup').getByRole('button', { name: 'Sign out' }).click();
    await alert.getByText('If you sign out now, they stay in this browser').waitFor();
    await alert.getByRole('button', { name: 'Stay signed in' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${project.id}/fel2`);

    // Leave anyway: the answer stays queued and goes from the project list when the connection returns.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await alert.getByRole('button', { name: 'Leave anyway' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect((await stored(project.id, first.code)).row).toBeNull();
    await context.setOffline(false);
    await expect.poll(async () => (await stored(project.id, first.code)).row?.level, { timeout: 5000 }).toBe(1);
    expect((await stored(project.id, first.code)).saves).toBe(1);

    // Nothing unsaved: signing out does not ask.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('profile-popup').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await context.close();
  });

  it('a change made offline on an answer someone saved meanwhile is not sent over theirs: the conflict view shows', async () => {
    const { user, project, page, context, api } = await setUp();
    await openPhase(page, project.id);
    await context.setOffline(true);
    const q = card(page, first.code);
    await q.focus();
    await page.keyboard.press('4');
    await q.getByTestId('save-state').getByText('Offline — kept in this browser').waitFor();

    const other = await saveAnswer(api, { key: project.id, phase: 'fel2', code: first.code, version: 0, level: 1, comment: 'Saved elsewhere' });
    expect(other.errors).toBeUndefined();
    await context.setOffline(false);
    await q.getByTestId('save-state').getByText('Changed by someone else').waitFor({ timeout: 5000 });
    await q.getByRole('alert').getByText('Someone else changed this answer while you were editing it.').waitFor();
    await page.getByText(`${user.name} changed ${first.code} while you were editing it.`).waitFor();
    expect(await q.getByLabel('Comment', { exact: true }).inputValue()).toBe('Saved elsewhere');
    expect(await stored(project.id, first.code)).toMatchObject({ row: { level: 1, comment: 'Saved elsewhere', version: 1 }, saves: 1 });
    expect(await queuedKeys(page)).toEqual([]);
    await context.close();
  });
});
