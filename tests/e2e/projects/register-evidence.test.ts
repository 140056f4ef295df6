import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { answerEvidence, answers, deliverables } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import type { TestApp } from '../../support/test-app.ts';

// Method 3 on the answer card (issue 25): a claim of 1 or 2 without a register entry that counts reads "Scored as
// 4" at once; linking an entry that counts turns it into a counted claim; the FEL 2 → FEL 3 copy links the same
// entries at FEL 3, where they do not count until the document is revised after the copy.

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

// A FEL 3 question that continues a FEL 2 one (what the copy follows).
const fel3 = questionsFor('fel3').find((q) => q.fel2Code !== undefined);
const fel2 = questionsFor('fel2').find((q) => q.code === fel3?.fel2Code);
if (!fel3 || !fel2) throw new Error('the bank has no FEL 3 question continuing a FEL 2 one');
const card = (page: Page, code: string) => page.locator(`.fel-question[data-code="${code}"]`);

describe('register and evidence on the answer card', () => {
  it('links a register entry from the card (scored as 4 → counted), and a copied entry counts at FEL 3 only once revised', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const project = await createProject(app.db, { org, owner: user, name: 'Evidence project', fel20: true });
    // An N/A saved before method 3 on a question it now refuses N/A on: the workspace's banner names it.
    const refused = questionsFor('fel2').find((q) => !q.naAllowed && questionsFor('fel2', '2026.2').find((old) => old.code === q.code)?.naAllowed);
    if (!refused) throw new Error('bank 2026.3 refuses no N/A that 2026.2 allowed');
    await app.db.insert(answers).values({ projectId: project.id, phase: 'fel2', questionCode: refused.code, bankVersion: '2026.2', na: true, naReason: 'Nothing of this kind is needed for this unit' });
    const { page, context, api } = await signedInPage(app, browser, user);
    await page.goto(`/dashboard/${project.id}/details`);
    await expect.poll(() => page.getByTestId('method3-banner').innerText()).toContain(refused.code);

    // FEL 2: claim level 2 without evidence; the card says at once that it is scored as 4.
    await page.goto(`/dashboard/${project.id}/fel2`);
    const q2 = card(page, fel2.code);
    await q2.waitFor();
    await q2.focus();
    await page.keyboard.press('2');
    await q2.getByTestId('save-state').getByText('Saved').waitFor();
    await expect.poll(() => q2.getByTestId('unsupported').innerText()).toContain('Scored as 4 — Not started until a document with a revision or date is linked');
    await page.getByTestId('phase-warnings').getByText(/1 claim without evidence that counts/).waitFor();
    // The workspace's banner names the unsupported claim too, with a link to its card.
    await page.goto(`/dashboard/${project.id}/details`);
    const claimLink = page.getByTestId('method3-banner').getByRole('link', { name: fel2.code });
    await claimLink.waitFor();
    expect(await claimLink.getAttribute('href')).toBe(`/dashboard/${project.id}/fel2#${fel2.code}`);
    await page.goto(`/dashboard/${project.id}/fel2`);
    await q2.waitFor();

    // Add a document from the card: it is registered and linked, and the claim counts.
    await q2.getByRole('button', { name: 'Add a document…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a document to the register' });
    await dialog.getByLabel('Document number').fill('PID-100');
    await dialog.getByLabel('Title').fill('Process and instrument diagram, unit 100');
    await dialog.getByLabel('Revision', { exact: true }).fill('B');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await q2.getByTestId('evidence-entry').getByText('PID-100', { exact: true }).waitFor();
    await q2.getByTestId('unsupported').waitFor({ state: 'detached' });
    await expect.poll(async () => (await app.db.select().from(answerEvidence).where(and(eq(answerEvidence.projectId, project.id), eq(answerEvidence.phase, 'fel2')))).length).toBe(1);
    await page.reload();
    await card(page, fel2.code).getByTestId('entry-counts').waitFor();

    // Copy FEL 2 → FEL 3: the FEL 3 answer links the same entry, which does not count until revised after the copy.
    const copy = await api.get(`/api/project/${project.id}/copyfel2tofel3/`);
    expect(copy.body).toMatchObject({ status: 'success' });
    await page.goto(`/dashboard/${project.id}/fel3`);
    const q3 = card(page, fel3.code);
    await q3.waitFor();
    await q3.getByTestId('evidence-entry').getByText('PID-100', { exact: true }).waitFor();
    await expect.poll(() => q3.getByTestId('entry-not-counted').innerText()).toContain('linked by copy from FEL 2');
    await expect.poll(() => q3.getByTestId('unsupported').innerText()).toContain('Scored as 4');

    // A new revision dated after the day of the copy makes it count at FEL 3: the copy is moved to yesterday (a
    // revision date may not lie in the future), and the document revised today in the Register tab.
    const yesterday = new Date(Date.now() - 86_400_000);
    await app.db.update(answerEvidence).set({ copiedAt: yesterday }).where(and(eq(answerEvidence.projectId, project.id), eq(answerEvidence.phase, 'fel3')));
    await page.goto(`/dashboard/${project.id}/register`);
    await page.getByRole('button', { name: 'Edit PID-100' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit PID-100' });
    await edit.getByLabel('Revision', { exact: true }).fill('C');
    await edit.getByLabel('Revision date').fill(new Date().toISOString().slice(0, 10));
    await edit.getByLabel('Revision date').press('Escape');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(async () => (await app.db.select().from(deliverables).where(eq(deliverables.projectId, project.id)))[0]?.revision).toBe('C');
    await page.goto(`/dashboard/${project.id}/fel3`);
    await card(page, fel3.code).getByTestId('entry-counts').waitFor();
    await card(page, fel3.code).getByTestId('unsupported').waitFor({ state: 'detached' });
    await context.close();
  });
});
