import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHistory, answers, type projects } from '../../../server/db/schema/index.ts';
import { AREAS, BANK, LEVEL_LABELS, questionsFor, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { addToTeam, createProject, projectWorld, type ProjectWorld, reloadProject } from '../../support/projects.ts';
import { saveAnswer, seedAnswers } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

/** A project owned by a User, with another User on its team. */
async function fresh(overrides: Partial<typeof projects.$inferInsert> = {}) {
  const project = await createProject(app.db, { org: w.org, owner: w.owner.user, ...overrides });
  await addToTeam(app.db, project, w.teamUser.user, 'fel2');
  return project;
}

const QUESTIONNAIRE = `query($key: ID!, $phase: Phase!) { project(key: $key) { questionnaire(phase: $phase) {
  phase bankVersion answered total fullyAnswered missing
  areas { area progress { answered total flagged } items { complete flagged question { code title levels { level label anchor } } answer { level version } } } } } }`;

describe('reading a phase', () => {
  it('GET /{segment}questions lists every question of the phase with its four anchored levels and no answer yet', async () => {
    const p = await fresh();
    for (const phase of ['fel2', 'fel3'] as const) {
      const res = await w.owner.client.get(`/api/project/${p.id}/${phase}questions`);
      expect(res.status).toBe(200);
      const bank = questionsFor(phase);
      expect(pick(res.body, 'bankVersion')).toBe(BANK.version);
      expect(res.body.questions).toEqual(
        bank.map((q) => ({
          code: q.code,
          area: q.area,
          title: q.title,
          text: q.text,
          guidance: q.guidance,
          weight: q.weight,
          target: q.target,
          levels: ([1, 2, 3, 4] as const).map((level) => ({ level, label: LEVEL_LABELS[level], text: q.levels[level] })),
          nextDeliverable: q.nextDeliverable,
          fel2Code: q.fel2Code ?? null,
          naAllowed: q.naAllowed,
          gateCritical: q.gateCritical,
          prerequisites: q.prerequisites,
          answer: null,
        })),
      );
    }
  });

  it('GraphQL questionnaire groups the questions by area in bank order, with progress', async () => {
    const p = await fresh();
    const res = await w.teamUser.client.graphql(QUESTIONNAIRE, { key: p.id, phase: 'fel3' });
    expect(res.errors).toBeUndefined();
    const q = pick(res.data, 'project.questionnaire');
    expect(pick(q, 'total')).toBe(questionsFor('fel3').length);
    expect(pick(q, 'answered')).toBe(0);
    expect(pick(q, 'missing')).toEqual(questionsFor('fel3').map((x) => x.code));
    expect(pickList(q, 'areas').map((a) => [pick(a, 'area'), pick(a, 'progress.total')])).toEqual(
      AREAS.map((area) => [area, questionsForArea('fel3', area).length]),
    );
  });
});

describe('saving answers', () => {
  it('answering every question of FEL 2 one by one makes the phase fully answered', async () => {
    const p = await fresh();
    for (const q of questionsFor('fel2')) {
      // Method 3: a level 3 says what was started or assumed (20+ characters) before it counts as answered.
      const comment = q.target === 3 ? `Started: ${q.title}, scope agreed with operations` : '';
      const res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: q.target, comment });
      expect(pick(res.data, 'saveAnswer.errors')).toEqual([]);
      expect(pick(res.data, 'saveAnswer.answer')).toMatchObject({ questionCode: q.code, level: q.target, version: 1, answered: true, answeredBy: { name: w.owner.user.name } });
    }
    const res = await w.owner.client.graphql(QUESTIONNAIRE, { key: p.id, phase: 'fel2' });
    expect(pick(res.data, 'project.questionnaire')).toMatchObject({ answered: questionsFor('fel2').length, fullyAnswered: true, missing: [] });
    const status = await w.owner.client.get(`/api/project/${p.id}/fel2status`);
    expect(status.body).toMatchObject({ status: 'success', fullyAnswered: true, missing: [], total: questionsFor('fel2').length });
  });

  it('omitted fields keep their value; a level clears N/A and N/A clears the level', async () => {
    const p = await fresh();
    // A question that allows N/A without an approver (bank 2026.2: Medium or Low weight, naAllowed).
    const q = questionsFor('fel2').find((x) => x.naAllowed && x.weight < 3);
    if (!q) throw new Error('no N/A-able question');
    let res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 2, comment: 'Layout drafted', evidence: 'DWG-101' });
    expect(pick(res.data, 'saveAnswer.answer.version')).toBe(1);
    res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, revisit: true });
    expect(pick(res.data, 'saveAnswer.answer')).toMatchObject({ level: 2, comment: 'Layout drafted', evidence: 'DWG-101', revisit: true, version: 2 });
    // N/A needs its justification (20+ characters) in the same save; a refused save changes nothing.
    res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 2, na: true });
    expect(pick(res.data, 'saveAnswer.errors.0')).toMatchObject({ field: 'naReason', message: 'Say why this question does not apply, in at least 20 characters.' });
    res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 2, na: true, naReason: '  No new plot is needed for this unit  ' });
    expect(pick(res.data, 'saveAnswer.answer')).toMatchObject({ level: null, na: true, naReason: 'No new plot is needed for this unit', answered: true, version: 3 });
    res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 3, revisit: false });
    expect(pick(res.data, 'saveAnswer.answer')).toMatchObject({ revisit: false, version: 4 });
    // Clearing the flag records who confirmed the answer.
    const confirmed = await w.owner.client.graphql('query($key: ID!) { project(key: $key) { questionnaire(phase: fel2) { areas { items { answer { questionCode revisitConfirmedBy { name } revisitConfirmedAt } } } } } }', { key: p.id });
    const items = JSON.stringify(pick(confirmed.data, 'project.questionnaire'));
    expect(items).toContain(`"revisitConfirmedBy":{"name":"${w.owner.user.name}"}`);
    res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 4, level: 3 });
    expect(pick(res.data, 'saveAnswer.answer')).toMatchObject({ level: 3, na: false, answered: true, version: 5 });
  });

  it('the gap action: what, owner, due date, open/done', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel3');
    if (!q) throw new Error('empty bank');
    const res = await saveAnswer(w.owner.client, {
      key: p.id, phase: 'fel3', code: q.code, version: 0, level: 3, actionText: 'Commission the survey', actionOwner: 'R. Surveyor', actionDue: '2027-03-01', actionStatus: 'open',
    });
    expect(pick(res.data, 'saveAnswer.answer.action')).toEqual({ text: 'Commission the survey', owner: 'R. Surveyor', due: '2027-03-01', status: 'open' });
  });

  it('bad input is a 400 / payload error and saves nothing', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    const cases: [Record<string, unknown>, string][] = [
      [{ level: 5 }, 'Level must be 1, 2, 3 or 4'],
      [{ level: 2, na: true }, 'Choose a level or N/A, not both.'],
      [{ code: 'F9-NOPE-01', level: 1 }, 'F9-NOPE-01 is not a question of this phase.'],
      [{ code: questionsFor('fel3')[0]?.code, level: 1 }, `${questionsFor('fel3')[0]?.code} is not a question of this phase.`],
      [{ actionDue: '2200-01-01' }, 'Choose a date between 1900-01-01 and 2099-12-31'],
      [{ comment: 'x'.repeat(6000) }, 'Must be at most 5000 characters'],
    ];
    for (const [fields, message] of cases) {
      const res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, ...fields });
      const graphqlMessage = res.errors?.[0]?.message ?? pick(res.data, 'saveAnswer.errors.0.message');
      expect(graphqlMessage, JSON.stringify(fields)).toBe(message);
      const legacy = await w.owner.client.post(`/api/project/${p.id}/fel2${q.area}/edit/`, { answers: [{ code: q.code, ...fields }] });
      expect(legacy.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toEqual([]);
  });

  it('a project assessed at FEL 3 only takes no FEL 2 answer', async () => {
    const p = await fresh({ fel20: false });
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    const res = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 1 });
    expect(pick(res.data, 'saveAnswer.errors.0.message')).toBe('FEL 2 is not in this project’s scope.');
  });

  it('every save is kept in the answer’s history: what changed, by whom, at which version', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 4 });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, level: 2, comment: 'Checked' });
    const entries = await app.db
      .select()
      .from(answerHistory)
      .where(and(eq(answerHistory.projectId, p.id), eq(answerHistory.questionCode, q.code)))
      .orderBy(asc(answerHistory.version));
    expect(entries.map((e) => [e.kind, e.version, e.changed, e.content.level, e.changedBy])).toEqual([
      ['save', 1, ['level'], 4, w.owner.user.id],
      ['save', 2, ['level', 'comment'], 2, w.owner.user.id],
    ]);
  });
});

