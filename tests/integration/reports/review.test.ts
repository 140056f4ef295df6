import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import { and, eq } from 'drizzle-orm';
import { answerHistory, answers, deliverables, reports, users } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, type TestUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { addToTeam } from '../../support/projects.ts';
import { linkCountingEntry, naQuestion, reviewableProject } from '../../support/review-fixtures.ts';
import { MARK, RETURN, REVIEW, REVIEWERS, reviewCall, reviewOk, SIGN_OFF, SUBMIT, WAITING } from '../../support/review-api.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from './report-support.ts';
import { figures } from '../../support/report-fixtures.ts';

// Method 3's independent review in the product (DOMAIN.md §3a): a report is born a draft, goes to a reviewer
// the server lists (never the preparer, the owner, a team member or an API token), is marked answer by answer
// with the figures recomputed and pending, returned, resubmitted to the same reviewer keeping its marks (but
// the one whose answer gained a counting entry), and signed off once everything listed is marked.

let app: TestApp;
let org: OrganizationRow;
let preparer: TestUser;
let owner: TestUser;
let reviewer: TestUser;
let teamMate: TestUser;
let principalId: string;
let stranger: TestUser;
let prep: ApiClient;
let rev: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  org = await createOrganization(app.db);
  preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pat Preparer' });
  owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Olly Owner' });
  reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Rita Reviewer' });
  teamMate = await createUser(app.db, { role: ROLE.POWER_USER, org, name: 'Tom Teammate' });
  const [principal] = await app.db.insert(users).values({ organizationId: org.id, name: 'API: integration', email: `principal-${Date.now()}@tokens.example`, userType: ROLE.SUPER_USER, servicePrincipal: true }).returning();
  principalId = principal?.id ?? '';
  stranger = await createUser(app.db, { role: ROLE.SUPER_USER, org: await createOrganization(app.db), name: 'Sam Stranger' });
  prep = await signIn(app, preparer);
  rev = await signIn(app, reviewer);
});
afterAll(async () => app?.close());

async function draft(): Promise<{ key: string; projectId: string }> {
  const project = await reviewableProject(app, { org, owner });
  await addToTeam(app.db, project, teamMate, 'fel3');
  const report = await createReport(prep, project.id, 'fel3', 'Draft for review', { reviewedBy: 'Typed Name' });
  return { key: pickString(report, 'key'), projectId: project.id };
}

