import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION, insertClosedProject, insertSignedOffReport } from '../../support/gate-outcomes.ts';
import { graphqlOutcome } from '../../support/outcomes.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The portfolio's outcomes view (DOMAIN.md §3b) on the 7-project fixture of tests/unit/outcome-statistics.test.ts:
// FEL Index 4.50 5.20 5.20 6.10 6.80 7.50 9.00 against cost growth 2 5 3 8 8 15 12 % (ρ = 26 ÷ 27.5 = 0.945455,
// 90 % interval 0.735226 … 0.989749), slip 0 % everywhere (no spread: ρ hidden). Around them: a cancelled
// project, a close-out not yet final, a deferral alone, a FEL 2 gate, another organization's project.

let app: TestApp;
let w: ProjectWorld;

const WORKED = (() => {
  const doc = readFileSync(new URL('../../../docs/outcomes.md', import.meta.url), 'utf8');
  const block = /### Worked query[\s\S]*?```graphql\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/outcomes.md has no worked query');
  return block;
})();

const X = [4.5, 5.2, 5.2, 6.1, 6.8, 7.5, 9.0];
const Y = [2, 5, 3, 8, 8, 15, 12];

beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app, { name: 'Zeta (no close-out)' });
  const project = (name: string) => createProject(app.db, { org: w.org, owner: w.owner.user, name });
  for (const [i, x] of X.entries()) {
    await insertClosedProject(app.db, { projectId: (await project(`Closed ${i + 1}`)).id, felIndex: x, growth: Y[i] ?? 0, scopeType: i < 3 ? 'brownfield' : 'revamp' });
  }
  await insertClosedProject(app.db, { projectId: (await project('Cancelled')).id, felIndex: 5.0, growth: -60, cancelled: true });
  await insertClosedProject(app.db, { projectId: (await project('Provisional')).id, felIndex: 5.0, growth: 40, final: false });
  await insertClosedProject(app.db, { projectId: (await project('At FEL 2')).id, felIndex: 7.0, growth: 30, phase: 'fel2' });
  const deferred = await insertSignedOffReport(app.db, { projectId: w.project.id, felIndex: 6.0 });
  const record = `mutation($input: RecordGateDecisionInput!) { recordGateDecision(input: $input) { errors { message } } }`;
  await w.owner.client.graphql(record, { input: { key: w.project.id, report: deferred, ...DECISION, decision: 'deferred' } });
  const foreign = await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user, name: 'Foreign closed' });
  await insertClosedProject(app.db, { projectId: foreign.id, felIndex: 4.0, growth: 99 });
});
afterAll(async () => app?.close());

