import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEvidence, answers, deliverables, gapActions } from '../../../server/db/schema/index.ts';
import { method3EvidenceAndActions } from '../../../server/db/data-migrations.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { graphqlOutcome } from '../../support/outcomes.ts';
import { pick, pickString } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Method 3's evidence (DOMAIN.md §3a, issue 25): the deliverables register, answers linking its entries on both
// transports (the legacy paths read free text by the one rule), the level 3's comment, actions with picked
// owners, the FEL 2 → FEL 3 copy and a duplicate carrying them, and the one-time move of free text and actions.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

const ADD = `mutation($input: AddDeliverableInput!) { addDeliverable(input: $input) { deliverable { key number revision counts countsProblem } errors { field message code } } }`;
const EDIT = `mutation($input: EditDeliverableInput!) { editDeliverable(input: $input) { deliverable { key revision version } errors { field message code } } }`;
const REMOVE = `mutation($input: RemoveDeliverableInput!) { removeDeliverable(input: $input) { deliverable { key } errors { message code } } }`;
const ANSWER = `query($key: ID!, $phase: Phase!) { project(key: $key) { questionnaire(phase: $phase) { fullyAnswered missing unsupported level3WithoutComment items: areas { items { question { code } answer { supportMessage evidenceEntries { entry { number } counts countsProblem copiedAt } actions { text owner ownerPicked } } } } } } }`;
const fel2 = questionsFor('fel2');
const first = fel2[0];
if (!first) throw new Error('empty bank');

async function addEntry(key: string, input: Record<string, unknown>) {
  const res = await w.owner.client.graphql(ADD, { input: { key, ...input } });
  return { key: String(pick(res.data, 'addDeliverable.deliverable.key') ?? ''), res };
}

describe('the deliverables register', () => {
  it('adds, edits and removes entries; a number is one document whatever its case and spacing; a linked entry stays', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const a = await addEntry(p.id, { number: 'P&ID-100', title: 'Unit 100', revision: 'B' });
    expect(pick(a.res.data, 'addDeliverable.deliverable')).toMatchObject({ number: 'P&ID-100', counts: true, countsProblem: null });
    const again = await addEntry(p.id, { number: ' p&id - 100 ' });
    expect(pick(again.res.data, 'addDeliverable.errors.0')).toMatchObject({ field: 'number', code: 'CONFLICT' });
    const memo = await addEntry(p.id, { number: 'MEMO' });
    expect(pick(memo.res.data, 'addDeliverable.deliverable')).toMatchObject({ counts: false, countsProblem: expect.stringContaining('3+ characters, one a digit') });
    expect(pick((await addEntry(p.id, { number: 'DOC-9', link: 'ftp://x' })).res.data, 'addDeliverable.errors.0.field')).toBe('link');

    // A case-only change of the revision is no new revision; a new letter is.
    const before = (await app.db.select().from(deliverables).where(eq(deliverables.id, a.key)))[0];
    await w.owner.client.graphql(EDIT, { input: { key: p.id, id: a.key, revision: 'b' } });
    const same = (await app.db.select().from(deliverables).where(eq(deliverables.id, a.key)))[0];
    expect(same?.revisedAt.getTime()).toBe(before?.revisedAt.getTime());
    const edited = await w.owner.client.graphql(EDIT, { input: { key: p.id, id: a.key, revision: 'C', version: same?.version } });
    expect(pick(edited.data, 'editDeliverable.deliverable.revision')).toBe('C');
    const stale = await w.owner.client.graphql(EDIT, { input: { key: p.id, id: a.key, revision: 'D', version: same?.version } });
    expect(pick(stale.data, 'editDeliverable.errors.0.code')).toBe('CONFLICT');

    // Linked, it cannot be removed; unlinked, it can.
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 0, level: 1, evidenceEntries: [a.key] });
    expect(pick((await w.owner.client.graphql(REMOVE, { input: { key: p.id, id: a.key } })).data, 'removeDeliverable.errors.0')).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('unlink it') });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 1, evidenceEntries: [] });
    expect(pick((await w.owner.client.graphql(REMOVE, { input: { key: p.id, id: a.key } })).data, 'removeDeliverable.errors')).toEqual([]);
    // Another organization's caller does not find the project's register.
    const outsider = await w.outsider.client.graphql(ADD, { input: { key: p.id, number: 'X-100' } });
    expect(graphqlOutcome(outsider, 'addDeliverable')).toBe('not-found');
    expect(await app.db.select().from(deliverables).where(eq(deliverables.numberKey, 'X-100'))).toEqual([]);
  });
});