describe('legacy answer paths', () => {
  it('POST /{segment}{area}/edit/ saves several answers of one area at once; another area’s code saves none', async () => {
    const p = await fresh();
    const site = questionsForArea('fel2', 'site');
    const res = await w.owner.client.post(`/api/project/${p.id}/fel2site/edit/`, { answers: site.map((q) => ({ code: q.code, level: 2, comment: `on ${q.code}` })) });
    expect(res.body).toMatchObject({ status: 'success', saved: site.length });
    const eng = questionsForArea('fel2', 'eng')[0];
    const mixed = await w.owner.client.post(`/api/project/${p.id}/fel2site/edit/`, { answers: [{ code: site[0]?.code, level: 1 }, { code: eng?.code, level: 1 }] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(`${eng?.code} is not a question of this phase and area.`);
    const stored = await app.db.select().from(answers).where(eq(answers.projectId, p.id));
    expect(stored.map((a) => a.level)).toEqual(site.map(() => 2));
    const questions = await w.teamUser.client.get(`/api/project/${p.id}/fel2questions`);
    expect(pick(questions.body, 'questions.0.answer')).toMatchObject({ code: site[0]?.code, level: 2, comment: `on ${site[0]?.code}`, answeredBy: w.owner.user.name, version: 1 });
  });

  it('POST /{segment}{area}/{code}/edit/ saves one answer; /delete/ clears it', async () => {
    const p = await fresh();
    const q = questionsForArea('fel3', 'pep')[0];
    if (!q) throw new Error('empty bank');
    const saved = await w.owner.client.post(`/api/project/${p.id}/fel3pep/${q.code}/edit/`, { level: 1, evidence: 'PEP rev B' });
    expect(saved.body).toMatchObject({ status: 'success', answer: { code: q.code, level: 1, evidence: 'PEP rev B', version: 1 } });
    const wrongArea = await w.owner.client.post(`/api/project/${p.id}/fel3site/${q.code}/edit/`, { level: 1 });
    expect(wrongArea.status).toBe(400);
    const removed = await w.owner.client.post(`/api/project/${p.id}/fel3pep/${q.code}/delete/`, { version: 1 });
    expect(removed.status).toBe(200);
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toEqual([]);
  });
});

describe('two people editing the same answer', () => {
  it('a stale save is refused with CONFLICT and shows the other person’s answer; nothing is overwritten', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    const first = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 2 });
    expect(pick(first.data, 'saveAnswer.answer.version')).toBe(1);
    // Both read version 1; the team member saves first.
    const mine = await saveAnswer(w.teamUser.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, level: 1, comment: 'confirmed' });
    expect(pick(mine.data, 'saveAnswer.answer.version')).toBe(2);
    const stale = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, level: 4 });
    expect(pick(stale.data, 'saveAnswer')).toMatchObject({
      answer: null,
      errors: [{ code: 'CONFLICT', message: 'Someone else changed this answer while you were editing it. Their version is shown now; make your change again if it still applies.' }],
      current: { questionCode: q.code, level: 1, version: 2, answeredBy: { name: w.teamUser.user.name } },
    });
    const legacy = await w.owner.client.post(`/api/project/${p.id}/fel2${q.area}/${q.code}/edit/`, { level: 4, version: 1 });
    expect(legacy.status).toBe(409);
    expect(legacy.body).toMatchObject({ status: 'error', code: 'CONFLICT', current: { level: 1, version: 2, comment: 'confirmed', answeredBy: w.teamUser.user.name } });
    const [row] = await app.db.select().from(answers).where(eq(answers.projectId, p.id));
    expect(row).toMatchObject({ level: 1, version: 2, comment: 'confirmed' });
  });

  it('two first answers at the same moment: exactly one wins, the other is told', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel3');
    if (!q) throw new Error('empty bank');
    const results = await Promise.all(
      [w.owner, w.teamUser, w.clientAdmin, w.superUser].map((a, i) => saveAnswer(a.client, { key: p.id, phase: 'fel3', code: q.code, version: 0, level: (i % 4) + 1 })),
    );
    const codes = results.map((r) => (pick(r.data, 'saveAnswer.answer') ? 'saved' : pick(r.data, 'saveAnswer.errors.0.code')));
    expect(codes.filter((c) => c === 'saved')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(3);
  });

  it('an unconditional legacy save (no version) still moves the version, so the other editor’s stale save conflicts', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 3 });
    await w.teamUser.client.post(`/api/project/${p.id}/fel2${q.area}/edit/`, { answers: [{ code: q.code, level: 2 }] });
    const stale = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, level: 1 });
    expect(pick(stale.data, 'saveAnswer.errors.0.code')).toBe('CONFLICT');
  });
});

