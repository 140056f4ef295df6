import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { reports } from '../../../server/db/schema/index.ts';
import { reportOutcomeLines } from '../../../server/modules/outcomes/index.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, type TestUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { claimedProject, closeProjects } from '../../support/method3-reports.ts';
import { reviewableProject } from '../../support/review-fixtures.ts';
import { MARK, REVIEW, reviewOk, SIGN_OFF, SUBMIT } from '../../support/review-api.ts';
import { refreezeSignedOff } from '../../../server/modules/reports/report-signoff-v3.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from './report-support.ts';

// Method 3 reports are scored by method 3 (issue 25's audit gap): the preview and every saved report of a bank
// 2026.3 project use scorePhase3, store method 3, read "pending independent review" until sign-off, and freeze
// page 6's outcome lines (DOMAIN.md §3b) so a later close-out never changes a saved report.

let app: TestApp;
let org: OrganizationRow;
let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  org = await createOrganization(app.db);
  user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
  api = await signIn(app, user);
});
afterAll(async () => app?.close());

const PHASE = 'fel3' as const;

const claimed = (p: { gateDate: string | null; entries: boolean }) => claimedProject(app, { org, owner: user, ...p });

const M3_FIELDS = `key score { method felIndex band gate verdict pendingReview gateReasons }
  questions { code level scoredLevel unsupported unsupportedReason reviewedTo entries { number revision revisionDate counts problem } }
  method { method rules }
  outcomeLines { enough heading lines { band n median marked text } indicative notes text }`;

async function preview(projectKey: string): Promise<unknown> {
  const res = await api.graphql(`query($key: ID!, $phase: Phase!) { project(key: $key) { report(phase: $phase) { blocker preview { ${M3_FIELDS} } } } }`, { key: projectKey, phase: PHASE });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(pick(res.data, 'project.report.blocker')).toBeNull();
  return pick(res.data, 'project.report.preview');
}

const reportOf = async (key: string) => {
  const res = await api.graphql(`query($key: ID!) { report(key: $key) { ${M3_FIELDS} } }`, { key });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return pick(res.data, 'report');
};

const scoredLevels = (report: unknown) => (pick(report, 'questions') as { scoredLevel: number }[]).map((q) => q.scoredLevel);