describe('the register as CSV', () => {
  it('one row per entry: its fields, who added it, whether it counts and why not, and the answers it is linked to', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const counting = await addEntry(p.id, { number: 'PID-200', title: '=HYPERLINK("x")', revision: 'B', revisionDate: '2026-02-01', discipline: 'Process' });
    await addEntry(p.id, { number: 'Memo' });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 0, level: 2, evidenceEntries: [counting.key] });
    const res = await w.owner.client.graphql(`query($key: ID!) { project(key: $key) { registerCsv { filename content } } }`, { key: p.id });
    expect(res.errors).toBeUndefined();
    expect(pickString(res.data, 'project.registerCsv.filename')).toMatch(/_register_.+\.csv$/);
    const lines = pickString(res.data, 'project.registerCsv.content').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Number,Title,Discipline,Revision,Revision date,Link,Added by,Counts,Why not,Linked to');
    const row = lines.find((l) => l.startsWith('PID-200'));
    // A formula-like title is kept as text; the adder is named; the link names the question and its phase.
    expect(row).toContain(`,${w.owner.user.name},Yes,,${first.code} (FEL2)`);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    const memo = lines.find((l) => l.startsWith('Memo'));
    expect(memo).toMatch(/,No,[^,]*3\+ characters, one a digit/);
  });
});

describe('evidence on answers', () => {
  it('a claim of 1 or 2 counts only with an entry that counts; another project’s entry is refused', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const other = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const foreign = await addEntry(other.id, { number: 'DOC-700', revision: 'A' });
    const refused = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 0, level: 2, evidenceEntries: [foreign.key] });
    expect(pick(refused.data, 'saveAnswer.errors.0')).toMatchObject({ field: 'evidenceEntries', message: 'Choose entries of this project’s register.' });
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toEqual([]);

    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 0, level: 2, evidence: '.' });
    let q = await w.owner.client.graphql(ANSWER, { key: p.id, phase: 'fel2' });
    expect(pick(q.data, 'project.questionnaire.unsupported')).toEqual([first.code]);
    expect(JSON.stringify(q.data)).toContain('Scored as 4 — Not started until a document with a revision or date is linked (claimed 2).');

    const entry = await addEntry(p.id, { number: 'DOC-701', revisionDate: '2026-01-15' });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 1, evidenceEntries: [entry.key] });
    q = await w.owner.client.graphql(ANSWER, { key: p.id, phase: 'fel2' });
    expect(pick(q.data, 'project.questionnaire.unsupported')).toEqual([]);
    expect(JSON.stringify(q.data)).toContain('"counts":true');
  });

  it('legacy paths: free text with a number and a revision or date links that entry (added when new); anything else stays a note, and the answer says so', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [q1, q2] = fel2.filter((q) => q.area === first.area);
    if (!q1 || !q2) throw new Error('area too small');
    const res = await w.owner.client.post(`/api/project/${p.id}/fel2${first.area}/edit/`, {
      answers: [
        { code: q1.code, level: 1, evidence: 'DOC-001 rev B' },
        { code: q2.code, level: 2, evidence: '.' },
      ],
    });
    expect(res.body).toMatchObject({ status: 'success', saved: 2, unsupported: [{ code: q2.code, message: expect.stringContaining('Scored as 4') }] });
    const entries = await app.db.select().from(deliverables).where(eq(deliverables.projectId, p.id));
    expect(entries.map((e) => [e.number, e.revision])).toEqual([['DOC-001', 'B']]);
    expect((await app.db.select().from(answerEvidence).where(eq(answerEvidence.projectId, p.id))).map((l) => l.questionCode)).toEqual([q1.code]);
    // The same number again links the existing entry rather than adding another.
    await w.owner.client.post(`/api/project/${p.id}/fel2${first.area}/${q2.code}/edit/`, { level: 2, evidence: 'doc-001 rev B' });
    expect(await app.db.select().from(deliverables).where(eq(deliverables.projectId, p.id))).toHaveLength(1);
    expect(await app.db.select().from(answerEvidence).where(eq(answerEvidence.projectId, p.id))).toHaveLength(2);
  });

  it('a level 3 is answered once its comment says what was started or assumed (saving it never fails)', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const saved = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 0, level: 3 });
    expect(pick(saved.data, 'saveAnswer.errors')).toEqual([]);
    let q = await w.owner.client.graphql(ANSWER, { key: p.id, phase: 'fel2' });
    expect(pick(q.data, 'project.questionnaire.level3WithoutComment')).toEqual([first.code]);
    expect(pick(q.data, 'project.questionnaire.missing')).toContain(first.code);
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: first.code, version: 1, comment: 'Survey started, soil data assumed' });
    q = await w.owner.client.graphql(ANSWER, { key: p.id, phase: 'fel2' });
    expect(pick(q.data, 'project.questionnaire.level3WithoutComment')).toEqual([]);
    expect(pick(q.data, 'project.questionnaire.missing')).not.toContain(first.code);
  });
});