describe('revisit flag and progress', () => {
  it('flagging shows in progress and removes the green check; unflagging restores it', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 2, revisit: true });
    const PROGRESS = `query($key: ID!) { project(key: $key) { progress { phase area answered total flagged }
      questionnaire(phase: fel2) { areas { items { complete flagged question { code } } } } } }`;
    let res = await w.owner.client.graphql(PROGRESS, { key: p.id });
    const progressOf = () => pickList(res.data, 'project.progress');
    const itemOf = () =>
      pickList(res.data, 'project.questionnaire.areas')
        .flatMap((a) => pickList(a, 'items'))
        .find((i) => pick(i, 'question.code') === q.code);
    expect(progressOf()).toContainEqual({ phase: 'fel2', area: q.area, answered: 1, total: questionsForArea('fel2', q.area).length, flagged: 1 });
    expect(itemOf()).toMatchObject({ complete: false, flagged: true });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: q.code, version: 1, revisit: false });
    res = await w.owner.client.graphql(PROGRESS, { key: p.id });
    expect(progressOf()).toContainEqual({ phase: 'fel2', area: q.area, answered: 1, total: questionsForArea('fel2', q.area).length, flagged: 0 });
    expect(itemOf()).toMatchObject({ complete: true, flagged: false });
  });
});

