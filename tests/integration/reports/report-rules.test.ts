import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { answerPhase, CREATE_REPORT, createReport, PHASE_REPORT } from './report-support.ts';

// Rules a review found missing: what counts as an action for the gate, an area with nothing rated, the
// weights really mattering, who made a report staying as it was, and odd input.

let app: TestApp;
let world: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await projectWorld(app);
});
afterAll(async () => app?.close());

const project = () => createProject(app.db, { org: world.org, owner: world.owner.user, fel20: false });

describe('report rules', () => {
  it('an owner or a due date without saying what will be done is not an action for the gate', async () => {
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => ({ level: 2, ...(q.weight === 3 ? { actionOwner: 'x', actionDue: '2027-01-01' } : {}) }));
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: p.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report.preview.score')).toMatchObject({ felIndex: 6, band: 'Fair', gate: 'Not ready' });
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => ({ level: 2, ...(q.weight === 3 ? { actionText: 'Issue the document' } : {}) }));
    const after = await world.owner.client.graphql(PHASE_REPORT, { key: p.id, phase: 'fel3' });
    expect(pick(after.data, 'project.report.preview.score')).toMatchObject({
      gate: 'Ready with conditions',
      gateBasis: { readyBand: false, conditionalBand: true, conditionedGapsWithoutAction: 0 },
    });
  });

  it('an area whose every question is N/A cannot be scored: no preview, no report, a clear reason', async () => {
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => (q.area === 'site' ? { na: true, naReason: 'Inside an existing building' } : { level: 1 }));
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: p.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report')).toMatchObject({ fullyAnswered: true, unratedAreas: ['site'], preview: null, viewerCanCreate: false });
    const create = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: p.id, phase: 'fel3' } });
    expect(pick(create.data, 'createReport.errors.0')).toMatchObject({ code: 'CONFLICT' });
    expect(String(pick(create.data, 'createReport.errors.0.message'))).toContain('every Site factors question is N/A');
    const legacy = await world.owner.client.get(`/api/project/${p.id}/fel3report`);
    expect(legacy.status).toBe(409);
    expect(legacy.body).toMatchObject({ unratedAreas: ['site'] });
  });

  it('weights matter: High-weight site questions at level 3, the rest at 1, give 1 + Σ(w × gap) ÷ Σ w', async () => {
    const site = questionsForArea('fel3', 'site');
    const high = site.filter((q) => q.weight === 3).length;
    const weightSum = site.reduce((s, q) => s + q.weight, 0);
    // The bank has 5 High, 7 Medium and 2 Low site questions at FEL 3: Σw = 31, Σ(w × gap) = 5 × 3 × 2 = 30.
    expect([high, weightSum]).toEqual([5, 31]);
    const p = await project();
    await answerPhase(world.owner.client, p.id, 'fel3', (q) => ({ level: q.area === 'site' && q.weight === 3 ? 3 : 1 }));
    const report = await createReport(world.owner.client, p.id, 'fel3');
    expect(pick(report, 'score.areas.0')).toMatchObject({ area: 'site', index: 1.97, weightSum: 31, weightedGap: 30, absoluteWeightedGap: 30 });
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
