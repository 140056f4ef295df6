import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phase } from '../../../server/db/schema/index.ts';
import { readProviderMetrics } from '../../../server/modules/metrics/metrics.queries.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { pick } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { type ActionAnswer, insertActionAnswers, insertReport, type ReportScore } from '../../support/portfolio.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// A hand-computed portfolio: three active projects of one client (an inactive one, a method 1 report and
// another client's project must not count), reports in two quarters, actions in every state.

let app: TestApp;
let w: ProjectWorld;
const ids: Record<'alpha' | 'beta' | 'gamma', string> = { alpha: '', beta: '', gamma: '' };
const fel2 = questionsFor('fel2');
const fel3 = questionsFor('fel3');

const report = (projectId: string, phase: Phase, felIndex: number, score: ReportScore, at: string, method = 2) =>
  insertReport(app.db, { projectId, phase, felIndex, score, at, method });
const withActions = (projectId: string, phase: Phase, list: ActionAnswer[]) => insertActionAnswers(app.db, projectId, phase, list);

const q = (list: readonly { code: string }[], i: number) => list[i]?.code ?? '';

beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app, { name: 'Alpha', projectType: 'revamp', costRange: '1to5m', statusfel3: 1 });
  ids.alpha = w.project.id;
  ids.beta = (await createProject(app.db, { org: w.org, owner: w.superUser.user, name: 'Beta', projectType: null, costRange: null })).id;
  ids.gamma = (await createProject(app.db, { org: w.org, owner: w.clientAdmin.user, name: 'Gamma', projectType: 'expansion', costRange: '5to10m' })).id;
  const inactive = await createProject(app.db, { org: w.org, owner: w.owner.user, name: 'Delta (inactive)', isActive: false });
  const foreign = await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user, name: 'Foreign' });

  await report(ids.alpha, 'fel2', 7.0, { band: 'Poor', attainment: 70, gate: 'Not ready' }, '2026-01-05T10:00:00Z');
  await report(ids.alpha, 'fel2', 6.5, { band: 'Fair', attainment: 80, gate: 'Ready with conditions' }, '2026-02-10T10:00:00Z');
  await report(ids.alpha, 'fel3', 5.0, { band: 'Good', attainment: 92.5, gate: 'Ready' }, '2026-05-05T10:00:00Z');
  await report(ids.beta, 'fel2', 8.0, { band: 'Poor', attainment: 60, gate: 'Not ready' }, '2026-04-20T10:00:00Z');
  await report(ids.gamma, 'fel2', 5.0, { band: 'Good', attainment: 90, gate: 'Ready' }, '2026-04-21T10:00:00Z', 1);
  await report(inactive.id, 'fel2', 4.0, { band: 'Best Practical', attainment: 100, gate: 'Ready' }, '2026-04-22T10:00:00Z');
  await report(foreign.id, 'fel2', 9.0, { band: 'Screening', attainment: 10, gate: 'Not ready' }, '2026-04-23T10:00:00Z');

  await withActions(ids.alpha, 'fel3', [
    { code: q(fel3, 0), level: 2, text: 'Issue the HAZOP close-out report', owner: 'Pat Planner', due: '2020-01-01' },
    { code: q(fel3, 1), level: 2, text: 'Freeze the plot plan', owner: '=HYPERLINK("x")', due: '2099-06-30' },
  ]);
  await withActions(ids.beta, 'fel2', [
    { code: q(fel2, 0), level: 3, text: 'Confirm the business case', owner: 'Sam Sponsor', due: '2021-03-01' },
    { code: q(fel2, 1), level: null, na: true, text: 'Done long ago', owner: 'Sam Sponsor', due: '2020-01-01', status: 'done' },
  ]);
  await withActions(ids.gamma, 'fel2', [{ code: q(fel2, 2), level: null, text: 'Start the site survey', owner: 'Ann Analyst', due: null }]);
  await withActions(inactive.id, 'fel2', [{ code: q(fel2, 0), level: 4, text: 'Never listed', owner: 'Nobody', due: '2020-01-01' }]);
});
afterAll(async () => app?.close());

