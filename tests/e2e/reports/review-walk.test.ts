import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { axeChecker } from '../../support/axe.ts';
import { launchBrowser } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { addToTeam } from '../../support/projects.ts';
import { REVIEW } from '../../support/review-api.ts';
import { naQuestion, reviewableProject } from '../../support/review-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from '../../integration/reports/report-support.ts';

// DOMAIN.md §3a in the browser: the preparer submits a draft to a reviewer picked from the server's list
// (no team member, preparer, owner or API token offered); the reviewer finds it under "Reviews waiting",
// marks one answer "not seen" and another "supports level 2" (the figures drop, pending), rejects the N/A,
// marks the rest and signs off.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const markOf = (page: Page, code: string) => page.locator(`.fel-review-item[data-code="${code}"] [data-testid="review-mark"]`);
const indexOf = async (page: Page) => Number(await page.getByTestId('review-fel-index').textContent());

describe('an independent review, end to end', () => {
  it('prepare, submit to a listed reviewer, mark (figures drop), reject the N/A, sign off', async () => {
    const org = await createOrganization(app.db);
    const preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pat Preparer' });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olly Owner' });
    const reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Rita Reviewer' });
    const teamMate = await createUser(app.db, { role: ROLE.POWER_USER, org, name: 'Tom Teammate' });
    const [principal] = await app.db.insert(users).values({ organizationId: org.id, name: 'API: walk', email: `principal-walk-${Date.now()}@tokens.example`, userType: ROLE.SUPER_USER, servicePrincipal: true }).returning();
    const project = await reviewableProject(app, { org, owner });
    await addToTeam(app.db, project, teamMate, 'fel3');

    const axe = axeChecker();
    const prep = await signedInPage(app, browser, preparer);
    const key = pickString(await createReport(prep.api, project.id, 'fel3', 'Draft for review'), 'key');
    await prep.page.goto(`/dashboard/${project.id}/report/fel3`);
    const state = prep.page.getByTestId('report-review-state');
    await expect.poll(() => state.textContent()).toContain('Draft — not independently reviewed');
    await state.getByRole('button', { name: 'Submit for review' }).click();
    const select = prep.page.locator('#fel-review-reviewer');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await axe.check(prep.page, 'submit for review dialog', '.bp6-dialog');
    const offered = await select.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
    expect(offered).toContain(reviewer.id);
    for (const refused of [preparer.id, owner.id, teamMate.id, principal?.id ?? '']) expect(offered).not.toContain(refused);
    await select.selectOption(reviewer.id);
    await prep.page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => state.textContent()).toContain('Submitted for independent review');

    const rev = await signedInPage(app, browser, reviewer);
    await rev.page.goto('/dashboard');
    await expect.poll(() => rev.page.getByTestId('reviews-waiting').first().textContent()).toBe('1');
    await rev.page.getByRole('link', { name: /Reviews waiting/ }).first().click();
    await rev.page.getByRole('heading', { name: 'Reviews waiting' }).waitFor();
    await axe.check(rev.page, 'reviews waiting');
    await rev.page.getByRole('link', { name: project.name }).click();
    await rev.page.getByTestId('review-fel-index').waitFor();
    const before = await indexOf(rev.page);
    await axe.check(rev.page, 'review screen');

    const items = pick((await rev.api.graphql(REVIEW, { key })).data, 'reportReview.items');
    const list = (Array.isArray(items) ? items : []).map((i) => ({ code: pickString(i, 'code'), claimed: pick(i, 'claimed'), na: pick(i, 'na') === true }));
    const lowest = list.filter((i) => i.claimed === 1);
    const [notSeen] = list.filter((i) => !i.na && typeof i.claimed === 'number' && i.claimed <= 2 && i.code !== lowest[0]?.code);
    const [toTwo] = lowest;
    if (!notSeen || !toTwo) throw new Error('the fixture has no claim of 1 and another of 1–2');
    const card = (code: string) => rev.page.locator(`.fel-review-item[data-code="${code}"]`);
    await card(notSeen.code).getByRole('button', { name: 'Not seen' }).click();
    await expect.poll(() => markOf(rev.page, notSeen.code).textContent()).toBe('Not seen');
    await card(toTwo.code).getByRole('button', { name: 'Supports level 2' }).click();
    await expect.poll(() => markOf(rev.page, toTwo.code).textContent()).toBe('Reviewed to 2');
    expect(await indexOf(rev.page)).toBeGreaterThan(before);
    expect(await rev.page.getByTestId('review-figures').textContent()).toContain('pending');

    const na = naQuestion('fel3')?.code ?? '';
    await card(na).getByRole('button', { name: 'Reject N/A' }).click();
    await expect.poll(() => markOf(rev.page, na).textContent()).toBe('N/A rejected');
    for (const item of list.filter((i) => !i.na && i.code !== notSeen.code && i.code !== toTwo.code)) {
      await card(item.code).getByRole('button', { name: 'Supports the claim' }).click();
      await expect.poll(() => markOf(rev.page, item.code).textContent()).toBe('Supports the claim');
    }
    await rev.page.locator('#fel-review-statement').fill('Reviewed against the register entries, answer by answer.');
    await rev.page.getByRole('button', { name: 'Sign off' }).click();
    await expect.poll(() => rev.page.getByTestId('review-figures').textContent()).toContain('Figures as signed off');

    await prep.page.reload();
    await expect.poll(() => prep.page.getByTestId('report-review-state').textContent()).toContain('Signed off by the independent reviewer');
    axe.done();
    await Promise.all([prep.context.close(), rev.context.close()]);
  });
});
