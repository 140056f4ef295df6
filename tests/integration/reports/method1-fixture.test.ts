import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '../../support/pick.ts';
import { METHOD1_LEGACY, savedMethod1Report } from '../../support/method1-fixture.ts';
import { projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// A report saved under method 1 (bank 2026.1) stays exactly as it was frozen: the fixture is a snapshot the
// product saved before method 2, and the legacy JSON it answered then (tests/fixtures/method1-report.*).

let app: TestApp;
let world: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await projectWorld(app);
});
afterAll(async () => app?.close());

const LEGACY = METHOD1_LEGACY;
const saved = () => savedMethod1Report(app, { org: world.org, owner: world.owner.user });

describe('a method 1 report saved before method 2', () => {
  it('answers the legacy JSON it answered when it was saved, PDRI-equivalent included', async () => {
    const { projectKey, reportKey, createdAt } = await saved();
    const res = await world.owner.client.get(`/api/project/${projectKey}/fel2report`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', report: { ...(LEGACY as object), key: reportKey, createdAt: createdAt.toISOString() } });
  });

  it('reads through GraphQL with its frozen figures and method 1 constants; method 2 fields stay empty', async () => {
    const { reportKey } = await saved();
    const res = await world.owner.client.graphql(
      `query($key: ID!) { report(key: $key) { bankVersion score { method felIndex absoluteIndex band gate pdriEquivalent targetIndex verdict conditions { code } gateBasis { readyBand } }
        method { method pdriBase pdriSpan redFlagCapBand rules disclaimer } trend { phase method felIndex } questions { code level scoredLevel } } }`,
      { key: reportKey },
    );
    expect(res.errors).toBeUndefined();
    expect(pick(res.data, 'report.bankVersion')).toBe('2026.1');
    expect(pick(res.data, 'report.score')).toMatchObject({
      method: 1,
      felIndex: pick(LEGACY, 'felIndex'),
      absoluteIndex: pick(LEGACY, 'absoluteIndex'),
      band: pick(LEGACY, 'band'),
      gate: pick(LEGACY, 'gate'),
      pdriEquivalent: pick(LEGACY, 'pdriEquivalent'),
      targetIndex: null,
      verdict: null,
      conditions: [],
    });
    expect(pick(res.data, 'report.method')).toMatchObject({ method: 1, pdriBase: 70, pdriSpan: 930, redFlagCapBand: 'Fair', rules: [], disclaimer: null });
    expect(pick(res.data, 'report.trend.0.method')).toBe(1);
  });

  it('the metrics CSV keeps its method 1 rows', async () => {
    const { reportKey } = await saved();
    const csv = await world.owner.client.get(`/api/report/${reportKey}/metrics/`);
    expect(csv.status).toBe(200);
    const text = String(csv.body.raw);
    expect(text).toContain(`PDRI-equivalent,${String(pick(LEGACY, 'pdriEquivalent'))}`);
    expect(text).toContain('Question bank version,2026.1');
  });
});
