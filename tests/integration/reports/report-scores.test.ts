import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, reports } from '../../../server/db/schema/index.ts';
import { METHOD2_BANK_VERSION, questionsFor, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { answerPhase, COMPLETE_ACTION, CREATE_REPORT, createReport, PHASE_REPORT } from './report-support.ts';

// Hand-computed (method 2): an area whose rated questions all sit at level L (with evidence) has index
// Σ(w × L) / Σ(w) = L, whatever the weights. So site at 2, eng at 1, pep at 3 gives 2.00 + 1.00 + 3.00 =
// 6.00 (Fair by the index); with every FEL 3 target at 1 the target index is 3.00.

let app: TestApp;
let world: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await projectWorld(app);
});
afterAll(async () => app?.close());

const LEVEL_BY_AREA = { site: 2, eng: 1, pep: 3 } as const;
/** A FEL 3 execution-planning question that may be N/A without an approver (Medium or Low weight). */
const firstPep = questionsForArea('fel3', 'pep').find((q) => q.naAllowed && q.weight < 3);
const pepHigh = questionsForArea('fel3', 'pep').filter((q) => q.weight === 3 && q.code !== firstPep?.code).map((q) => q.code);

describe('FEL 3 report of a whole phase answered at chosen levels', () => {
  it('is not available until every question has a level or a justified N/A, and says what is missing', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user });
    const [first, ...rest] = questionsForArea('fel3', 'site');
    await world.owner.client.post(`/api/project/${project.id}/fel3site/edit/`, { answers: rest.map((q) => ({ code: q.code, level: 1 })) });
    const legacy = await world.owner.client.get(`/api/project/${project.id}/fel3report`);
    expect(legacy.status).toBe(409);
    const missing = questionsFor('fel3').filter((q) => q.code !== rest[0]?.code && !rest.includes(q)).map((q) => q.code);
    expect(legacy.body).toMatchObject({ status: 'error', missing });
    expect(legacy.body.missing).toContain(first?.code);
    expect(String(legacy.body.message)).toContain(`${missing.length} questions are still open`);
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report')).toMatchObject({ fullyAnswered: false, answered: rest.length, total: questionsFor('fel3').length, latest: null, preview: null, viewerCanCreate: false });
    expect(pick(view.data, 'project.report.missing.0')).toEqual({ code: first?.code, area: 'site', title: first?.title });
    const create = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: project.id, phase: 'fel3' } });
    expect(pick(create.data, 'createReport.errors.0.code')).toBe('CONFLICT');
    expect(await app.db.select().from(reports).where(eq(reports.projectId, project.id))).toEqual([]);
    // An N/A without a reason does not count as answered.
    await world.owner.client.post(`/api/project/${project.id}/fel3site/edit/`, { answers: [{ code: first?.code, na: true, naReason: '' }] });
    const still = await world.owner.client.get(`/api/project/${project.id}/fel3report`);
    expect(still.body.missing).toContain(first?.code);
  });

  it('scores every area, the composite, band, gate and recommendations as hand-computed', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    await answerPhase(world.owner.client, project.id, 'fel3', (q) =>
      q.code === firstPep?.code ? { na: true, naReason: 'No shutdown needed: tie-ins are hot taps' } : { level: LEVEL_BY_AREA[q.area] },
    );
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report.fullyAnswered')).toBe(true);
    const preview = pick(view.data, 'project.report.preview');
    const pepCount = questionsForArea('fel3', 'pep').length;
    // Every High-weight pep question at 3 with target 1 is a red flag: the band is capped at Poor (FEL 3).
    expect(pick(preview, 'score')).toMatchObject({
      method: 2,
      felIndex: 6,
      absoluteIndex: 6,
      targetIndex: 3,
      band: 'Poor',
      uncappedBand: 'Fair',
      capReason: `${pepHigh.length} red flags`,
      redFlags: pepHigh,
      gate: 'Not ready',
      pdriEquivalent: null,
      naCount: 1,
      evidenceCoverage: 100,
      areas: [
        { area: 'site', label: 'Site factors', index: 2, absoluteIndex: 2, applicable: questionsForArea('fel3', 'site').length, notApplicable: 0 },
        { area: 'eng', label: 'Engineering definition', index: 1, absoluteIndex: 1, applicable: questionsForArea('fel3', 'eng').length, notApplicable: 0 },
        { area: 'pep', label: 'Project execution planning', index: 3, absoluteIndex: 3, applicable: pepCount - 1, notApplicable: 1 },
      ],
    });
    // weight × gap: pep High 6, pep Medium 4, site High 3, then site Medium and pep Low (2, site first), site Low 1.
    const recs = pick(preview, 'recommendations');
    const tiers = Array.isArray(recs) ? recs.map((r) => `${pick(r, 'area')}:${pick(r, 'weight')}:${pick(r, 'priority')}`) : [];
    const expected = (area: 'site' | 'pep', weight: number) =>
      questionsForArea('fel3', area).filter((q) => q.weight === weight && q.code !== firstPep?.code).map(() => `${area}:${weight}:${weight * (area === 'pep' ? 2 : 1)}`);
    expect(tiers).toEqual([...expected('pep', 3), ...expected('pep', 2), ...expected('site', 3), ...expected('site', 2), ...expected('pep', 1), ...expected('site', 1)]);
    const codes = Array.isArray(recs) ? recs.map((r) => String(pick(r, 'code'))) : [];
    expect(codes).not.toContain(firstPep?.code);
    expect(pick(recs, '0.rank')).toBe(1);
    expect(pick(recs, '0.nextDeliverable')).toBe(questionsFor('fel3').find((q) => q.code === codes[0])?.nextDeliverable);
  });

  it('gate: Ready with conditions with two one-level High-weight gaps that have complete actions; pending review without a reviewer', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    const gaps = questionsForArea('fel3', 'site').filter((q) => q.weight === 3 && !q.gateCritical).slice(0, 2).map((q) => q.code);
    await answerPhase(world.owner.client, project.id, 'fel3', (q) => (gaps.includes(q.code) ? { level: 2, ...COMPLETE_ACTION } : { level: 1 }));
    const pending = await createReport(world.owner.client, project.id, 'fel3');
    expect(pick(pending, 'score')).toMatchObject({ gate: 'Ready with conditions', pendingReview: true, band: 'Good', uncappedBand: 'Best Practical', capReason: '2 High-weight gaps' });
    expect(pick(pending, 'score.verdict')).toBe('FEL 3 gate: Ready with conditions (pending independent review): 2 conditions to meet before the gate');
    expect(pick(pending, 'score.conditions')).toEqual(gaps.map((code) => expect.objectContaining({ kind: 'highGap', code, actionComplete: true, action: expect.objectContaining({ owner: 'Dana Smith' }) })));
    const reviewed = await createReport(world.owner.client, project.id, 'fel3', undefined, { preparedBy: 'Pat Preparer', reviewedBy: 'Rita Reviewer' });
    expect(pick(reviewed, 'score')).toMatchObject({ gate: 'Ready with conditions', pendingReview: false });
    expect(pick(reviewed, 'reviewerIndependent')).toBe(true);
    expect(pick(reviewed, 'preparedBy')).toBe('Pat Preparer');
    // A reviewer on the project team is not independent.
    const own = await createReport(world.owner.client, project.id, 'fel3', undefined, { reviewedBy: world.owner.user.name });
    expect(pick(own, 'score.pendingReview')).toBe(true);
    expect(pick(own, 'reviewerIndependent')).toBe(false);
  });

  it('a level 1 without evidence is scored as 3 (and is a red flag on a High-weight FEL 3 question)', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    const high = questionsForArea('fel3', 'site').find((q) => q.weight === 3);
    await answerPhase(world.owner.client, project.id, 'fel3', (q) => (q.code === high?.code ? { level: 1, evidence: '' } : { level: 1 }));
    const report = await createReport(world.owner.client, project.id, 'fel3');
    expect(pick(report, 'score')).toMatchObject({ redFlags: [high?.code], gate: 'Not ready', band: 'Poor' });
    const question = (Array.isArray(pick(report, 'questions')) ? (pick(report, 'questions') as unknown[]) : []).find((x) => pick(x, 'code') === high?.code);
    expect(question).toMatchObject({ level: 1, claimedLevel: 1, scoredLevel: 3, unsupported: true, evidenceCounts: false });
    expect(pick(report, 'score.conditions')).toContainEqual(expect.objectContaining({ kind: 'unsupported', code: high?.code, text: 'claimed 1 without evidence: scored as 3' }));
  });

  it('a High-weight question at "Not started" caps the band at Poor (FEL 3), raises a red flag, and is Not ready whatever its action', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    // A High-weight question no other question rests on (a prerequisite at 4 would limit its dependants too).
    const high = questionsForArea('fel3', 'eng').find((q) => q.weight === 3 && !questionsFor('fel3').some((x) => x.prerequisites.includes(q.code)));
    await answerPhase(world.owner.client, project.id, 'fel3', (q) => (q.code === high?.code ? { level: 4, ...COMPLETE_ACTION } : { level: 1 }));
    const report = await createReport(world.owner.client, project.id, 'fel3');
    const score = pick(report, 'score');
    expect(pick(score, 'redFlags')).toEqual([high?.code]);
    expect(pick(score, 'band')).toBe('Poor');
    expect(['Best Practical', 'Good']).toContain(pick(score, 'uncappedBand'));
    expect(pick(score, 'gate')).toBe('Not ready');
  });

  it('a saved report is a frozen snapshot: later answers change the preview, not the report; history keeps both', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    await answerPhase(world.owner.client, project.id, 'fel3', () => ({ level: 2 }));
    const first = await createReport(world.owner.client, project.id, 'fel3', 'First look before the design review');
    expect(pick(first, 'score.felIndex')).toBe(6);
    expect(pick(first, 'notes')).toBe('First look before the design review');
    expect(pick(first, 'createdBy')).toBe(world.owner.user.name);
    expect(pick(first, 'bankVersion')).toMatch(/^\d{4}\.\d+$/);
    await answerPhase(world.owner.client, project.id, 'fel3', () => ({ level: 1 }));
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel3' });
    expect(pick(view.data, 'project.report.latest.score.felIndex')).toBe(6);
    expect(pick(view.data, 'project.report.preview.score.felIndex')).toBe(3);
    const second = await createReport(world.owner.client, project.id, 'fel3');
    expect(pick(second, 'score.felIndex')).toBe(3);
    const after = await world.owner.client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel3' });
    expect(pick(after.data, 'project.report.history.nodes')).toEqual([
      { key: pick(second, 'key'), felIndex: 3, band: 'Best Practical', method: 2, gate: 'Ready' },
      { key: pick(first, 'key'), felIndex: 6, band: 'Fair', method: 2, gate: 'Not ready' },
    ]);
    const dashboard = await world.owner.client.graphql('query($key: ID!) { project(key: $key) { latestFelIndex(phase: fel3) } }', { key: project.id });
    expect(pick(dashboard.data, 'project.latestFelIndex')).toBe(3);
    // The stored levels are those of the moment the report was made.
    const [stored] = await app.db.select().from(reports).where(eq(reports.id, String(pick(first, 'key'))));
    expect(pick(stored?.snapshot, 'questions.0.level')).toBe(2);
    expect((await app.db.select().from(answers).where(eq(answers.projectId, project.id))).every((a) => a.level === 1)).toBe(true);
  });

  it('the FEL 2 → FEL 3 trend carries the newest FEL 2 report into the FEL 3 report', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: true });
    // FEL 2 all at 2: 6.00 on the same 3–12 scale; the High-weight gaps (targets of 1) cap it at Poor at FEL 2.
    await answerPhase(world.owner.client, project.id, 'fel2', () => ({ level: 2 }));
    const fel2 = await createReport(world.owner.client, project.id, 'fel2');
    expect(pick(fel2, 'score')).toMatchObject({ felIndex: 6, uncappedBand: 'Fair', band: 'Poor' });
    await answerPhase(world.owner.client, project.id, 'fel3', () => ({ level: 2 }));
    const fel3 = await createReport(world.owner.client, project.id, 'fel3');
    expect(pick(fel3, 'trend')).toEqual([
      { phase: 'fel2', method: 2, felIndex: 6, band: 'Poor' },
      { phase: 'fel3', method: 2, felIndex: 6, band: 'Fair' },
    ]);
  });

  it('legacy: POST {type}report/create/ with notes, then GET {segment}report answers the saved report', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    await answerPhase(world.owner.client, project.id, 'fel3', (q) => ({ level: LEVEL_BY_AREA[q.area] }));
    const created = await world.owner.client.post(`/api/project/${project.id}/fel3report/create/`, { notes: 'For the funding committee' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', key: expect.any(String), report: { felIndex: 6, band: 'Poor', saved: true, notes: 'For the funding committee' } });
    const got = await world.owner.client.get(`/api/project/${project.id}/fel3report`);
    expect(got.body).toMatchObject({
      status: 'success',
      report: { key: created.body.key, method: 2, felIndex: 6, targetIndex: 3, band: 'Poor', gate: 'Not ready', areas: { site: 2, eng: 1, pep: 3 }, naCount: 0, evidenceCoverage: 100, pessimisticIndex: 6 },
    });
    expect(pick(got.body, 'report.pdriEquivalent')).toBeUndefined();
    // Only engineering (at 1) meets its targets: attainment = eng weight ÷ all weight.
    const weightOf = (area: 'site' | 'eng' | 'pep') => questionsForArea('fel3', area).reduce((sum, q) => sum + q.weight, 0);
    expect(pick(got.body, 'report.attainment')).toBe(Math.round((1000 * weightOf('eng')) / (weightOf('site') + weightOf('eng') + weightOf('pep'))) / 10);
    expect(String(pick(got.body, 'report.verdict'))).toMatch(/^FEL 3 gate: Not ready: \d+ red flags/);
    expect(pick(got.body, 'report.recommendations.0')).toMatchObject({ rank: 1, priority: 6 });
    expect(Object.keys(pick(got.body, 'report.benchmarks') ?? {})).toEqual(['composite', 'site', 'eng', 'pep']);
  });

  it('FEL 2 is not reported for a project assessed at FEL 3 only', async () => {
    const project = await createProject(app.db, { bankVersion: METHOD2_BANK_VERSION, org: world.org, owner: world.owner.user, fel20: false });
    const res = await world.owner.client.get(`/api/project/${project.id}/fel2report`);
    expect(res.status).toBe(400);
    const view = await world.owner.client.graphql(PHASE_REPORT, { key: project.id, phase: 'fel2' });
    expect(pick(view.data, 'project.report')).toMatchObject({ inScope: false, fullyAnswered: false, latest: null, viewerCanCreate: false });
  });
});
