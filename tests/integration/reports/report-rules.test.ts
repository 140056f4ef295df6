import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, users } from '../../../server/db/schema/index.ts';
import { METHOD2_BANK_VERSION, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { SAVE_ANSWER } from '../../support/questionnaire.ts';
import { answerPhase, COMPLETE_ACTION, CREATE_REPORT, createReport, PHASE_REPORT } from './report-support.ts';

// Rules a review found missing, as method 2 states them: what counts as an action for the gate, N/A
// governance, the weights really mattering, who made a report staying as it was, and odd input.

let app: TestApp;
let world: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await projectWorld(app);
});
afterAll(async () => app?.close());

const project = () => createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });

describe('report rules', () => {
  it('an action is complete only with what (10+ characters), a named owner and a due date in time', async () => {
    const p = await project();
    const gap = questionsForArea('fel3', 'site').find((q) => q.weight === 3 && !q.gateCritical);
    const preview = async (action: Record<string, string>) => {
      await answerPhase(world.owner.client, p.id, 'fel3', (q) => (q.code === gap?.code ? { level: 2, ...action } : { level: 1 }));
      const view = await world.owner.client.graphql(PHASE_REPORT, { key: p.id, phase: 'fel3' });
      return pick(view.data, 'project.report.preview.score');
    };
    expect(await preview({ actionText: '', actionOwner: 'x', actionDue: '2099-01-01' })).toMatchObject({ gate: 'Not ready', gateReasons: ['1 High-weight gap without a complete action'] });
    expect(await preview({ actionText: 'x', actionOwner: 'Dana Smith', actionDue: '2099-01-01' })).toMatchObject({ gate: 'Not ready' });
    expect(await preview({ actionText: 'Issue the document', actionOwner: 'Dana Smith', actionDue: '2020-01-01' })).toMatchObject({
      gate: 'Not ready',
      conditions: [expect.objectContaining({ code: gap?.code, actionComplete: false, actionProblem: 'overdue (due 2020-01-01)' })],
    });
    expect(await preview({ ...COMPLETE_ACTION })).toMatchObject({ gate: 'Ready with conditions', conditions: [expect.objectContaining({ code: gap?.code, actionComplete: true })] });
    // A planned gate date before the due date: the action no longer counts.
    const details = await world.owner.client.post(`/api/project/${p.id}/projectdetails/edit/`, { gateDate: '2099-01-01' });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body).toMatchObject({ project: { gateDate: '2099-01-01' } });
    expect(await preview({ ...COMPLETE_ACTION })).toMatchObject({ gate: 'Not ready', conditions: [expect.objectContaining({ actionProblem: 'due after the gate (2099-06-30, gate 2099-01-01)' })] });
  });

  it('an area more than a third N/A by weight cannot be scored: no preview, no report, a clear reason; exactly a third can', async () => {
    const p = await project();
    const site = questionsForArea('fel3', 'site');
    const total = site.reduce((sum, q) => sum + q.weight, 0);
    // N/A-able site questions, lightest first, until their weight passes a third of the area.
    const allowed = site.filter((q) => q.naAllowed).sort((a, b) => a.weight - b.weight);
    const chosen: string[] = [];
    let weight = 0;
    for (const q of allowed) {
      if (3 * weight > total) break;
      chosen.push(q.code);
      weight += q.weight;
    }
    expect(3 * weight).toBeGreaterThan(total);
    const na = { na: true, naReason: 'Inside an existing building: nothing to do here', naApprover: 'Sam Sponsor' };
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => (chosen.includes(q.code) ? na : { level: 1 }));
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: p.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report')).toMatchObject({ fullyAnswered: true, preview: null, viewerCanCreate: false });
    expect(String(pick(view.data, 'project.report.blocker'))).toContain('more than a third');
    const create = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: p.id, phase: 'fel3' } });
    expect(pick(create.data, 'createReport.errors.0')).toMatchObject({ code: 'CONFLICT' });
    expect(String(pick(create.data, 'createReport.errors.0.message'))).toContain('cannot score Site factors');
    const legacy = await world.owner.client.get(`/api/project/${p.id}/fel3report`);
    expect(legacy.status).toBe(409);
    expect(legacy.body).toMatchObject({ naOverweightAreas: ['site'] });
  });

  it('N/A is refused where the bank does not allow it, without a 20-character reason, and without an approver on a High-weight question', async () => {
    const p = await project();
    const site = questionsForArea('fel3', 'site');
    const forbidden = site.find((q) => !q.naAllowed);
    const high = site.find((q) => q.naAllowed && q.weight === 3);
    const low = site.find((q) => q.naAllowed && q.weight < 3);
    const save = (code: string | undefined, body: Record<string, unknown>) => world.owner.client.post(`/api/project/${p.id}/fel3site/${code}/edit/`, body);
    const reason = 'Inside an existing building: nothing to do here';
    expect((await save(forbidden?.code, { na: true, naReason: reason, naApprover: 'Sam Sponsor' })).body).toMatchObject({ status: 'error', fields: { na: expect.stringContaining('N/A is not allowed') } });
    expect((await save(low?.code, { na: true, naReason: 'Not needed' })).body).toMatchObject({ fields: { naReason: 'Say why this question does not apply, in at least 20 characters.' } });
    expect((await save(high?.code, { na: true, naReason: reason })).body).toMatchObject({ fields: { naApprover: 'N/A on a High-weight question needs the name of who approved it.' } });
    const ok = await save(high?.code, { na: true, naReason: reason, naApprover: 'Sam Sponsor' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const gql = await world.owner.client.graphql(SAVE_ANSWER, { input: { key: p.id, phase: 'fel3', code: forbidden?.code, version: 0, na: true, naReason: reason } });
    expect(pick(gql.data, 'saveAnswer.errors.0')).toMatchObject({ field: 'na', code: 'BAD_INPUT' });
    const stored = await app.db.select().from(answers).where(eq(answers.projectId, p.id));
    expect(stored.map((a) => a.questionCode)).toEqual([high?.code]);
  });

  it('at FEL 3, N/A is refused where the FEL 2 question it continues has a level', async () => {
    const p = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: true });
    const q = questionsForArea('fel3', 'site').find((x) => x.naAllowed && x.weight < 3 && x.fel2Code);
    await world.owner.client.post(`/api/project/${p.id}/fel2site/${q?.fel2Code}/edit/`, { level: 2, evidence: 'DOC-1' });
    const res = await world.owner.client.post(`/api/project/${p.id}/fel3site/${q?.code}/edit/`, { na: true, naReason: 'Nothing of this kind in the FEL 3 scope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ na: `N/A is not possible here: the FEL 2 question it continues (${q?.fel2Code}) is answered with a level.` });
  });

  it('weights matter: High-weight site questions at level 3, the rest at 1, give Σ(w × level) ÷ Σ w', async () => {
    const site = questionsForArea('fel3', 'site');
    const high = site.filter((q) => q.weight === 3).length;
    const weightSum = site.reduce((s, q) => s + q.weight, 0);
    // The bank has 5 High, 7 Medium and 2 Low site questions at FEL 3: Σw = 31, Σ(w × level) = 15 × 3 + 16 × 1 = 61,
    // 61 / 31 = 1.967… → 1.97; weightedGap = Σ(w × (level − 1)) = 30.
    expect([high, weightSum]).toEqual([5, 31]);
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => ({ level: q.area === 'site' && q.weight === 3 ? 3 : 1 }));
    const report = await createReport(world.owner.client, p.id, 'fel3');
    expect(pick(report, 'score.areas.0')).toMatchObject({ area: 'site', index: 1.97, weightSum: 31, weightedGap: 30 });
    expect(pick(report, 'score.felIndex')).toBe(3.97);
  });

  it('a saved report keeps the name of who made it, even after the user is renamed', async () => {
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', () => ({ level: 1 }));
    const report = await createReport(world.owner.client, p.id, 'fel3');
    const before = world.owner.user.name;
    expect(pick(report, 'createdBy')).toBe(before);
    await app.db.update(users).set({ name: 'Renamed Later' }).where(eq(users.id, world.owner.user.id));
    try {
      const res = await world.owner.client.graphql('query($key: ID!) { report(key: $key) { createdBy } }', { key: pick(report, 'key') });
      expect(pick(res.data, 'report.createdBy')).toBe(before);
    } finally {
      await app.db.update(users).set({ name: before }).where(eq(users.id, world.owner.user.id));
    }
  });

  it('odd input gets a 4xx: a NUL character, a format given twice, a body that is not an object', async () => {
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', () => ({ level: 1 }));
    const nul = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: p.id, phase: 'fel3', notes: 'x\u0000' } });
    expect(pick(nul.data, 'createReport.errors.0.message')).toBe('Must not contain a NUL character');
    const evidence = await world.owner.client.post(`/api/project/${p.id}/fel3site/${questionsForArea('fel3', 'site')[0]?.code}/edit/`, { evidence: 'a\u0000b' });
    expect(evidence.status).toBe(400);
    const report = await createReport(world.owner.client, p.id, 'fel3');
    const twice = await world.owner.client.get(`/api/report/${String(pick(report, 'key'))}/pdf/?format=A4&format=Letter`);
    expect(twice.status).toBe(400);
    for (const body of ['[1,2]', '"text"', 'null']) {
      const res = await world.owner.client.request('POST', `/api/project/${p.id}/fel3report/create/`, body);
      expect(res.status, body).toBe(400);
    }
  });
});
