import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { expectFocus, hasFocus, tabTo } from '../../support/keyboard.ts';
import { pickString } from '../../support/pick.ts';
import { SUBMIT, reviewOk } from '../../support/review-api.ts';
import { reviewableProject } from '../../support/review-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { createReport } from '../../integration/reports/report-support.ts';

// The review screens by keyboard only (issue 26: new screens join the keyboard coverage): the reviewer reaches
// "Reviews waiting" and the review from the navigation, marks an answer "not seen", returns the draft with
// comments; once resubmitted, marks every listed answer and N/A and signs off. No clicks: Tab and Enter, and
// after each mark the focus stays on the button pressed, so the next card is a Tab or two away.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** Tab (forward) to a control, however long the list before it. */
async function tabOn(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await hasFocus(page, target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

const card = (page: Page, code: string) => page.locator(`.fel-review-item[data-code="${code}"]`);
const markOf = (page: Page, code: string) => card(page, code).getByTestId('review-mark');

/** Presses a card's button from the keyboard and waits for its mark; the focus stays on the button. */
async function markByKeyboard(page: Page, code: string, button: string, shown: string): Promise<void> {
  const target = card(page, code).getByRole('button', { name: button, exact: true });
  await tabTo(page, target);
  await page.keyboard.press('Enter');
  await expect.poll(() => markOf(page, code).textContent()).toBe(shown);
  expect(await hasFocus(page, target), `${code}: the focus stayed on "${button}"`).toBe(true);
}

describe('the review screens by keyboard', () => {
  it('a reviewer opens, marks, returns and, after the resubmission, signs off without a mouse', async () => {
    const org = await createOrganization(app.db);
    const preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pat Preparer' });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olly Owner' });
    const reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Kim Keyboard' });
    const project = await reviewableProject(app, { org, owner, name: 'Keyboard review' });
    const prep = await signedInPage(app, browser, preparer);
    const key = pickString(await createReport(prep.api, project.id, 'fel3', 'Draft for review'), 'key');
    await reviewOk(prep.api, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });

    const { page, context } = await signedInPage(app, browser, reviewer);
    await page.goto('/dashboard');
    await tabTo(page, page.getByRole('link', { name: /Reviews waiting/ }).first());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Reviews waiting' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Keyboard review' }));
    await page.keyboard.press('Enter');
    await page.getByTestId('review-fel-index').waitFor();

    const codes = await page.locator('.fel-review-item').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code') ?? ''));
    const nas = await page.locator('.fel-review-item').filter({ has: page.getByRole('button', { name: 'Accept N/A' }) }).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code') ?? ''));
    const [first] = codes.filter((c) => !nas.includes(c));
    if (!first || nas.length === 0) throw new Error('the fixture lists no answer or no N/A');

    // Mark one answer "not seen", then return the draft with comments: "Skip to sign-off", just above the first
    // card, takes the focus past every card to the sign-off form.
    await markByKeyboard(page, first, 'Not seen', 'Not seen');
    await tabTo(page, page.getByRole('link', { name: 'Skip to sign-off' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByLabel('Sign-off statement'));
    await tabTo(page, page.getByLabel('Comments for the preparer'));
    await page.keyboard.type('Link the document behind the first answer, please.');
    await tabTo(page, page.getByRole('button', { name: 'Return with comments' }));
    await page.keyboard.press('Enter');
    await page.getByText('Returned to the preparer.').waitFor();

    // The preparer resubmits; the reviewer reopens the review and finds the mark kept.
    await reviewOk(prep.api, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    await page.reload();
    await page.getByTestId('review-fel-index').waitFor();
    expect(await markOf(page, first).textContent()).toBe('Not seen');

    for (const code of codes.filter((c) => c !== first)) {
      if (nas.includes(code)) await markByKeyboard(page, code, 'Accept N/A', 'N/A accepted');
      else await markByKeyboard(page, code, 'Supports the claim', 'Supports the claim');
    }
    await expect.poll(() => page.getByText('0 still to mark.').count()).toBe(1);
    await tabOn(page, page.getByLabel('Sign-off statement'));
    await page.keyboard.type('Reviewed against the register entries, answer by answer.');
    await tabTo(page, page.getByRole('button', { name: 'Sign off' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('review-figures').textContent()).toContain('Figures as signed off');
    await context.close();
    await prep.context.close();
  });
});
