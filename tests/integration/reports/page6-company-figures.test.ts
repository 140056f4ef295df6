import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { reports } from '../../../server/db/schema/index.ts';
import { quantile } from '../../../server/modules/outcomes/statistics.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { claimedProject } from '../../support/method3-reports.ts';
import { pick, pickString } from '../../support/pick.ts';
import { createProject } from '../../support/projects.ts';
import { figures } from '../../support/report-fixtures.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from './report-support.ts';

// Page 6 of a method 3 report (DOMAIN.md §3a): the company figure is the median of the other projects' latest
// signed-off reports from 5, with the interquartile range from 8, and never a mean, min or max; below 5 it
// reads "Not available: n of 5 signed-off reports".

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const BENCHMARKS = `query($key: ID!) { report(key: $key) { benchmarks { key company companySource companyProjects companyMin companyMax companyQ1 companyQ3 companyBasis classAverage classProjects } } }`;
type Row = {
  key: string;
  company: number | null;
  companySource: string;
  companyProjects: number;
  companyMin: number | null;
  companyMax: number | null;
  companyQ1: number | null;
  companyQ3: number | null;
  companyBasis: string;
  classAverage: number | null;
  classProjects: number;
};

/**
 * A method 3 report's page 6 composite row, in an organization with one signed-off report per index given (of a
 * project of the type given beside it; 'revamp', the report's own project's type, when none is).
 */
async function compositeWith(indices: readonly number[], types: readonly string[] = []): Promise<Row> {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  for (const [i, felIndex] of indices.entries()) {
    const project = await createProject(app.db, { org, owner: user, fel20: false, projectType: types[i] ?? 'revamp' });
    const at = new Date('2026-06-01T10:00:00Z');
    await app.db.insert(reports).values({
      projectId: project.id,
      phase: 'fel3',
      bankVersion: project.bankVersion,
      method: 3,
      snapshot: { felIndex },
      ...figures(felIndex),
      reviewState: 'signed_off',
      signedOffAt: at,
      createdAt: at,
      reviewRecord: { figures: { felIndex, areas: { site: felIndex / 3, eng: felIndex / 3, pep: felIndex / 3 } } },
    });
  }
  const { project } = await claimedProject(app, { org, owner: user, gateDate: '2099-03-01', entries: true });
  const api = await signIn(app, user);
  const key = pickString(await createReport(api, project.id, 'fel3'), 'key');
  const res = await api.graphql(BENCHMARKS, { key });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const row = (pick(res.data, 'report.benchmarks') as Row[]).find((b) => b.key === 'composite');
  if (!row) throw new Error('no composite row');
  return row;
}

const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

describe('page 6 company figures of a method 3 report', () => {
  it('4 signed-off reports: not available, no figure, no range', async () => {
    const row = await compositeWith([5.2, 6.1, 7.4, 8.3]);
    expect(row).toMatchObject({ company: null, companySource: 'none', companyProjects: 4, companyMin: null, companyMax: null, companyQ1: null, companyQ3: null });
    expect(row.companyBasis).toBe('Not available: 4 of 5 signed-off reports');
  });

  it('5 signed-off reports: the median, no interquartile range, never min or max', async () => {
    const indices = [5.2, 6.1, 7.4, 8.3, 9.9];
    const row = await compositeWith(indices);
    expect(row.company).toBe(round2(quantile(indices, 0.5)));
    expect(row).toMatchObject({ companySource: 'average', companyProjects: 5, companyMin: null, companyMax: null, companyQ1: null, companyQ3: null });
    expect(row.companyBasis).toBe('median of n = 5 signed-off reports');
  });

  it('8 signed-off reports: the median and the interquartile range', async () => {
    const indices = [4.1, 5.2, 6.1, 6.6, 7.4, 8.3, 9.9, 10.5];
    const row = await compositeWith(indices);
    const [q1, median, q3] = [0.25, 0.5, 0.75].map((p) => round2(quantile(indices, p)));
    expect(row).toMatchObject({ company: median, companyQ1: q1, companyQ3: q3, companyMin: null, companyMax: null, companyProjects: 8 });
    expect(row.companyBasis).toBe(`median of n = 8 signed-off reports, interquartile range ${q1?.toFixed(2)}–${q3?.toFixed(2)}`);
  });

  it('the class figure likewise: the median over the projects of this type, from 5; the others never count', async () => {
    const revamps = [5.2, 6.1, 7.4, 8.3];
    const others = [3.1, 3.3, 3.5, 3.9];
    const fewer = await compositeWith([...revamps, ...others], [...revamps.map(() => 'revamp'), ...others.map(() => 'expansion')]);
    expect(fewer).toMatchObject({ classAverage: null, classProjects: 4, companyProjects: 8 });
    const five = [...revamps, 9.9];
    const row = await compositeWith([...five, ...others], [...five.map(() => 'revamp'), ...others.map(() => 'expansion')]);
    expect(row).toMatchObject({ classAverage: round2(quantile(five, 0.5)), classProjects: 5, companyProjects: 9 });
    expect(row.company).toBe(round2(quantile([...five, ...others], 0.5)));
  });
});
