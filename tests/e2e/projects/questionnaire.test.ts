import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../server/db/schema/index.ts';
import { questionsFor, METHOD2_BANK_VERSION } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { readPdf } from '../../support/pdf.ts';
import { createProject } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** The text of a PDF, with runs of white space made single spaces. */
const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).pages.join(' ');

describe('answering a phase in the browser', () => {
  it('answers every question of FEL 2 by keyboard, saving as it goes; flags and unflags one', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, name: 'Keyboard project', bankVersion: METHOD2_BANK_VERSION });
    const fel2 = questionsFor('fel2', METHOD2_BANK_VERSION);
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel2`);
    const cards = page.locator('.fel-question');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(fel2.length);

    await cards.first().focus();
    for (const [i, q] of fel2.entries()) {
      expect(await page.locator(':focus').getAttribute('data-code')).toBe(q.code);
      await page.keyboard.press(String((i % 4) + 1));
      if (i < fel2.length - 1) await page.keyboard.press('j');
    }
    await page.getByText(`FEL 2: ${fel2.length} of ${fel2.length} answered`).waitFor();
    await page.getByTestId('save-summary').getByText('All changes saved').waitFor();
    expect(await page.getByTestId('complete').count()).toBe(fel2.length);
    const stored = await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.phase, 'fel2')));
    expect(new Map(stored.map((a) => [a.questionCode, a.level]))).toEqual(new Map(fel2.map((q, i) => [q.code, (i % 4) + 1])));

    // Flag the last question from the keyboard: the yellow exclamation replaces its green check.
    const last = fel2[fel2.length - 1];
    if (!last) throw new Error('empty bank');
    await page.keyboard.press('f');
    const lastCard = page.locator(`.fel-question[data-code="${last.code}"]`);
    await lastCard.getByTestId('flagged').waitFor();
    await lastCard.getByTestId('save-state').getByText('Saved').waitFor();
    expect((await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, last.code))))[0]?.revisit).toBe(true);
    await page.keyboard.press('f');
    await lastCard.getByTestId('complete').waitFor();
    await expect.poll(async () => (await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, last.code))))[0]?.revisit).toBe(false);
    await context.close();
  });

  it('N/A stays a draft until it has a 20-character justification and, on a High-weight question, an approver; then saves in one go', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, bankVersion: METHOD2_BANK_VERSION });
    const fel3 = questionsFor('fel3', METHOD2_BANK_VERSION);
    const q = fel3.find((x) => x.naAllowed && x.weight === 3);
    const closed = fel3.find((x) => !x.naAllowed);
    if (!q || !closed) throw new Error('the bank has no High-weight N/A question or no question without N/A');
    const stored = async () => (await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, q.code))))[0];
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel3`);

    // A question that does not allow N/A does not offer it, by mouse or by key.
    const closedCard = page.locator(`.fel-question[data-code="${closed.code}"]`);
    await closedCard.getByText('N/A is not allowed on this question.').waitFor();
    expect(await closedCard.getByText('N/A · Does not apply to this project').count()).toBe(0);
    if (closed.gateCritical) await closedCard.getByTestId('gate-critical').waitFor();
    await closedCard.focus();
    await page.keyboard.press('n');
    expect(await closedCard.getByTestId('na-form').count()).toBe(0);

    const card = page.locator(`.fel-question[data-code="${q.code}"]`);
    await card.focus();
    await page.keyboard.press('n');
    await card.getByText('at least 20 characters (0 so far)', { exact: false }).waitFor();
    await card.getByLabel('Why does it not apply? (at least 20 characters)').fill('Brownfield only');
    await card.getByText('(15 so far)', { exact: false }).waitFor();
    await card.getByLabel('Why does it not apply? (at least 20 characters)').fill('Brownfield tie-in only, no new plot');
    await card.getByText('A High-weight question needs the name of who approved the N/A.', { exact: false }).waitFor();
    // Nothing reached the server while the N/A was incomplete. Leaving the field sends at once what can go
    // (no waiting on the typing pause), here nothing; a save of another card, made after it, then arrives alone.
    const saves: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('"operationName":"SaveAnswer"')) saves.push(body);
    });
    await card.getByLabel('Why does it not apply? (at least 20 characters)').blur();
    await closedCard.getByLabel('Comment', { exact: true }).fill('Checked with the site team');
    await closedCard.getByLabel('Comment', { exact: true }).blur();
    await closedCard.getByTestId('save-state').getByText('Saved').waitFor();
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.filter((body) => body.includes(`"${q.code}"`))).toEqual([]);
    expect(await stored()).toBeUndefined();
    expect(await card.getByTestId('complete').count()).toBe(0);

    await card.getByLabel('Approved by (required on a High-weight question)').fill('Dana Director');
    await card.getByTestId('complete').waitFor();
    await expect.poll(stored, { timeout: 10_000 }).toMatchObject({ na: true, level: null, naReason: 'Brownfield tie-in only, no new plot', naApprover: 'Dana Director' });

    await card.getByLabel('Comment', { exact: true }).fill('Agreed with operations');
    await card.getByLabel('Evidence (document name or link)').fill('MOC-2231');
    await expect.poll(stored, { timeout: 10_000 }).toMatchObject({ na: true, comment: 'Agreed with operations', evidence: 'MOC-2231' });

    // Choosing a level leaves N/A at once.
    await card.focus();
    await page.keyboard.press('2');
    await expect.poll(stored, { timeout: 10_000 }).toMatchObject({ na: false, level: 2 });
    await context.close();
  });

  it('prints a clean paper copy that has every question of the phase', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner: user, name: 'Printed project' });
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel3', extra: (q) => ({ comment: `Comment on ${q.code}` }) });
    const { page, context } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/fel3`);
    await page.locator('.fel-question').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const text = await pdfText(await page.pdf({ format: 'A4', printBackground: false }));
    expect(text).toContain('Printed project — FEL 3 questions and answers');
    for (const q of questionsFor('fel3')) {
      expect(text, q.code).toContain(`${q.code} · ${q.title.replace(/\s+/g, ' ')}`);
      expect(text, q.code).toContain(`Comment on ${q.code}`);
    }
    expect(text).not.toContain('Keyboard: Tab to a question');
    await context.close();
  });
});