describe('the outcomes view of a portfolio', () => {
  it('runs the worked query of docs/outcomes.md: hand-computed band table, ρ and its interval; every project listed, cancelled ones too', async () => {
    const res = await w.clientAdmin.client.graphql(WORKED, { filter: { phase: 'fel3' } });
    expect(res.errors).toBeUndefined();
    const outcomes = pick(res.data, 'portfolio.outcomes');
    expect(pick(outcomes, 'nextStep')).toBeNull();
    const projects = pick(outcomes, 'projects');
    expect(Array.isArray(projects) ? projects.map((p) => [pick(p, 'name'), pick(p, 'status'), pick(p, 'costGrowth.percent') ?? null]) : []).toEqual([
      ['Cancelled', 'cancelled', null],
      ...X.map((_, i) => [`Closed ${i + 1}`, 'final', Y[i]]),
      ['Provisional', 'provisional', 40],
      ['Zeta (no close-out)', 'decided', null],
    ]);
    expect(pick(outcomes, 'projects.0.costGrowth.refusal')).toBe('Cancelled: listed with its spend, in no cost-growth statistic.');
    const groups = pick(outcomes, 'groups');
    expect(Array.isArray(groups) ? groups.length : 0).toBe(1);
    const cost = pick(outcomes, 'groups.0.costGrowth');
    expect(pick(outcomes, 'groups.0')).toMatchObject({ method: 3, phase: 'fel3' });
    expect(pick(cost, 'n')).toBe(7);
    expect(pick(cost, 'bands')).toEqual([
      { band: 'Best Practical', n: 1, median: 2, lowerQuartile: null, upperQuartile: null },
      { band: 'Good', n: 2, median: 4, lowerQuartile: null, upperQuartile: null },
      { band: 'Fair', n: 2, median: 8, lowerQuartile: null, upperQuartile: null },
      { band: 'Poor', n: 1, median: 15, lowerQuartile: null, upperQuartile: null },
      { band: 'Screening', n: 1, median: 12, lowerQuartile: null, upperQuartile: null },
    ]);
    const rho = pick(cost, 'correlation');
    expect(pick(rho, 'n')).toBe(7);
    expect(pick(rho, 'indicative')).toBe(true);
    expect(Number(pick(rho, 'rho'))).toBeCloseTo(0.945455, 6);
    expect(Number(pick(rho, 'low'))).toBeCloseTo(0.735226, 6);
    expect(Number(pick(rho, 'high'))).toBeCloseTo(0.989749, 6);
    expect(pick(cost, 'order')).toEqual({
      bands: [],
      ordered: null,
      chance: null,
      text: 'The order of the bands is checked once at least two bands have 5 or more projects (0 bands so far).',
    });
    expect(pick(outcomes, 'csv.filename')).toMatch(/^outcomes_\d{8}T\d{6}\.csv$/);
  });

  it('hides ρ without spread (every slip 0 %), keeps phases apart, and filters by scope type before the statistics', async () => {
    const q = `query($filter: OutcomesFilter) { portfolio { outcomes(filter: $filter) { groups { phase slip { n correlation { rho } correlationNote } costGrowth { n } } csv { content } } } }`;
    const all = pick((await w.clientAdmin.client.graphql(q, {})).data, 'portfolio.outcomes');
    expect(pick(all, 'groups')).toEqual([
      { phase: 'fel2', slip: { n: 1, correlation: null, correlationNote: "Spearman's ρ is shown from 5 projects (1 project so far)." }, costGrowth: { n: 1 } },
      { phase: 'fel3', slip: { n: 7, correlation: null, correlationNote: "Spearman's ρ is not shown: the FEL Index or the outcome has no spread." }, costGrowth: { n: 7 } },
    ]);
    const csv = String(pick(all, 'csv.content')).trim().split('\n');
    expect(csv).toHaveLength(1 + 11);
    expect(csv[0]).toContain('Cost growth %');
    const brownfield = pick((await w.clientAdmin.client.graphql(q, { filter: { scopeType: 'brownfield' } })).data, 'portfolio.outcomes.groups.0.costGrowth.n');
    expect(brownfield).toBe(3);
    const refused = await w.clientAdmin.client.graphql(q, { filter: { projectType: 'castle' } });
    expect(refused.errors?.[0]?.message).toBe('Unknown project type');
  });

  it('says what to record first where nothing is recorded, and who may see it is the portfolio rule', async () => {
    const fresh = await projectWorld(app);
    const q = `{ portfolio { outcomes { nextStep projects { name } pooling { pooled viewerCanOptIn viewerCanOptOut } } } }`;
    const empty = pick((await fresh.clientAdmin.client.graphql(q)).data, 'portfolio.outcomes');
    expect(empty).toEqual({
      nextStep: "No gate decision is recorded yet. Open a project whose report is signed off, record the committee's decision on its Outcomes tab, and, once the project is built or cancelled, its close-out.",
      projects: [],
      pooling: { pooled: false, viewerCanOptIn: true, viewerCanOptOut: false },
    });
    expect(graphqlOutcome(await fresh.owner.client.graphql(q), 'portfolio')).toBe('forbidden');
    expect(pick((await fresh.superUser.client.graphql(q)).data, 'portfolio.outcomes.pooling.viewerCanOptIn')).toBe(false);
  });
});
