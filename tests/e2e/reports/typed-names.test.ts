import type { Browser } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { answers } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { axeChecker } from '../../support/axe.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { naQuestion, reviewableProject } from '../../support/review-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { createReport } from '../../integration/reports/report-support.ts';

// Method 2's typed names behind the "Typed names: pick one" banner (issue 26's decisions): a typed N/A approver
// who is one of the people the server lists is preset in the submit dialog; one who is no one it lists is named
// in the banner, which asks to pick one. (The typed reviewer of an earlier report is review.test.ts's.)

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

describe('typed names at submission', () => {
  it('presets the listed person a typed name matches, and the banner asks to pick one for a name nobody listed has', async () => {
    const org = await createOrganization(app.db);
    const preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pat Preparer' });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olly Owner' });
    const reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Rita Reviewer' });
    const project = await reviewableProject(app, { org, owner, name: 'Typed names project' });
    // Two N/A answers with typed approvers (method 2's way): one names a person the server lists, one nobody.
    const na = naQuestion('fel3')?.code ?? '';
    const other = questionsFor('fel3').find((q) => q.naAllowed && !q.gateCritical && q.code !== na)?.code ?? '';
    const typed = (code: string, naApprover: string) =>
      app.db
        .update(answers)
        .set({ na: true, level: null, naReason: 'Not part of this project: the unit reuses the existing facilities.', naApprover })
        .where(and(eq(answers.projectId, project.id), eq(answers.questionCode, code)));
    await typed(na, 'Quentin Nobody');
    await typed(other, ' rita  REVIEWER ');

    const axe = axeChecker();
    const prep = await signedInPage(app, browser, preparer);
    await createReport(prep.api, project.id, 'fel3', 'Draft for review');
    await prep.page.goto(`/dashboard/${project.id}/report/fel3`);
    const state = prep.page.getByTestId('report-review-state');
    await state.getByRole('button', { name: 'Submit for review' }).click();
    const dialog = prep.page.getByRole('dialog');
    const banner = dialog.getByTestId('typed-names-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Typed names: pick one');
    expect(await banner.textContent()).toContain(`“Quentin Nobody” was typed as the approver of the N/A on ${na} and matches no one who may review this report`);
    // The typed reviewer matched a listed person: preset, and not in the banner.
    expect(await banner.textContent()).not.toContain('REVIEWER');
    const select = dialog.locator('#fel-review-reviewer');
    await expect.poll(() => select.inputValue()).toBe(reviewer.id);
    await axe.check(prep.page, 'submit dialog with the typed-names banner', '.bp6-dialog');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => state.textContent()).toContain('Submitted for independent review');
    expect(await state.textContent()).toContain('With Rita Reviewer');
    axe.done();
    await prep.context.close();
  });
});
