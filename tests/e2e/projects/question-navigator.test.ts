import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import type { TestApp } from '../../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

const focusedCode = (page: Page) => page.locator(':focus').getAttribute('data-code');

describe('the question navigator of a phase page', () => {
  it('counts unanswered, flagged and gap questions and jumps to each in turn, following saves', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user });
    const fel2 = questionsFor('fel2');
    const [a, b, c, d] = fel2;
    if (!a || !b || !c || !d) throw new Error('small bank');
    // Every question answered at its target except: a and c unanswered (not seeded), b flagged, d one level short.
    const rest = fel2.filter((q) => q !== a && q !== c);
    await seedAnswers(app.db, {
      projectId: project.id,
      phase: 'fel2',
      questions: rest,
      level: (q) => (q === d ? Math.min(4, q.target + 1) : q.target),
      extra: (q) => (q === b ? { revisit: true } : {}),
    });
    const gaps = d.target < 4 ? 1 : 0;
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel2`);
    const nav = page.getByRole('navigation', { name: 'Question navigator' });
    await nav.getByRole('button', { name: 'Next unanswered (2)' }).waitFor();
    await nav.getByRole('button', { name: 'Next flagged (1)' }).waitFor();

    // Keyboard: Tab onto the button, Enter; the focus lands on the card, and again goes to the next one.
    const next = nav.getByRole('button', { name: 'Next unanswered (2)' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedCode(page)).toBe(a.code);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedCode(page)).toBe(c.code);
    // Answering from the card updates the count at once; the last unanswered one answered, the button says so.
    await page.keyboard.press('1');
    await nav.getByRole('button', { name: 'Next unanswered (1)' }).waitFor();
    await nav.getByRole('button', { name: 'Next unanswered (1)' }).click();
    await expect.poll(() => focusedCode(page)).toBe(a.code);
    await page.keyboard.press('2');
    const none = nav.getByRole('button', { name: 'All answered' });
    await none.waitFor();
    expect(await none.isDisabled()).toBe(true);

    await nav.getByRole('button', { name: 'Next flagged (1)' }).click();
    await expect.poll(() => focusedCode(page)).toBe(b.code);
    await page.keyboard.press('f');
    await nav.getByRole('button', { name: 'Nothing flagged' }).waitFor();

    // Gaps: d one level short, and a if level 2 is short of its target; from b the next one in page order.
    const gapCodes = fel2.filter((q) => (q === d && gaps === 1) || (q === a && 2 > a.target)).map((q) => q.code);
    const order = fel2.map((q) => q.code);
    const from = order.indexOf(b.code);
    const expected = [...order.slice(from + 1), ...order.slice(0, from + 1)].find((code) => gapCodes.includes(code));
    if (expected) {
      await nav.getByRole('button', { name: `Next gap (${gapCodes.length})` }).click();
      await expect.poll(() => focusedCode(page)).toBe(expected);
    } else await nav.getByRole('button', { name: 'No gaps' }).waitFor();
    await context.close();
  });
});