describe('actions with picked owners', () => {
  const ADD_ACTION = `mutation($input: AddAnswerActionInput!) { addAnswerAction(input: $input) { action { key text owner ownerPicked } errors { field message } } }`;
  it('a typed owner naming exactly one person becomes that person; otherwise it stays text; a picked user must be of the organization', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const add = (owner: Record<string, unknown>) => w.owner.client.graphql(ADD_ACTION, { input: { key: p.id, phase: 'fel2', code: first.code, text: 'Issue the layout for review', owner } });
    expect(pick((await add({ text: w.superUser.user.email.toUpperCase() })).data, 'addAnswerAction.action')).toMatchObject({ owner: w.superUser.user.name, ownerPicked: true });
    expect(pick((await add({ text: 'TBD' })).data, 'addAnswerAction.action')).toMatchObject({ owner: 'TBD', ownerPicked: false });
    expect(pick((await add({ userKey: w.outsider.user.id })).data, 'addAnswerAction.errors.0.field')).toBe('owner');
    expect(pick((await add({ userKey: randomUUID() })).data, 'addAnswerAction.errors.0.field')).toBe('owner');
    expect(await app.db.select().from(gapActions).where(eq(gapActions.projectId, p.id))).toHaveLength(2);
  });
});

describe('copy and duplicate', () => {
  it('the FEL 2 → FEL 3 copy links the same entries, remembering their revision; a duplicate carries register, links and actions', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user, fel20: true });
    const fel3 = questionsFor('fel3').find((q) => q.fel2Code !== undefined);
    const source = fel2.find((q) => q.code === fel3?.fel2Code);
    if (!fel3 || !source) throw new Error('no continued question');
    const entry = await addEntry(p.id, { number: 'PID-200', revision: 'A', revisionDate: '2026-02-01' });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: source.code, version: 0, level: 2, evidenceEntries: [entry.key] });
    await w.owner.client.graphql(`mutation($input: AddAnswerActionInput!) { addAnswerAction(input: $input) { errors { message } } }`, {
      input: { key: p.id, phase: 'fel2', code: source.code, text: 'Freeze the P&IDs', owner: { userKey: w.owner.user.id } },
    });
    expect((await w.owner.client.get(`/api/project/${p.id}/copyfel2tofel3/`)).body).toMatchObject({ status: 'success' });
    const [copied] = await app.db.select().from(answerEvidence).where(and(eq(answerEvidence.projectId, p.id), eq(answerEvidence.phase, 'fel3')));
    expect(copied).toMatchObject({ questionCode: fel3.code, copyRevision: 'A', copyRevisionDate: '2026-02-01', copiedAt: expect.any(Date) });
    const q = await w.owner.client.graphql(ANSWER, { key: p.id, phase: 'fel3' });
    expect(pick(q.data, 'project.questionnaire.unsupported')).toContain(fel3.code);

    const dup = await w.owner.client.post(`/api/project/${p.id}/duplicate/`, { name: `Copy ${randomUUID().slice(0, 6)}` });
    const copyId = pickString(dup.body, 'key');
    expect((await app.db.select().from(deliverables).where(eq(deliverables.projectId, copyId))).map((d) => d.number)).toEqual(['PID-200']);
    expect(await app.db.select().from(answerEvidence).where(eq(answerEvidence.projectId, copyId))).toHaveLength(2);
    expect((await app.db.select().from(gapActions).where(eq(gapActions.projectId, copyId))).map((a) => [a.text, a.ownerUserId])).toEqual([['Freeze the P&IDs', w.owner.user.id]]);
  });
});

describe('the one-time move to method 3', () => {
  it('links free-text evidence that names a document with a revision or date, and turns answer actions into gap actions (owners matched only when one person fits)', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [q1, q2, q3] = fel2;
    if (!q1 || !q2 || !q3) throw new Error('bank too small');
    const base = { projectId: p.id, phase: 'fel2' as const, bankVersion: '2026.2', level: 2 };
    await app.db.insert(answers).values([
      { ...base, questionCode: q1.code, evidence: 'P&ID-100 2026-03-01', actionText: 'Finish the tie-in list', actionOwner: w.owner.user.name, actionDue: '2027-01-31' },
      { ...base, questionCode: q2.code, evidence: 'see SharePoint', actionText: 'Ask someone', actionOwner: 'TBD', actionStatus: 'done' },
      { ...base, questionCode: q3.code, evidence: '.' },
    ]);
    await app.db.transaction((tx) => method3EvidenceAndActions.apply(tx, new Date(), [p.id]));
    expect((await app.db.select().from(deliverables).where(eq(deliverables.projectId, p.id))).map((d) => [d.number, d.revision, d.revisionDate])).toEqual([['P&ID-100', '', '2026-03-01']]);
    expect((await app.db.select().from(answerEvidence).where(eq(answerEvidence.projectId, p.id))).map((l) => l.questionCode)).toEqual([q1.code]);
    const moved = await app.db.select().from(gapActions).where(eq(gapActions.projectId, p.id));
    expect(moved.map((a) => [a.questionCode, a.text, a.ownerUserId, a.ownerText, a.done]).sort()).toEqual(
      [
        [q1.code, 'Finish the tie-in list', w.owner.user.id, w.owner.user.name, false],
        [q2.code, 'Ask someone', null, 'TBD', true],
      ].sort(),
    );
  });
});