describe('FEL 3 status', () => {
  it('0 until the first FEL 3 answer, 1 while in progress, 2 only when fully answered, back to 1 when an answer goes', async () => {
    const p = await fresh();
    const fel3 = questionsFor('fel3');
    const [first, ...rest] = fel3;
    if (!first) throw new Error('empty bank');
    expect((await reloadProject(app.db, p.id)).statusfel3).toBe(0);
    const saved = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel3', code: first.code, version: 0, level: 1 });
    expect(pick(saved.data, 'saveAnswer.project.statusfel3')).toBe(1);
    const early = await w.owner.client.post(`/api/project/${p.id}/projectdetails/edit/`, { statusfel3: 2 });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ message: 'FEL 3 is not fully answered yet: every question needs a level or a justified N/A.', missing: rest.map((q) => q.code) });
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel3', questions: rest });
    const done = await w.owner.client.post(`/api/project/${p.id}/projectdetails/edit/`, { statusfel3: 2 });
    expect(done.body).toMatchObject({ status: 'success', project: { statusfel3: 2 } });
    const cleared = await w.owner.client.post(`/api/project/${p.id}/fel3${first.area}/${first.code}/delete/`);
    expect(cleared.body).toMatchObject({ status: 'success', project: { statusfel3: 1 } });
  });
});