describe('a method 3 report', () => {
  it('is scored by method 3: "." evidence scores 4 everywhere, Not ready, in the preview and the saved report; the row says method 3', async () => {
    const { project, questions } = await claimed({ gateDate: '2099-03-01', entries: false });
    const shown = await preview(project.id);
    expect(pick(shown, 'score.method')).toBe(3);
    expect(scoredLevels(shown)).toEqual(questions.map(() => 4));
    expect(pick(shown, 'score.gate')).toBe('Not ready');
    expect(pick(shown, 'questions.0.unsupportedReason')).toBe('no register entry linked');

    const saved = await createReport(api, project.id, PHASE, 'method 3');
    const key = pickString(saved, 'key');
    const again = await reportOf(key);
    expect(pick(again, 'score.method')).toBe(3);
    expect(pick(again, 'method.method')).toBe(3);
    expect(scoredLevels(again)).toEqual(questions.map(() => 4));
    expect(pick(again, 'score.gate')).toBe('Not ready');
    expect(pick(again, 'score.felIndex')).toBe(12);
    const [row] = await app.db.select().from(reports).where(eq(reports.id, key));
    expect(row?.method).toBe(3);
    expect(row?.felIndex).toBe(12);

    // The portfolio counts method 3 reports: the project is not "No report".
    const portfolio = await api.graphql(`{ portfolio { projects { key fel3 { felIndex band gate } latest { phase } } } }`);
    const listed = (pick(portfolio.data, 'portfolio.projects') as { key: string }[]).find((x) => x.key === project.id);
    expect(listed).toEqual({ key: project.id, fel3: { felIndex: 12, band: 'Screening', gate: 'Not ready' }, latest: { phase: 'fel3' } });
  });

  it('with counting register entries and a gate date: Ready pending independent review; without a gate date: Not ready', async () => {
    const ready = await claimed({ gateDate: '2099-03-01', entries: true });
    const shown = await preview(ready.project.id);
    expect(pick(shown, 'score.method')).toBe(3);
    expect(scoredLevels(shown)).toEqual(ready.questions.map(() => 1));
    expect(pick(shown, 'score.gate')).toBe('Ready');
    expect(pick(shown, 'score.pendingReview')).toBe(true);
    expect(pickString(shown, 'score.verdict')).toContain('Ready (pending independent review)');
    expect(pick(shown, 'questions.0.entries')).toEqual([{ number: 'DOC-2000', revision: 'A', revisionDate: '2026-01-15', counts: true, problem: null }]);
    const saved = await createReport(api, ready.project.id, PHASE);
    expect(pick(saved, 'score.gate')).toBe('Ready');
    expect(pick(saved, 'score.pendingReview')).toBe(true);

    const undated = await claimed({ gateDate: null, entries: true });
    const noDate = await preview(undated.project.id);
    expect(pick(noDate, 'score.gate')).toBe('Not ready');
    expect(pick(noDate, 'score.gateReasons')).toContain('no planned gate date (required for any outcome better than Not ready)');
  });

  it("freezes page 6's outcome lines: a later close-out does not change the saved report", async () => {
    const own = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: own });
    const client = await signIn(app, owner);
    await closeProjects(app, { org: own, owner, indices: [3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7, 3.8] });

    const { project } = await claimedProject(app, { org: own, owner, gateDate: '2099-03-01', entries: true, prefix: 'OWN' });

    const expected = await reportOutcomeLines(app.db, { organizationId: own.id, method: 3, phase: PHASE, felIndex: 3, band: 'Best Practical', capped: false });
    expect(expected.enough).toBe(true);
    const res = await client.graphql(`mutation($input: CreateReportInput!) { createReport(input: $input) { report { ${M3_FIELDS} } errors { message } } }`, { input: { projectKey: project.id, phase: PHASE } });
    expect(pick(res.data, 'createReport.errors')).toEqual([]);
    const saved = pick(res.data, 'createReport.report');
    const frozen = pick(saved, 'outcomeLines');
    expect(frozen).toEqual({ enough: true, heading: expected.heading, lines: expected.lines, indicative: expected.indicative, notes: expected.notes, text: expected.text });
    expect(pick(frozen, 'lines.0.marked')).toBe(true);

    // More closed projects later: the organization's lines change, the saved report's do not.
    await closeProjects(app, { org: own, owner, indices: [3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 7.5, 7.6, 7.7, 7.8, 7.9, 8.0] });
    const now = await reportOutcomeLines(app.db, { organizationId: own.id, method: 3, phase: PHASE, felIndex: 3, band: 'Best Practical', capped: false });
    expect(now.text).not.toEqual(expected.text);
    const reread = await client.graphql(`query($key: ID!) { report(key: $key) { outcomeLines { text } } }`, { key: pickString(saved, 'key') });
    expect(pick(reread.data, 'report.outcomeLines.text')).toEqual(expected.text);
  });
});

describe('the sign-off re-freeze', () => {
  it('scores the submitted answers with the marks and the sign-off: no longer pending, "reviewed to N", the reviewer on the method page', async () => {
    const reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Rhea Reviewer' });
    const project = await reviewableProject(app, { org, owner: user });
    const key = pickString(await createReport(api, project.id, PHASE), 'key');
    expect(pick(await reportOf(key), 'score.pendingReview')).toBe(true);
    await reviewOk(api, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const rev = await signIn(app, reviewer);
    const items = pick((await rev.graphql(REVIEW, { key })).data, 'reportReview.items') as { code: string; na: boolean; claimed: number | null }[];
    const lowered = items.find((i) => !i.na && (i.claimed ?? 4) <= 2);
    if (!lowered) throw new Error('fixture has no level 1-2 claim');
    for (const item of items) {
      const mark = item.na ? { mark: 'NA_ACCEPTED' } : item.code === lowered.code ? { mark: 'SUPPORTS_LEVEL', level: 3 } : { mark: 'SUPPORTS' };
      await reviewOk(rev, MARK, { reportKey: key, code: item.code, ...mark });
    }
    await reviewOk(rev, SIGN_OFF, { reportKey: key, statement: 'Every listed answer checked against its documents.' });

    const frozen = await refreezeSignedOff(app.db, key);
    expect(frozen?.score.review?.reviewer).toBe('Rhea Reviewer');
    const report = await reportOf(key);
    expect(pick(report, 'score.pendingReview')).toBe(false);
    expect(pickString(report, 'score.verdict')).not.toContain('pending independent review');
    const question = (pick(report, 'questions') as { code: string; reviewedTo: number | null; scoredLevel: number | null }[]).find((q) => q.code === lowered.code);
    expect(question).toMatchObject({ reviewedTo: 3, scoredLevel: 3 });
    expect((pick(report, 'method.rules') as string[]).at(-1)).toMatch(/^Self-assessed by the project team; reviewed by Rhea Reviewer on /);
    const [row] = await app.db.select().from(reports).where(eq(reports.id, key));
    expect(row?.felIndex).toBe(frozen?.felIndex);
  });
});
