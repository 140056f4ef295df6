import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { addToTeam, createProject } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const [first, second] = questionsFor('fel2');
const code = first?.code ?? '';
const warmUpCode = second?.code ?? '';
const card = (page: Page, question = code) => page.locator(`.fel-question[data-code="${question}"]`);
/** Far beyond what a live event takes on a busy machine: reaching it means the event never came. */
const CEILING_MS = 15_000;

/**
 * Waits until `viewer`'s open page hears saved answers, which only a delivered answer proves: `writer`
 * saves the warm-up question through the API until the page shows it. A save made before the page's
 * stream listened is never delivered, so it is saved again after a second (a retry interval, not a sleep).
 */
let warmUps = 0;
async function pageHearsSaves(writer: ApiClient, viewer: Page, projectKey: string): Promise<void> {
  const comment = card(viewer, warmUpCode).getByLabel('Comment', { exact: true });
  for (let attempt = 0; attempt < 30; attempt++) {
    // Each save says something the page has not shown yet.
    const text = `Warm-up ${++warmUps}`;
    const saved = await app.db.query.answers.findFirst({ where: (a, { and, eq }) => and(eq(a.projectId, projectKey), eq(a.phase, 'fel2'), eq(a.questionCode, warmUpCode)) });
    expect((await saveAnswer(writer, { key: projectKey, phase: 'fel2', code: warmUpCode, version: saved?.version ?? 0, comment: text })).errors).toBeUndefined();
    const heard = await expect
      .poll(() => comment.inputValue(), { timeout: 1000, interval: 50 })
      .toBe(text)
      .then(() => true, () => false);
    if (heard) return;
  }
  throw new Error('the open page never heard a saved answer');
}

/** An owner and a team member (Olga Owner, Max Member) of a new project, each signed in in a browser of their own. */
async function twoOnOneProject(name: string) {
  const org = await createOrganization(app.db);
  const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olga Owner' });
  const member = await createUser(app.db, { role: ROLE.USER, org, name: 'Max Member' });
  const project = await createProject(app.db, { org, owner, name });
  await addToTeam(app.db, project, member, 'fel2');
  return { project, a: await signedInPage(app, browser, owner), b: await signedInPage(app, browser, member) };
}

describe('live workspace', () => {
  it("two people on one project: one's saved answer appears in the other's open page, without a reload", async () => {
    const { project, a, b } = await twoOnOneProject('Live project');
    for (const page of [a.page, b.page]) {
      await page.goto(`/dashboard/${project.id}/fel2`);
      await card(page).waitFor();
    }
    let reloads = 0;
    b.page.on('framenavigated', () => void reloads++);
    await pageHearsSaves(a.api, b.page, project.id);

    await card(a.page).getByLabel('Comment', { exact: true }).fill('Agreed in the workshop');
    await card(a.page).getByLabel('Comment', { exact: true }).blur();
    await card(a.page).getByTestId('save-state').getByText('Saved', { exact: false }).waitFor();
    // How fast it arrives is a speed goal, measured under load in bench/live-fanout.bench.ts (p99 ≤ 250 ms).
    await expect.poll(() => card(b.page).getByLabel('Comment', { exact: true }).inputValue(), { timeout: CEILING_MS, interval: 50 }).toBe('Agreed in the workshop');
    expect(reloads).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it('two people on one project see each other (avatar with the name) and the question each has in focus; leaving removes the avatar', async () => {
    const { project, a, b } = await twoOnOneProject('Presence project');
    for (const page of [a.page, b.page]) {
      await page.goto(`/dashboard/${project.id}/fel2`);
      await card(page).waitFor();
    }
    const avatar = (page: Page, label: string) => page.getByTestId('presence-row').getByLabel(label);
    await avatar(b.page, 'Olga Owner, in this phase').waitFor({ timeout: CEILING_MS });
    await expect(avatar(b.page, 'Olga Owner, in this phase').innerText()).resolves.toBe('OO');
    await avatar(a.page, 'Max Member, in this phase').waitFor({ timeout: CEILING_MS });
    // Nobody sees themselves.
    expect(await a.page.getByTestId('presence-row').getByText('OO').count()).toBe(0);

    await card(a.page).focus();
    await card(b.page).getByTestId('presence-marker').getByText('Olga Owner is on this question').waitFor({ timeout: CEILING_MS });
    await avatar(b.page, `Olga Owner, on ${code}`).waitFor();
    expect(await b.page.getByTestId('presence-marker').count()).toBe(1);

    await a.context.close();
    await b.page.getByTestId('presence-row').waitFor({ state: 'detached', timeout: CEILING_MS });
    expect(await b.page.getByTestId('presence-marker').count()).toBe(0);
    await b.context.close();
  });

  it('a session ended elsewhere: the open workspace\'s stream ends and the page signs out through the one refresh path', async () => {
    const { project, a, b } = await twoOnOneProject('Ended session project');
    for (const page of [a.page, b.page]) {
      await page.goto(`/dashboard/${project.id}/fel2`);
      await card(page).waitFor();
    }
    await pageHearsSaves(a.api, b.page, project.id);
    // The member's session ends on the server (signed out on another device); its open page is not told yet.
    expect((await b.api.graphql('mutation { signOut { signedOut } }')).errors).toBeUndefined();
    await card(a.page).getByLabel('Comment', { exact: true }).fill('Said after the sign-out');
    await card(a.page).getByLabel('Comment', { exact: true }).blur();
    await card(a.page).getByTestId('save-state').getByText('Saved', { exact: false }).waitFor();
    // The stream's check before the event ends it; the page renews its session, is refused, and signs out
    // (well before the next presence announcement, every 15 s, would find out).
    await b.page.waitForURL('**/sign-in', { timeout: 8000 });
    expect(await b.page.getByText('Said after the sign-out').count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it('after a network cut the open page connects its stream again and shows what was saved meanwhile', async () => {
    // The member's browser reaches the app through a TCP proxy whose link the test cuts (the browser's own
    // offline mode leaves an open stream alone).
    const link = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(app.baseUrl).port) });
    const { project, a, b } = await twoOnOneProject('Reconnect project');
    try {
      await a.page.goto(`/dashboard/${project.id}/fel2`);
      await b.page.goto(`http://127.0.0.1:${link.port}/dashboard/${project.id}/fel2`);
      for (const page of [a.page, b.page]) await card(page).waitFor();
      await pageHearsSaves(a.api, b.page, project.id);
      let streamsOpened = 0;
      b.page.on('request', (request) => void (request.url().includes('/graphql/stream') && streamsOpened++));

      // The page noticed the cut once it tries to connect its streams again (refused while the link is cut).
      await link.cut();
      await expect.poll(() => streamsOpened, { timeout: CEILING_MS, interval: 100 }).toBeGreaterThan(0);
      await link.restore();
      await pageHearsSaves(a.api, b.page, project.id);

      await card(a.page).getByLabel('Comment', { exact: true }).fill('Said after the cut');
      await card(a.page).getByLabel('Comment', { exact: true }).blur();
      await card(a.page).getByTestId('save-state').getByText('Saved', { exact: false }).waitFor();
      await expect.poll(() => card(b.page).getByLabel('Comment', { exact: true }).inputValue(), { timeout: CEILING_MS, interval: 50 }).toBe('Said after the cut');
    } finally {
      await a.context.close();
      await b.context.close();
      await link.close();
    }
  });
});