describe('independent review', () => {
  it('a method 3 report is born a draft; the server lists its reviewers and refuses the others', async () => {
    const { key } = await draft();
    const report = await prep.graphql('query($key: ID!) { report(key: $key) { reviewState reviewedBy review { state } } }', { key });
    expect(pick(report.data, 'report')).toEqual({ reviewState: 'DRAFT', reviewedBy: null, review: { state: 'DRAFT' } });
    // A draft joins no company average of method 2.
    const [row] = await app.db.select({ method: reports.method, state: reports.reviewState }).from(reports).where(eq(reports.id, key));
    expect(row).toEqual({ method: 3, state: 'draft' });

    const listed = await prep.graphql(REVIEWERS, { key });
    const keys = (pick(listed.data, 'reportReviewers') as { key: string }[]).map((c) => c.key);
    expect(keys).toContain(reviewer.id);
    for (const refused of [preparer.id, owner.id, teamMate.id, principalId]) expect(keys).not.toContain(refused);

    for (const refused of [preparer.id, owner.id, teamMate.id, principalId, stranger.id]) {
      const { errors } = await reviewCall(prep, SUBMIT, { reportKey: key, reviewerKey: refused });
      expect(errors[0]?.code, refused).toBe('BAD_INPUT');
      expect(errors[0]?.message).toMatch(/cannot review this report/);
    }
    // Nobody but the reviewer may open or mark it; another organization does not see it.
    const outsider = await signIn(app, stranger);
    expect(pick((await outsider.graphql(REVIEWERS, { key })).errors, '0.extensions.code')).toBe('NOT_FOUND');
    expect(pick((await outsider.graphql(REVIEW, { key })).data, 'reportReview')).toBeNull();
  });

  it('submit, mark (figures pending and worse), return, resubmit keeping marks but the revised one, sign off', async () => {
    const { key, projectId } = await draft();
    const submitted = await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    expect(pick(submitted, 'state')).toBe('SUBMITTED');
    const mail = await app.mailbox.waitFor(reviewer.email, (m) => m.subject.startsWith('Review waiting'));
    expect(mail.text).toContain(`/reviews/${key}`);
    expect(pick((await rev.graphql(WAITING)).data, 'reviewsWaiting.total')).toBe(1);

    const screen = pick((await rev.graphql(REVIEW, { key })).data, 'reportReview');
    const items = pick(screen, 'items') as { code: string; claimed: number | null; na: boolean; weight: number }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((i) => i.weight >= 2)).toBe(true);
    const na = naQuestion('fel3')?.code;
    expect(items.some((i) => i.na && i.code === na)).toBe(true);
    const before = pick(screen, 'figures.felIndex') as number;
    expect(pick(screen, 'figures.pendingReview')).toBe(true);

    const claims = items.filter((i) => !i.na && i.claimed !== null);
    const [notSeen, lowered, ...rest] = [...claims.filter((i) => (i.claimed ?? 4) <= 2), ...claims.filter((i) => i.claimed === 3)];
    if (!notSeen || !lowered) throw new Error('fixture has too few claims');
    const afterNotSeen = await reviewOk(rev, MARK, { reportKey: key, code: notSeen.code, mark: 'NOT_SEEN' });
    expect(pick(afterNotSeen, 'figures.felIndex')).toBeGreaterThan(before);
    const level = Math.min(3, (lowered.claimed ?? 1) + 1);
    const afterLowered = await reviewOk(rev, MARK, { reportKey: key, code: lowered.code, mark: 'SUPPORTS_LEVEL', level });
    expect(pick(afterLowered, 'figures.pendingReview')).toBe(true);

    // Refusals: a level no worse than the claim, an answer not listed, someone else marking, sign-off with marks open.
    expect((await reviewCall(rev, MARK, { reportKey: key, code: lowered.code, mark: 'SUPPORTS_LEVEL', level: lowered.claimed })).errors[0]?.code).toBe('BAD_INPUT');
    expect((await reviewCall(rev, MARK, { reportKey: key, code: 'NOPE-1', mark: 'SUPPORTS' })).errors[0]?.code).toBe('BAD_INPUT');
    expect((await reviewCall(prep, MARK, { reportKey: key, code: lowered.code, mark: 'SUPPORTS' })).errors[0]?.code).toBe('FORBIDDEN');
    const early = await reviewCall(rev, SIGN_OFF, { reportKey: key, statement: 'I have reviewed every listed answer.' });
    expect(early.errors[0]?.code).toBe('CONFLICT');

    // Return; the preparer hears of it and adds a counting entry to the "not seen" answer.
    expect(pick(await reviewOk(rev, RETURN, { reportKey: key, comments: 'Show the P&ID revision for the not seen answer.' }), 'state')).toBe('RETURNED');
    await app.mailbox.waitFor(preparer.email, (m) => m.subject.startsWith('Review returned'));
    await linkCountingEntry(app, { projectId, phase: 'fel3', code: notSeen.code, number: 'PID-2001', revision: 'B' });
    const other = await createUser(app.db, { role: ROLE.USER, org, name: 'Another Reviewer' });
    expect((await reviewCall(prep, SUBMIT, { reportKey: key, reviewerKey: other.id })).errors[0]?.message).toMatch(/same reviewer, Rita Reviewer/);
    const again = await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const marked = (pick(again, 'items') as { code: string; mark: { kind: string } | null }[]).filter((i) => i.mark).map((i) => [i.code, i.mark?.kind]);
    expect(marked).toEqual([[lowered.code, 'SUPPORTS_LEVEL']]);

    // Mark everything else (the N/A rejected), then sign off.
    for (const item of [notSeen, ...rest]) await reviewOk(rev, MARK, { reportKey: key, code: item.code, mark: 'SUPPORTS' });
    if (na) await reviewOk(rev, MARK, { reportKey: key, code: na, mark: 'NA_REJECTED' });
    const signed = await reviewOk(rev, SIGN_OFF, { reportKey: key, statement: 'I have reviewed every listed answer against its documents.' });
    expect(pick(signed, 'state')).toBe('SIGNED_OFF');
    expect(pick(signed, 'unmarked')).toEqual([]);
    expect(pick(signed, 'figures.pendingReview')).toBe(false);
    const report = await prep.graphql('query($key: ID!) { report(key: $key) { reviewState reviewedBy reviewerIndependent } }', { key });
    expect(pick(report.data, 'report')).toEqual({ reviewState: 'SIGNED_OFF', reviewedBy: 'Rita Reviewer', reviewerIndependent: true });
    expect(pick((await rev.graphql(WAITING)).data, 'reviewsWaiting.total')).toBe(0);
    expect((await reviewCall(rev, MARK, { reportKey: key, code: notSeen.code, mark: 'NOT_SEEN' })).errors[0]?.code).toBe('CONFLICT');
  });

  it('a resubmission clears a mark only where an entry that counts was added or revised', async () => {
    const { key, projectId } = await draft();
    await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const items = pick(pick((await rev.graphql(REVIEW, { key })).data, 'reportReview'), 'items') as { code: string; na: boolean; entries: { number: string }[] }[];
    const withEntry = items.filter((i) => !i.na && i.entries.length > 0);
    const [noDigit, future, recased, revised] = withEntry;
    if (!noDigit || !future || !recased || !revised) throw new Error('fixture has too few answers with entries');
    for (const item of [noDigit, future, recased, revised]) await reviewOk(rev, MARK, { reportKey: key, code: item.code, mark: 'SUPPORTS' });
    await reviewOk(rev, RETURN, { reportKey: key, comments: 'Bring the documents up to date, please.' });

    // Entries that do not count (no digit in the number, a revision dated in the future) and an edit of letter
    // case and whitespace keep the marks; a real new revision of a linked entry clears its answer's mark.
    await linkCountingEntry(app, { projectId, phase: 'fel3', code: noDigit.code, number: 'MEMO', revision: 'A' });
    await linkCountingEntry(app, { projectId, phase: 'fel3', code: future.code, number: 'CALC-9001', revisionDate: '2099-01-01' });
    const entryOf = (item: { entries: { number: string }[] }) => and(eq(deliverables.projectId, projectId), eq(deliverables.number, item.entries[0]?.number ?? ''));
    await app.db.update(deliverables).set({ revision: ' a ' }).where(entryOf(recased));
    await app.db.update(deliverables).set({ revision: 'B', revisionDate: '2026-02-01' }).where(entryOf(revised));

    const again = await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const marked = (pick(again, 'items') as { code: string; mark: { kind: string } | null }[]).filter((i) => i.mark).map((i) => i.code);
    expect(marked.sort()).toEqual([noDigit.code, future.code, recased.code].sort());
  });

  it('the pending figures count an N/A that replaced a level given earlier in the phase (its answer history)', async () => {
    const { key, projectId } = await draft();
    const na = naQuestion('fel3');
    if (!na) throw new Error('no N/A question in the bank');
    const content = { level: 2, na: false, naReason: '', naApprover: '', comment: '', evidence: '', evidenceCopied: false, revisit: false, revisitReason: '', actionText: '', actionOwner: '', actionDue: null, actionStatus: 'open' as const };
    await app.db.insert(answerHistory).values({ projectId, phase: 'fel3', questionCode: na.code, version: 1, kind: 'save', changed: ['level'], content, changedBy: preparer.id, changedAt: new Date('2026-01-10T09:00:00Z') });
    await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const reasons = pick(pick((await rev.graphql(REVIEW, { key })).data, 'reportReview'), 'figures.gateReasons') as string[];
    expect(reasons).toContain('1 N/A answer replacing a level given earlier in this phase');
  });

  it('a typed N/A approver of method 2 is offered as the listed person of that name, or asks to pick one', async () => {
    const { key, projectId } = await draft();
    const na = naQuestion('fel3')?.code ?? '';
    const typed = async (name: string) => {
      await app.db.update(answers).set({ naApprover: name }).where(and(eq(answers.projectId, projectId), eq(answers.questionCode, na)));
      const res = await prep.graphql('query($key: ID!) { report(key: $key) { review { typedNames { name typedAs match { key } } } } }', { key });
      return pick(res.data, 'report.review.typedNames');
    };
    expect(await typed('Quentin Nobody')).toEqual([{ name: 'Quentin Nobody', typedAs: `approver of the N/A on ${na}`, match: null }]);
    expect(await typed(' rita  REVIEWER ')).toEqual([{ name: 'rita  REVIEWER', typedAs: `approver of the N/A on ${na}`, match: { key: reviewer.id } }]);
    // A team member's name is never offered: the server lists only who may review.
    expect(await typed('Tom Teammate')).toEqual([{ name: 'Tom Teammate', typedAs: `approver of the N/A on ${na}`, match: null }]);
    await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    expect(await typed('Rita Reviewer')).toEqual([]);
  });

  it('a typed reviewer of an earlier method 2 report is offered as the listed person of that name, or asks to pick one', async () => {
    const { key, projectId } = await draft();
    const TYPED = 'query($key: ID!) { report(key: $key) { review { typedNames { name typedAs match { key } } } } }';
    const earlierReport = async (reviewedBy: string) =>
      app.db.insert(reports).values({ projectId, phase: 'fel3', bankVersion: '2026.2', method: 2, snapshot: { version: 2, reviewedBy }, ...figures(6), createdAt: new Date('2026-01-10T09:00:00Z') });
    await earlierReport(' rita  REVIEWER ');
    const first = pick((await prep.graphql(TYPED, { key })).data, 'report.review.typedNames');
    expect(first).toEqual([{ name: 'rita  REVIEWER', typedAs: 'reviewer of an earlier report', match: { key: reviewer.id } }]);
    // A name that is no one the server lists (here a team member's) is not offered: the banner asks to pick one.
    await earlierReport('Tom Teammate');
    const both = pick((await prep.graphql(TYPED, { key })).data, 'report.review.typedNames') as { name: string; match: unknown }[];
    expect(both.find((n) => n.name === 'Tom Teammate')).toEqual({ name: 'Tom Teammate', typedAs: 'reviewer of an earlier report', match: null });
  });

  it('legacy: POST {type}report/create/ of a method 3 project yields an unsubmitted draft, and its JSON says so', async () => {
    const project = await reviewableProject(app, { org, owner });
    const created = await prep.post(`/api/project/${project.id}/fel3report/create/`, { notes: 'Legacy draft', reviewedBy: 'Typed Name' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(pick(created.body, 'report')).toMatchObject({ saved: true, reviewState: 'draft', draft: true, submitted: false, reviewedBy: null, draftNotice: 'Draft — not independently reviewed — not a gate recommendation' });
    const got = await prep.get(`/api/project/${project.id}/fel3report`);
    expect(pick(got.body, 'report')).toMatchObject({ key: pick(created.body, 'key'), reviewState: 'draft', draft: true });
  });

  it('eligibility is checked again at sign-off: a reviewer put on the team since cannot sign off', async () => {
    const { key, projectId } = await draft();
    await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const screen = pick((await rev.graphql(REVIEW, { key })).data, 'reportReview');
    for (const item of pick(screen, 'items') as { code: string; na: boolean }[]) {
      await reviewOk(rev, MARK, { reportKey: key, code: item.code, mark: item.na ? 'NA_ACCEPTED' : 'SUPPORTS' });
    }
    await addToTeam(app.db, { id: projectId }, reviewer, 'fel3');
    const refused = await reviewCall(rev, SIGN_OFF, { reportKey: key, statement: 'I have reviewed every listed answer against its documents.' });
    expect(refused.errors[0]?.code).toBe('FORBIDDEN');
    expect(refused.errors[0]?.message).toMatch(/cannot review this report/);
  });
});
