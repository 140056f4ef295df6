import { and, asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, projects, projectSites, teamMembers } from '../../../server/db/schema/index.ts';
import { METHOD2_BANK_VERSION, questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { startBrowserApp, stopBrowserApp } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject, reloadProject } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => ({ app, browser } = await startBrowserApp()));
afterAll(() => stopBrowserApp({ app, browser }));

/** A user's project (on the current bank unless told: the copy's evidence marks below are method 2's free text). */
async function setUp(bankVersion?: string) {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role: ROLE.USER, org, name: 'Lee Lifecycle' });
  const project = await createProject(app.db, { org, owner: user, name: `Lifecycle ${Date.now()}`, ...(bankVersion ? { bankVersion } : {}) });
  const { page, context } = await signedInPage(app, browser, user);
  return { org, user, project, page, context };
}

const menu = (page: Page) => page.getByRole('button', { name: 'Project', exact: true });

describe('project lifecycle in the browser', () => {
  it('adds, edits and removes a team member', async () => {
    const { project, page, context } = await setUp();
    await page.goto(`/dashboard/${project.id}/team`);
    await page.getByLabel('FEL 3 team', { exact: true }).waitFor();
    await page.getByLabel('FEL 2 team').getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByLabel('Name').fill('Priya Process');
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Invalid email format').waitFor();
    await dialog.getByLabel('Email').fill('priya@contractor.example');
    await dialog.getByLabel('Function').fill('Process engineer');
    await dialog.getByLabel('Company').fill('Contractor Ltd');
    await dialog.getByLabel('Company').press('Enter');
    await page.getByRole('cell', { name: 'Priya Process', exact: true }).waitFor();
    expect(await app.db.select({ phase: teamMembers.phase, name: teamMembers.name, email: teamMembers.email, function: teamMembers.function, company: teamMembers.company }).from(teamMembers).where(eq(teamMembers.projectId, project.id))).toEqual([
      { phase: 'fel2', name: 'Priya Process', email: 'priya@contractor.example', function: 'Process engineer', company: 'Contractor Ltd' },
    ]);
    await page.getByRole('button', { name: 'Edit Priya Process' }).click();
    await page.getByRole('dialog').getByLabel('Function').fill('Lead process engineer');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Lead process engineer', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Priya Process' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No team members yet').first().waitFor();
    await expect.poll(async () => (await app.db.select().from(teamMembers).where(eq(teamMembers.projectId, project.id))).length).toBe(0);
    await context.close();
  });

  it('adds a site, edits its location and removes it, the list showing each change at once', async () => {
    const { project, page, context } = await setUp();
    const sites = () => app.db.select({ plantName: projectSites.plantName, location: projectSites.location }).from(projectSites).where(eq(projectSites.projectId, project.id));
    await page.goto(`/dashboard/${project.id}/details`);
    await page.getByText('No sites yet').waitFor();
    await page.getByLabel('Plant', { exact: true }).selectOption('Plant B');
    await page.getByLabel('Location', { exact: true }).fill('Unit 3 tank farm');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByText('Site added.').waitFor();
    const table = page.getByRole('table', { name: 'Sites' });
    await table.getByRole('cell', { name: 'Unit 3 tank farm', exact: true }).waitFor();
    expect(await sites()).toEqual([{ plantName: 'Plant B', location: 'Unit 3 tank farm' }]);

    await page.getByRole('button', { name: 'Edit the location on Plant B' }).click();
    await page.getByRole('textbox', { name: 'Location on Plant B' }).fill('Unit 4 jetty');
    await page.getByRole('textbox', { name: 'Location on Plant B' }).press('Enter');
    await table.getByRole('cell', { name: 'Unit 4 jetty', exact: true }).waitFor();
    expect(await sites()).toEqual([{ plantName: 'Plant B', location: 'Unit 4 jetty' }]);

    await page.getByRole('button', { name: 'Remove Plant B' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Site removed.').waitFor();
    await page.getByText('No sites yet').waitFor();
    expect(await sites()).toEqual([]);
    await context.close();
  });

  it('copies FEL 2 answers to FEL 3 after a confirmation that says it overwrites', async () => {
    const { project, page, context } = await setUp(METHOD2_BANK_VERSION);
    const linked = questionsFor('fel3', METHOD2_BANK_VERSION).filter((q) => q.fel2Code);
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel2', level: () => 2, extra: (q) => ({ comment: `From ${q.code}`, evidence: `DOC-${q.code}` }) });
    await page.goto(`/dashboard/${project.id}/fel2`);
    await menu(page).click();
    await page.getByRole('menuitem', { name: 'Copy FEL 2 answers to FEL 3…' }).click();
    await page.getByText('This overwrites the current FEL 3 answers', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy and overwrite' }).click();
    await page.waitForURL(`**/dashboard/${project.id}/fel3`);
    await page.getByText(`FEL 3: ${linked.length} of ${questionsFor('fel3', METHOD2_BANK_VERSION).length} answered`).waitFor();
    const first = linked[0];
    if (!first) throw new Error('no linked question');
    await expect.poll(() => page.locator(`.fel-question[data-code="${first.code}"]`).getByLabel('Comment', { exact: true }).inputValue()).toBe(`From ${first.fel2Code}`);
    const fel3 = await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.phase, 'fel3')));
    expect(fel3.map((a) => a.questionCode).sort()).toEqual(linked.map((q) => q.code).sort());
    // Every copied answer is flagged, says why, and its copied evidence is marked until edited.
    const card = page.locator(`.fel-question[data-code="${first.code}"]`);
    await card.getByTestId('revisit-reason').getByText('Copied from FEL 2: confirm against the FEL 3 anchors').waitFor();
    await card.getByText('Copied from FEL 2: copied evidence counts once edited.').waitFor();
    expect(await page.getByTestId('revisit-reason').count()).toBe(linked.length);
    // FEL 3 stays editable; clearing the flag records who confirmed the level.
    await card.focus();
    await page.keyboard.press('1');
    await page.keyboard.press('f');
    await page.getByTestId('save-summary').getByText('All changes saved').waitFor();
    await expect
      .poll(async () => (await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, first.code))))[0])
      .toMatchObject({ level: 1, revisit: false });
    await card.getByLabel('Evidence (document name or link)').fill('DOC-FEL3 rev A');
    await card.getByLabel('Evidence (document name or link)').press('Tab');
    await expect
      .poll(async () => (await app.db.select().from(answers).where(and(eq(answers.projectId, project.id), eq(answers.questionCode, first.code))))[0])
      .toMatchObject({ evidence: 'DOC-FEL3 rev A', evidenceCopied: false });
    await page.reload();
    await card.getByTestId('revisit-confirmed').getByText('level confirmed by Lee Lifecycle', { exact: false }).waitFor();
    expect(await card.getByText('Copied from FEL 2: copied evidence counts once edited.').count()).toBe(0);
    await context.close();
  });

  it('sets the planned gate date on the details tab, and clears it', async () => {
    const { project, page, context } = await setUp();
    await page.goto(`/dashboard/${project.id}/details`);
    const date = page.getByLabel('Planned gate date', { exact: true });
    await date.fill('2027-05-31');
    await date.press('Tab');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved.').waitFor();
    await expect.poll(async () => (await reloadProject(app.db, project.id)).gateDate).toBe('2027-05-31');
    await page.reload();
    await expect.poll(() => page.getByLabel('Planned gate date', { exact: true }).inputValue()).toBe('2027-05-31');
    await page.getByRole('button', { name: 'Clear the planned gate date' }).click();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(async () => (await reloadProject(app.db, project.id)).gateDate).toBeNull();
    await context.close();
  });

  it('rename and transfer say what is missing under their field before sending, then save', async () => {
    const { org, project, page, context } = await setUp();
    const colleague = await createUser(app.db, { role: ROLE.USER, org, name: 'Robin Receiver' });
    const sent: string[] = [];
    page.on('request', (request) => {
      const operation = /"operationName":"(RenameProject|TransferProject)"/.exec(request.postData() ?? '')?.[1];
      if (operation) sent.push(operation);
    });
    await page.goto(`/dashboard/${project.id}/details`);
    await menu(page).click();
    await page.getByRole('menuitem', { name: 'Rename…' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByLabel('New name').fill('   ');
    await rename.getByLabel('New name').press('Enter');
    await rename.getByText('Required', { exact: true }).waitFor();
    expect(await rename.getByText('Unique in your organization.').count()).toBe(0);
    expect(sent).toEqual([]);
    await rename.getByLabel('New name').fill('Renamed project');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('heading', { name: 'Renamed project' }).waitFor();
    expect((await reloadProject(app.db, project.id)).name).toBe('Renamed project');

    await menu(page).click();
    await page.getByRole('menuitem', { name: 'Transfer ownership…' }).click();
    const transfer = page.getByRole('dialog');
    await transfer.getByLabel('New owner').waitFor();
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await transfer.getByText('Choose the new owner', { exact: true }).waitFor();
    expect(sent).toEqual(['RenameProject']);
    await transfer.getByLabel('New owner').selectOption({ label: `Robin Receiver (${colleague.email})` });
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('Ownership transferred to Robin Receiver.').waitFor();
    expect((await reloadProject(app.db, project.id)).ownerUserId).toBe(colleague.id);
    expect(sent).toEqual(['RenameProject', 'TransferProject']);
    await context.close();
  });

  it('duplicates under a new name and opens the copy', async () => {
    const { org, project, page, context } = await setUp();
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel2' });
    await page.goto(`/dashboard/${project.id}/details`);
    await menu(page).click();
    await page.getByRole('menuitem', { name: 'Duplicate…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the copy').fill(project.name.toUpperCase());
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await dialog.getByText('A project with this name already exists in your organization. Choose another name.').waitFor();
    await dialog.getByLabel('Name of the copy').fill('Copied project');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'Copied project' }).waitFor();
    const [copy] = await app.db.select().from(projects).where(and(eq(projects.organizationId, org.id), eq(projects.name, 'Copied project')));
    if (!copy) throw new Error('copy missing');
    expect(page.url()).toContain(copy.id);
    const copied = await app.db.select().from(answers).where(eq(answers.projectId, copy.id)).orderBy(asc(answers.questionCode));
    expect(copied).toHaveLength(questionsFor('fel2').length);
    await context.close();
  });

  it('finalizes after a confirmation that says it is permanent; everything becomes read-only', async () => {
    const { project, page, context } = await setUp();
    await page.goto(`/dashboard/${project.id}/fel2`);
    await page.locator('.fel-question').first().waitFor();
    await menu(page).click();
    await page.getByRole('menuitem', { name: 'Finalize…' }).click();
    await page.getByText('This is permanent', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Finalize', exact: true }).click();
    await page.getByText('This project is finalized: the answers are read-only.').waitFor();
    expect((await reloadProject(app.db, project.id)).isValid).toBe(true);
    expect(await page.getByRole('heading', { name: project.name }).getByText('Finalized').count()).toBe(1);
    expect(await page.locator('.fel-question input:not([disabled]), .fel-question textarea:not([disabled])').count()).toBe(0);
    await page.locator('.fel-question').first().focus();
    await page.keyboard.press('1');
    expect(await app.db.select().from(answers).where(eq(answers.projectId, project.id))).toEqual([]);
    await menu(page).click();
    expect(await page.getByRole('menuitem', { name: 'Rename…' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Unfinalize…' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`/dashboard/${project.id}/team`);
    await page.getByText('No team members yet').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add member' }).count()).toBe(0);
    await context.close();
  });

  it('tells the person when someone else changed the answer first', async () => {
    const { project, user, page, context } = await setUp();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    await page.goto(`/dashboard/${project.id}/fel2`);
    const card = page.locator(`.fel-question[data-code="${q.code}"]`);
    await card.waitFor();
    // Someone else answers the question after this page loaded.
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel2', questions: [q], level: () => 4, extra: () => ({ comment: 'Their comment', answeredBy: user.id }) });
    await card.focus();
    await page.keyboard.press('2');
    await card.getByText('Someone else changed this answer while you were editing it.', { exact: false }).waitFor();
    await card.getByTestId('save-state').getByText('Changed by someone else').waitFor();
    expect(await card.getByLabel('Comment', { exact: true }).inputValue()).toBe('Their comment');
    expect((await app.db.select().from(answers).where(eq(answers.projectId, project.id)))[0]?.level).toBe(4);
    await page.keyboard.press('2');
    await card.getByTestId('save-state').getByText('Saved').waitFor();
    expect((await app.db.select().from(answers).where(eq(answers.projectId, project.id)))[0]?.level).toBe(2);
    await context.close();
  });
});
