import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { addToTeam, createProject } from '../../support/projects.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const code = questionsFor('fel2')[0]?.code ?? '';
const card = (page: Page) => page.locator(`.fel-question[data-code="${code}"]`);

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
  it("two people on one project: one's saved answer appears in the other's open page within about a second, without a reload", async () => {
    const { project, a, b } = await twoOnOneProject('Live project');
    for (const page of [a.page, b.page]) {
      await page.goto(`/dashboard/${project.id}/fel2`);
      await card(page).waitFor();
    }
    let reloads = 0;
    b.page.on('framenavigated', () => void reloads++);
    // Let the other page's stream open (its LISTEN is in place once the first event could arrive).
    await b.page.waitForTimeout(1000);

    await card(a.page).getByLabel('Comment', { exact: true }).fill('Agreed in the workshop');
    await card(a.page).getByLabel('Comment', { exact: true }).blur();
    await card(a.page).getByTestId('save-state').getByText('Saved', { exact: false }).waitFor();
    const savedAt = Date.now();
    await expect.poll(() => card(b.page).getByLabel('Comment', { exact: true }).inputValue(), { timeout: 3000, interval: 50 }).toBe('Agreed in the workshop');
    expect(Date.now() - savedAt).toBeLessThan(1500);
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
    await avatar(b.page, 'Olga Owner, in this phase').waitFor({ timeout: 3000 });
    await expect(avatar(b.page, 'Olga Owner, in this phase').innerText()).resolves.toBe('OO');
    await avatar(a.page, 'Max Member, in this phase').waitFor({ timeout: 3000 });
    // Nobody sees themselves.
    expect(await a.page.getByTestId('presence-row').getByText('OO').count()).toBe(0);

    await card(a.page).focus();
    const focusedAt = Date.now();
    await card(b.page).getByTestId('presence-marker').getByText('Olga Owner is on this question').waitFor({ timeout: 3000 });
    expect(Date.now() - focusedAt).toBeLessThan(1500);
    await avatar(b.page, `Olga Owner, on ${code}`).waitFor();
    expect(await b.page.getByTestId('presence-marker').count()).toBe(1);

    await a.context.close();
    await b.page.getByTestId('presence-row').waitFor({ state: 'detached', timeout: 3000 });
    expect(await b.page.getByTestId('presence-marker').count()).toBe(0);
    await b.context.close();
  });

  it('a session ended elsewhere: the open workspace\'s stream ends and the page signs out through the one refresh path', async () => {
    const { project, a, b } = await twoOnOneProject('Ended session project');
    for (const page of [a.page, b.page]) {
      await page.goto(`/dashboard/${project.id}/fel2`);
      await card(page).waitFor();
    }
    await b.page.waitForTimeout(1000);
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
      await b.page.waitForTimeout(1000);
      let streamsOpened = 0;
      b.page.on('request', (request) => void (request.url().includes('/graphql/stream') && streamsOpened++));

      await link.cut();
      await b.page.waitForTimeout(1500);
      await link.restore();
      await expect.poll(() => streamsOpened, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
      await b.page.waitForTimeout(1000);

      await card(a.page).getByLabel('Comment', { exact: true }).fill('Said after the cut');
      await card(a.page).getByLabel('Comment', { exact: true }).blur();
      await card(a.page).getByTestId('save-state').getByText('Saved', { exact: false }).waitFor();
      await expect.poll(() => card(b.page).getByLabel('Comment', { exact: true }).inputValue(), { timeout: 5000, interval: 50 }).toBe('Said after the cut');
    } finally {
      await a.context.close();
      await b.context.close();
      await link.close();
    }
  });
});