const PORTFOLIO = `query($filter: PortfolioFilter) { portfolio(filter: $filter) {
  projects { key name projectType projectTypeLabel costRangeLabel owner { name } currentPhase answered total openActions overdueActions
    fel2 { felIndex band attainment gate } fel3 { felIndex band } latest { phase attainment gate } }
  phases { phase projects average min max industry bestPractical }
  distribution { phase from to projects }
  bandCounts { phase band projects }
  movement { name fel2 fel3 change }
  trend { quarter phase average projects }
  actions(first: 10) { total nodes { projectName phase questionCode questionTitle text owner due status } }
} }`;

async function portfolio(client: ApiClient, filter: Record<string, unknown> = {}) {
  const res = await client.graphql(PORTFOLIO, { filter });
  expect(res.errors).toBeUndefined();
  return pick(res.data, 'portfolio');
}
const names = (p: unknown) => pickList(p, 'projects').map((x) => pick(x, 'name'));
const nonZero = (rows: unknown[]) => rows.filter((r) => pick(r, 'projects') !== 0);

describe('portfolio figures (hand-computed)', () => {
  it('lists every active project with its latest method 2 report per phase, progress of the open phase and action counts', async () => {
    const p = await portfolio(w.clientAdmin.client);
    expect(pickList(p, 'projects')).toEqual([
      {
        key: ids.alpha, name: 'Alpha', projectType: 'revamp', projectTypeLabel: 'Revamp or modernization', costRangeLabel: 'US$1M – 5M',
        owner: { name: w.owner.user.name }, currentPhase: 'fel3', answered: 2, total: fel3.length, openActions: 2, overdueActions: 1,
        fel2: { felIndex: 6.5, band: 'Fair', attainment: 80, gate: 'Ready with conditions' }, fel3: { felIndex: 5, band: 'Good' },
        latest: { phase: 'fel3', attainment: 92.5, gate: 'Ready' },
      },
      {
        key: ids.beta, name: 'Beta', projectType: null, projectTypeLabel: 'Not given', costRangeLabel: 'Not given',
        owner: { name: w.superUser.user.name }, currentPhase: 'fel2', answered: 1, total: fel2.length, openActions: 1, overdueActions: 1,
        fel2: { felIndex: 8, band: 'Poor', attainment: 60, gate: 'Not ready' }, fel3: null, latest: { phase: 'fel2', attainment: 60, gate: 'Not ready' },
      },
      {
        key: ids.gamma, name: 'Gamma', projectType: 'expansion', projectTypeLabel: 'Capacity expansion or debottleneck', costRangeLabel: 'US$5M – 10M',
        owner: { name: w.clientAdmin.user.name }, currentPhase: 'fel2', answered: 0, total: fel2.length, openActions: 1, overdueActions: 0,
        fel2: null, fel3: null, latest: null,
      },
    ]);
  });

  it('charts: distribution, band counts, averages with industry and best practical, FEL 2 → FEL 3 movement, quarterly trend', async () => {
    const p = await portfolio(w.superUser.client);
    const m = await readProviderMetrics(app.db);
    const orNull = (v: number | null) => (v === 0 ? null : v);
    expect(pickList(p, 'phases')).toEqual([
      { phase: 'fel2', projects: 2, average: 7.25, min: 6.5, max: 8, industry: orNull(m.fel2in), bestPractical: orNull(m.fel2bp) },
      { phase: 'fel3', projects: 1, average: 5, min: 5, max: 5, industry: orNull(m.fel3in), bestPractical: orNull(m.fel3bp) },
    ]);
    expect(pickList(p, 'distribution')).toHaveLength(18);
    expect(nonZero(pickList(p, 'distribution'))).toEqual([
      { phase: 'fel2', from: 6, to: 7, projects: 1 },
      { phase: 'fel2', from: 8, to: 9, projects: 1 },
      { phase: 'fel3', from: 5, to: 6, projects: 1 },
    ]);
    expect(nonZero(pickList(p, 'bandCounts'))).toEqual([
      { phase: 'fel2', band: 'Fair', projects: 1 },
      { phase: 'fel2', band: 'Poor', projects: 1 },
      { phase: 'fel3', band: 'Good', projects: 1 },
    ]);
    expect(pickList(p, 'movement')).toEqual([{ name: 'Alpha', fel2: 6.5, fel3: 5, change: -1.5 }]);
    expect(pickList(p, 'trend')).toEqual([
      { quarter: '2026-Q1', phase: 'fel2', average: 6.5, projects: 1 },
      { quarter: '2026-Q2', phase: 'fel2', average: 8, projects: 1 },
      { quarter: '2026-Q2', phase: 'fel3', average: 5, projects: 1 },
    ]);
  });

  it('the action list puts overdue first, then open (undated last), then done', async () => {
    const p = await portfolio(w.admin.client);
    expect(pick(p, 'actions.total')).toBe(5);
    expect(pickList(p, 'actions.nodes').map((a) => [pick(a, 'projectName'), pick(a, 'text'), pick(a, 'due'), pick(a, 'status')])).toEqual([
      ['Alpha', 'Issue the HAZOP close-out report', '2020-01-01', 'overdue'],
      ['Beta', 'Confirm the business case', '2021-03-01', 'overdue'],
      ['Alpha', 'Freeze the plot plan', '2099-06-30', 'open'],
      ['Gamma', 'Start the site survey', null, 'open'],
      ['Beta', 'Done long ago', '2020-01-01', 'done'],
    ]);
    expect(pick(p, 'actions.nodes.0')).toMatchObject({ phase: 'fel3', questionCode: q(fel3, 0), questionTitle: fel3[0]?.title, owner: 'Pat Planner' });
  });

  it('overdue is counted against the viewer’s own date when the screen sends it (today), else against UTC’s', async () => {
    const res = await w.clientAdmin.client.graphql(
      `query($today: Date) { portfolio(today: $today) { projects { name overdueActions } actions(first: 10) { nodes { text status } } } }`,
      { today: '2021-03-01' },
    );
    expect(res.errors).toBeUndefined();
    expect(pickList(res.data, 'portfolio.projects').map((p) => [pick(p, 'name'), pick(p, 'overdueActions')])).toEqual([['Alpha', 1], ['Beta', 0], ['Gamma', 0]]);
    expect(pickList(res.data, 'portfolio.actions.nodes').filter((a) => pick(a, 'status') === 'overdue').map((a) => pick(a, 'text'))).toEqual(['Issue the HAZOP close-out report']);
    const bad = await w.clientAdmin.client.graphql(`{ portfolio(today: "2021-02-30") { projects { name } } }`);
    expect(bad.errors?.[0]?.message).toContain('Date must be a calendar date YYYY-MM-DD');
  });

  it('the actions CSV has every action in the same order, formulas kept as text', async () => {
    const res = await w.clientAdmin.client.graphql(`{ portfolio { actionsCsv { filename content } } }`);
    expect(res.errors).toBeUndefined();
    expect(String(pick(res.data, 'portfolio.actionsCsv.filename'))).toMatch(/^portfolio_actions_\d{8}T\d{6}\.csv$/);
    const lines = String(pick(res.data, 'portfolio.actionsCsv.content')).trim().split('\n');
    expect(lines[0]).toBe('Project,Phase,Question,Question title,Action,Owner,Due,Status');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['Overdue', 'Overdue', 'Open', 'Open', 'Done']);
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('portfolio filters (unset screening answers are "not given")', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['none (every field null, as a client sends an empty filter)', { projectType: null, costRange: null, owner: null, phase: null, gate: null }, ['Alpha', 'Beta', 'Gamma']],
    ['type not given', { projectType: 'notGiven' }, ['Beta']],
    ['type', { projectType: 'revamp' }, ['Alpha']],
    ['cost range', { costRange: '5to10m' }, ['Gamma']],
    ['cost range not given', { costRange: 'notGiven' }, ['Beta']],
    ['phase', { phase: 'fel3' }, ['Alpha']],
    ['gate Not ready', { gate: 'notReady' }, ['Beta']],
    ['gate Ready (newest report)', { gate: 'ready' }, ['Alpha']],
    ['no report', { gate: 'noReport' }, ['Gamma']],
  ];
  it.each(cases)('%s', async (_, filter, expected) => {
    expect(names(await portfolio(w.clientAdmin.client, filter))).toEqual(expected);
  });

  it('by owner, and the filter narrows charts and actions too', async () => {
    const p = await portfolio(w.clientAdmin.client, { owner: w.superUser.user.id });
    expect(names(p)).toEqual(['Beta']);
    expect(pickList(p, 'phases').map((x) => pick(x, 'average'))).toEqual([8, null]);
    expect(pickList(p, 'actions.nodes').map((a) => pick(a, 'text'))).toEqual(['Confirm the business case', 'Done long ago']);
    const options = await w.clientAdmin.client.graphql(`{ portfolio { filterOptions { owners { name } projectTypes { value } } } }`);
    expect(pickList(options.data, 'portfolio.filterOptions.owners').map((o) => pick(o, 'name')).sort()).toEqual(
      [w.owner.user.name, w.superUser.user.name, w.clientAdmin.user.name].sort(),
    );
  });

  it('an unknown filter value is refused with a clear message', async () => {
    const res = await w.clientAdmin.client.graphql(PORTFOLIO, { filter: { projectType: 'castle' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Unknown project type', extensions: { code: 'BAD_INPUT' } });
    const page = await w.clientAdmin.client.graphql(`{ portfolio { actions(first: 0) { total } } }`);
    expect(page.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 500', extensions: { code: 'BAD_INPUT' } });
  });
});

describe('the projects, one page at a time', () => {
  const PAGE = `query($filter: PortfolioFilter, $first: Int, $after: String) { portfolio(filter: $filter) { projectPage(first: $first, after: $after) { total endCursor hasMore nodes { name } } } }`;
  const page = async (vars: Record<string, unknown>) => {
    const res = await w.clientAdmin.client.graphql(PAGE, vars);
    expect(res.errors).toBeUndefined();
    return pick(res.data, 'portfolio.projectPage');
  };

  it('by name, `first` at a time, the next page after endCursor; the total counts every page; the filter applies', async () => {
    const first = await page({ first: 2 });
    expect(first).toMatchObject({ total: 3, hasMore: true, nodes: [{ name: 'Alpha' }, { name: 'Beta' }] });
    const second = await page({ first: 2, after: pick(first, 'endCursor') });
    expect(second).toMatchObject({ total: 3, hasMore: false, nodes: [{ name: 'Gamma' }] });
    // The deprecated unbounded list holds the same projects.
    expect(names(await portfolio(w.clientAdmin.client))).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await page({ filter: { projectType: 'revamp' } })).toMatchObject({ total: 1, hasMore: false, nodes: [{ name: 'Alpha' }] });
  });

  it('at most 100 a page, and only cursors of this list', async () => {
    const tooMany = await w.clientAdmin.client.graphql(PAGE, { first: 101 });
    expect(tooMany.errors?.[0]?.message).toBe('first: at most 100');
    const forged = await w.clientAdmin.client.graphql(PAGE, { after: 'not-a-cursor' });
    expect(forged.errors?.[0]?.message).toBe('after: not a cursor of this list (use endCursor of the page before)');
  });
});

describe('who sees the portfolio', () => {
  it('Client Admin, Super User, the CEL and an Admin working on the client see it; Users and Power Users do not', async () => {
    for (const a of [w.clientAdmin, w.superUser, w.ipa, w.admin]) {
      const res = await a.client.graphql(`{ viewer { permissions { viewerCanSeePortfolio } } portfolio { projects { name } } }`);
      expect(res.errors, a.label).toBeUndefined();
      expect(pick(res.data, 'viewer.permissions.viewerCanSeePortfolio'), a.label).toBe(true);
      expect(names(pick(res.data, 'portfolio')), a.label).toEqual(['Alpha', 'Beta', 'Gamma']);
    }
    for (const a of [w.owner, w.teamUser, w.otherUser, w.powerUser]) {
      const res = await a.client.graphql(`{ viewer { permissions { viewerCanSeePortfolio } } }`);
      expect(pick(res.data, 'viewer.permissions.viewerCanSeePortfolio'), a.label).toBe(false);
      const denied = await a.client.graphql(`{ portfolio { projects { name } } }`);
      expect(denied.errors?.[0]?.extensions?.code, a.label).toBe('FORBIDDEN');
    }
  });

  it("another organization's Client Admin sees only its own client: none of these projects, reports or actions", async () => {
    const p = await portfolio(w.outsider.client);
    expect(names(p)).toEqual(['Foreign']);
    expect(pick(p, 'actions.total')).toBe(0);
    expect(nonZero(pickList(p, 'bandCounts'))).toEqual([{ phase: 'fel2', band: 'Screening', projects: 1 }]);
  });
});
