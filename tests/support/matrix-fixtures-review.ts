import { eq } from 'drizzle-orm';
import { reports, type ReviewState, reviewMarks, teamMembers } from '../../server/db/schema/index.ts';
import { reviewFigures } from '../../server/modules/reports/review-figures.ts';
import { readReviewInput } from '../../server/modules/reports/review-input.ts';
import type { Call, Fixture, Prepared, Subject } from './matrix-fixtures.ts';
import type { Caller, Side, World } from './matrix-world.ts';
import { reviewableProject } from './review-fixtures.ts';

// The matrix's fixtures of the independent review (schema/reviews.graphql): each cell gets a method 3 report
// of its own on a new project of the side, owned and prepared by fresh users (so the caller is neither), in
// the state its call needs, submitted to the caller where the call is the reviewer's.

const gql = (graphql: string, variables: Record<string, unknown> = {}): Call => ({ graphql, variables });
const ERRORS = '{ errors { message code } }';
const mutation = (field: string, type: string) => `mutation M($input: ${type}!) { ${field}(input: $input) ${ERRORS} }`;
let counter = 0;

type ReviewReport = { key: string; projectId: string; ownerUserId: string; name: string; firstListed: string };

/** A report of a new, fully answered method 3 project of the side, in a review state, submitted to `reviewerId` when given. */
async function reviewReport(w: World, side: Side, p: { state: ReviewState; reviewerId?: string; allMarked?: boolean }): Promise<ReviewReport> {
  const s = w.scenes[side];
  const [owner, preparer] = [await w.freshUser(side), await w.freshUser(side)];
  const name = `Project ${s.marker} review ${++counter}`;
  const project = await reviewableProject(w.app, { org: s.org, owner, name });
  await w.app.db.insert(teamMembers).values({ projectId: project.id, phase: 'fel3', name: 'Member fel3', email: 'existing@example.com' });
  const [saved] = await w.app.db.select().from(reports).where(eq(reports.id, s.report.key));
  if (!saved) throw new Error('the side has no report to copy');
  const now = new Date();
  const input = await readReviewInput(w.app.db, { ...project, viewerIsTeamMember: false }, 'fel3', now);
  const submitted = p.state === 'submitted';
  const { id: _id, ...copy } = saved;
  const [row] = await w.app.db
    .insert(reports)
    .values({ ...copy, projectId: project.id, phase: 'fel3', bankVersion: project.bankVersion, method: 3, createdBy: preparer.id, reviewState: p.state, reviewerUserId: p.reviewerId ?? null, submittedAt: submitted ? now : null, reviewInput: submitted ? input : null })
    .returning();
  if (!row) throw new Error('report not inserted');
  const { listed } = reviewFigures(input, [], { reviewer: '', today: now.toISOString().slice(0, 10), earlierLevels: new Set(), signOff: null });
  if (p.allMarked) {
    const marks = [...listed.marks.map((code) => ({ code, kind: 'supports' as const })), ...listed.naDecisions.map((code) => ({ code, kind: 'naAccepted' as const }))];
    await w.app.db.insert(reviewMarks).values(marks.map((m) => ({ reportId: row.id, questionCode: m.code, kind: m.kind })));
  }
  return { key: row.id, projectId: project.id, ownerUserId: owner.id, name, firstListed: listed.marks[0] ?? '' };
}

const onProjectOf = (w: World, side: Side, r: ReviewReport): Subject => ({
  organizationId: w.scenes[side].org.id,
  project: { ownerUserId: r.ownerUserId, teamEmails: ['existing@example.com'] },
});

/** The reviewer of a cell: the caller when it is a person, else a fresh person of the side (a token is never one). */
const reviewerOf = async (w: World, side: Side, caller: Caller): Promise<string> => caller.user?.id ?? (await w.freshUser(side)).id;

/** A call the reviewer makes on a report submitted to the caller (subject: the review's organization and reviewer). */
const asReviewer =
  (call: (r: ReviewReport) => Call, options: { allMarked?: boolean; shows?: boolean } = {}): Fixture['prepare'] =>
  async (w, side, caller): Promise<Prepared> => {
    const reviewerId = await reviewerOf(w, side, caller);
    const r = await reviewReport(w, side, { state: 'submitted', reviewerId, allMarked: options.allMarked });
    return {
      call: call(r),
      subject: { organizationId: w.scenes[side].org.id, userId: reviewerId },
      ...(options.shows ? { shows: r.name } : {}),
      snapshot: () => w.rows({ project: r.projectId }),
    };
  };

export const REVIEW_FIXTURES: Record<string, Fixture> = {
  reportReviewers: {
    prepare: async (w, side) => {
      const r = await reviewReport(w, side, { state: 'draft' });
      // The side's Client Admin is eligible, and named with the side's marker.
      return { call: gql('query($key: ID!) { reportReviewers(reportKey: $key) { name } }', { key: r.key }), subject: onProjectOf(w, side, r), shows: w.scenes[side].marker };
    },
  },
  submitReportForReview: {
    prepare: async (w, side) => {
      const r = await reviewReport(w, side, { state: 'draft' });
      const reviewer = await w.freshUser(side);
      return {
        call: gql(mutation('submitReportForReview', 'SubmitReportInput'), { input: { reportKey: r.key, reviewerKey: reviewer.id } }),
        subject: onProjectOf(w, side, r),
        snapshot: () => w.rows({ project: r.projectId }),
      };
    },
  },
  companyFigures: { prepare: async (w, side) => ({ call: gql('{ companyFigures(phase: fel3) { signedOffReports } }'), subject: { organizationId: w.scenes[side].org.id } }), gateOnActive: true },
  reviewsWaiting: { prepare: async (w, side) => ({ call: gql('{ reviewsWaiting { total nodes { projectName } } }'), subject: { organizationId: w.scenes[side].org.id } }) },
  reportReview: { prepare: asReviewer((r) => gql('query($key: ID!) { reportReview(reportKey: $key) { projectName } }', { key: r.key }), { shows: true }) },
  markReview: { prepare: asReviewer((r) => gql(mutation('markReview', 'MarkReviewInput'), { input: { reportKey: r.key, code: r.firstListed, mark: 'SUPPORTS' } })) },
  signOffReview: {
    prepare: asReviewer((r) => gql(mutation('signOffReview', 'SignOffReviewInput'), { input: { reportKey: r.key, statement: 'Signed off by the authorization matrix.' } }), { allMarked: true }),
  },
  returnReview: { prepare: asReviewer((r) => gql(mutation('returnReview', 'ReturnReviewInput'), { input: { reportKey: r.key, comments: 'Returned by the authorization matrix.' } })) },
};
