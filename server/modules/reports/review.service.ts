import { z } from 'zod';
import { defineCommand, defineQuery, defineSignedInQuery, precondition } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { ReviewMarkKind } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ReviewRef } from '../../policies/permissions.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { findVisibleProject, projectRef, writable } from '../projects/project-access.ts';
import type { ProjectView } from '../projects/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { findProjectOfReport, findReportWithAuthor, listWaitingReviews } from '../read-models/index.ts';
import { refreezeSignedOff } from './report-signoff-v3.ts';
import { about } from '../../commands/operation.ts';
import { PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { earlierLevels } from './report-builder.ts';
import type { ReportWithAuthor } from './reports.queries.ts';
import { eligibleReviewers, isEligibleReviewer, type ReviewerCandidate } from './review-eligibility.ts';
import { type Listed, reviewFigures, unmarked } from './review-figures.ts';
import { countingEntriesChanged, readReviewInput, type ReviewInput, ReviewInputSchema } from './review-input.ts';
import { clearMarks, listMarks, type ReviewMarkRow, updateReview, upsertMark } from './review.queries.ts';
import { reviewRequestMail, reviewReturnedMail } from './review-mail.ts';
import { REPORT_NOT_FOUND } from './reports.service.ts';

// Method 3's independent review in the product (DOMAIN.md §3a): a draft report is submitted to a reviewer
// the server lists; the reviewer marks every listed answer and N/A (each mark saved at once, the figures
// recomputed and labelled pending), then signs off (freezing the review) or returns the draft with comments;
// a returned draft goes back to the same reviewer, keeping the marks whose answers gained no counting entry.

/** A report under review as its operations load it. */
export type ReviewSubject = { row: ReportWithAuthor; project: ProjectView; input: ReviewInput | null; marks: ReviewMarkRow[] };

const subjectOf = (s: ReviewSubject) => ({
  organizationId: s.project.organizationId,
  projectId: s.project.id,
  ownerUserId: s.project.ownerUserId,
  phase: s.row.phase,
  preparerUserId: s.row.createdBy,
});

const reviewRef = (s: ReviewSubject): ReviewRef => ({ organizationId: s.project.organizationId, reviewerUserId: s.row.reviewerUserId });

async function loadRow(db: Db, key: string): Promise<ReportWithAuthor> {
  const row = isKey(key) ? await findReportWithAuthor(db, key) : null;
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** The report for the one it was submitted to (who may not otherwise see the project), or for those who see the project. */
async function loadForReviewer(db: Db, key: string, viewer: Viewer, lock?: 'update'): Promise<ReviewSubject> {
  const row = await loadRow(db, key);
  const project = await findProjectOfReport(db, row.projectId);
  if (!project) throw notFound(REPORT_NOT_FOUND);
  // Another organization's report, not submitted to this viewer, does not exist for it.
  if (row.reviewerUserId !== viewer.userId) {
    await findVisibleProject(db, viewer, project.id).catch(() => {
      throw notFound(REPORT_NOT_FOUND);
    });
  }
  if (lock) await findVisibleProject(db, viewer, project.id, { lock }).catch(() => null);
  const input = row.reviewInput ? ReviewInputSchema.parse(row.reviewInput) : null;
  return { row, project: { ...project, viewerIsTeamMember: false }, input, marks: await listMarks(db, row.id) };
}

/** The report for those who see its project (the preparer's side). */
async function loadForPreparer(db: Db, key: string, viewer: Viewer, lock?: 'update'): Promise<ReviewSubject> {
  const row = await loadRow(db, key);
  const { project } = await findVisibleProject(db, viewer, row.projectId, { lock }).catch(() => {
    throw notFound(REPORT_NOT_FOUND);
  });
  const input = row.reviewInput ? ReviewInputSchema.parse(row.reviewInput) : null;
  return { row, project, input, marks: await listMarks(db, row.id) };
}

const NOT_A_DRAFT = 'Only a method 3 draft report goes to an independent reviewer: this report was made under an earlier method or is already signed off.';
const submittable = precondition<ReviewSubject>(
  'reviewDraft',
  (s) => s.row.reviewState === 'draft' || s.row.reviewState === 'returned',
  (s) => new AppError('CONFLICT', s.row.reviewState === 'submitted' ? 'This report is already with its reviewer.' : NOT_A_DRAFT),
);
const underReview = precondition<ReviewSubject>(
  'underReview',
  (s) => s.row.reviewState === 'submitted' && s.input !== null,
  (s) => new AppError('CONFLICT', s.row.reviewState === 'signed_off' ? 'This review is already signed off.' : 'This report is not waiting for your review.'),
);

/** Why a person is not offered as reviewer (the server's list decides; this says why a pick is refused). */
const NOT_ELIGIBLE = (name: string) =>
  `${name} cannot review this report: a reviewer is an active person of the organization or its CEL who is not the preparer, not the owner, never on the project team, has saved no answer of the phase, and is not an API token.`;

const ReportKey = z.object({ reportKey: str(100) });

/** The people the draft may be submitted to, as the server decides (DOMAIN.md §3a). */
export const reportReviewers = defineQuery({
  name: 'report.reviewers',
  input: ReportKey,
  action: 'report.submitReview',
  load: (_ctx, db, input, viewer) => loadForPreparer(db, input.reportKey, viewer),
  resource: (s) => projectRef(s.project),
  run: async (_ctx, db, { object }): Promise<ReviewerCandidate[]> => eligibleReviewers(db, subjectOf(object)),
});

/** Submits a draft (or a returned one) to a reviewer: the answers are frozen as they are now. */
export const submitReport = defineCommand({
  name: 'report.submit',
  input: z.object({ reportKey: str(100), reviewerKey: str(100) }),
  action: 'report.submitReview',
  load: (_ctx, db, input, viewer) => loadForPreparer(db, input.reportKey, viewer, 'update'),
  resource: (s) => projectRef(s.project),
  forbidden: 'You do not have permission to submit this report for review.',
  preconditions: [submittable, ...writable.map((rule) => about((s: ReviewSubject) => s.project, rule))],
  run: async (ctx, tx, { viewer, object: s, input }): Promise<ReviewSubject> => {
    const now = ctx.now();
    const [picked] = isKey(input.reviewerKey) ? await findUsersByIds(tx, [input.reviewerKey]) : [];
    const name = picked?.name ?? 'This person';
    if (s.row.reviewState === 'returned' && s.row.reviewerUserId && s.row.reviewerUserId !== input.reviewerKey) {
      const [same] = await findUsersByIds(tx, [s.row.reviewerUserId]);
      const message = `A returned draft goes back to the same reviewer, ${same?.name ?? 'who returned it'}.`;
      throw new AppError('BAD_INPUT', message, [{ field: 'reviewerKey', message }]);
    }
    if (!picked || !(await isEligibleReviewer(tx, subjectOf(s), picked.id))) {
      throw new AppError('BAD_INPUT', NOT_ELIGIBLE(name), [{ field: 'reviewerKey', message: NOT_ELIGIBLE(name) }]);
    }
    // Frozen with the answers: the levels given earlier in the phase (its answer history and earlier reports), so
    // the pending figures and the sign-off judge an N/A that replaced one (DOMAIN.md §3a).
    const read = await readReviewInput(tx, s.project, s.row.phase, now);
    const input3: ReviewInput = { ...read, earlierLevels: [...new Set([...read.earlierLevels, ...(await earlierLevels(tx, s.project.id, s.row.phase, ctx.log))])].sort() };
    const { score } = reviewFigures(input3, [], { reviewer: picked.name, today: input3.submittedOn, earlierLevels: new Set(), signOff: null });
    if (score.blockers.length > 0) {
      throw new AppError('CONFLICT', `The ${PHASE_LABELS[s.row.phase]} answers cannot go to review yet: ${score.blockers.map((b) => b.problem).join('; ')}.`);
    }
    // A resubmission keeps the marks, except where an entry that counts was added or revised, or N/A came or went.
    const before = new Map((s.input?.answers ?? []).map((a) => [a.code, a]));
    const judge = { phase: input3.phase, today: input3.submittedOn };
    const cleared = input3.answers
      .filter((a) => {
        const was = before.get(a.code);
        return countingEntriesChanged(was, a, judge) || (was !== undefined && was.na !== a.na);
      })
      .map((a) => a.code);
    await clearMarks(tx, s.row.id, cleared);
    await updateReview(tx, s.row.id, { reviewState: 'submitted', reviewerUserId: picked.id, submittedAt: now, reviewInput: input3, updatedAt: now });
    const url = `${ctx.config.publicUrl}/dashboard/reviews/${s.row.id}`;
    await ctx.mail.enqueue(tx, { kind: 'review-request', to: picked.email, ...reviewRequestMail({ name: picked.name, preparer: viewer.name, project: s.project.name, phase: PHASE_LABELS[s.row.phase], url }) });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: s.project.organizationId,
      action: 'report.submit',
      entityType: 'report',
      entityId: s.row.id,
      after: { reviewerUserId: picked.id, resubmission: s.row.reviewState === 'returned', clearedMarks: cleared },
      ip: ctx.meta.ip,
    });
    return { ...s, row: { ...s.row, reviewState: 'submitted', reviewerUserId: picked.id, submittedAt: now, reviewInput: input3 }, input: input3, marks: await listMarks(tx, s.row.id) };
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

/** The reports waiting for the viewer's review (the navigation's count and the "Reviews waiting" page). */
export const reviewsWaiting = defineSignedInQuery({
  name: 'report.reviewsWaiting',
  input: z.object({}),
  run: async (_ctx, db, { viewer }) => (viewer.apiToken ? { total: 0, nodes: [] } : listWaitingReviews(db, viewer.userId)),
});

/** The review screen: the submitted answers to mark, the marks so far and the pending figures. */
export const getReview = defineQuery<typeof ReportKey, 'report.review', ReviewSubject, ReviewSubject>({
  name: 'report.review',
  input: ReportKey,
  action: 'report.review',
  load: (_ctx, db, input, viewer): Promise<ReviewSubject> => loadForReviewer(db, input.reportKey, viewer),
  resource: reviewRef,
  forbidden: 'This report was not submitted to you for review.',
  run: async (_ctx, _db, { object }): Promise<ReviewSubject> => object,
});

const MARKS: Record<string, ReviewMarkKind> = { SUPPORTS: 'supports', SUPPORTS_LEVEL: 'supportsLevel', NOT_SEEN: 'notSeen', NA_ACCEPTED: 'naAccepted', NA_REJECTED: 'naRejected' };

/** The answers the reviewer must mark, and its figures now (pending). */
export function reviewState(s: ReviewSubject, reviewerName: string, today: string): { listed: Listed; figures: ReturnType<typeof reviewFigures>['score'] | null } {
  if (!s.input) return { listed: { marks: [], naDecisions: [] }, figures: null };
  const signOff = s.row.reviewState === 'signed_off' && s.row.signedOffAt ? { reviewer: reviewerName, date: s.row.signedOffAt.toISOString().slice(0, 10) } : null;
  const { listed, score } = reviewFigures(s.input, s.marks, { reviewer: reviewerName, today, earlierLevels: new Set(), signOff });
  return { listed, figures: score };
}

/** Marks one listed answer ("supports the claim", "supports level N", "not seen") or decides one listed N/A. Saved at once. */
const MarkInput = z.object({ reportKey: str(100), code: str(40), mark: z.enum(['SUPPORTS', 'SUPPORTS_LEVEL', 'NOT_SEEN', 'NA_ACCEPTED', 'NA_REJECTED']), level: z.number().int().min(1).max(4).nullish() });
export const markReview = defineCommand<typeof MarkInput, 'report.review', ReviewSubject, ReviewSubject>({
  name: 'report.mark',
  input: MarkInput,
  action: 'report.review',
  load: (_ctx, db, input, viewer): Promise<ReviewSubject> => loadForReviewer(db, input.reportKey, viewer, 'update'),
  resource: reviewRef,
  forbidden: 'This report was not submitted to you for review.',
  preconditions: [underReview],
  run: async (ctx, tx, { viewer, object: s, input }): Promise<ReviewSubject> => {
    const { listed } = reviewState(s, viewer.name, ctx.now().toISOString().slice(0, 10));
    const kind = MARKS[input.mark] ?? 'supports';
    const naKind = kind === 'naAccepted' || kind === 'naRejected';
    const claimed = s.input?.answers.find((a) => a.code === input.code);
    if (naKind ? !listed.naDecisions.includes(input.code) : !listed.marks.includes(input.code)) {
      const what = naKind ? 'an N/A on a High- or Medium-weight question' : 'a High- or Medium-weight answer scored 1–3';
      throw new AppError('BAD_INPUT', `${input.code} is not ${what} of this review.`, [{ field: 'code', message: `Not ${what}.` }]);
    }
    let level: number | null = null;
    if (kind === 'supportsLevel') {
      const claim = claimed?.level ?? 0;
      if (!input.level || input.level <= claim || input.level > 3) {
        throw new AppError('BAD_INPUT', `"Supports level N" takes a level worse than the claim (${claim}) and at most 3; use "not seen" for 4.`, [{ field: 'level', message: 'A level worse than the claim, at most 3.' }]);
      }
      level = input.level;
    }
    const now = ctx.now();
    await upsertMark(tx, { reportId: s.row.id, code: input.code, kind, level, by: viewer.userId, now });
    await updateReview(tx, s.row.id, { updatedAt: now });
    return { ...s, marks: await listMarks(tx, s.row.id) };
  },
});

/** A reviewer still eligible, or the refusal that says why not (checked again at sign-off). */
async function stillEligible(db: Db, s: ReviewSubject, viewer: Viewer): Promise<void> {
  if (!(await isEligibleReviewer(db, subjectOf(s), viewer.userId))) throw new AppError('FORBIDDEN', NOT_ELIGIBLE(viewer.name));
}

/** Signs the review off: every listed answer and N/A marked; the review and its figures are frozen on the report. */
const SignOffInput = z.object({ reportKey: str(100), statement: z.string().trim().min(20, 'Write the sign-off statement (at least 20 characters).').max(2000) });
export const signOffReview = defineCommand<typeof SignOffInput, 'report.review', ReviewSubject, ReviewSubject>({
  name: 'report.signOff',
  input: SignOffInput,
  action: 'report.review',
  load: (_ctx, db, input, viewer): Promise<ReviewSubject> => loadForReviewer(db, input.reportKey, viewer, 'update'),
  resource: reviewRef,
  forbidden: 'This report was not submitted to you for review.',
  preconditions: [underReview],
  run: async (ctx, tx, { viewer, object: s, input }): Promise<ReviewSubject> => {
    const now = ctx.now();
    const { listed } = reviewState(s, viewer.name, now.toISOString().slice(0, 10));
    const open = unmarked(listed, s.marks);
    if (open.length > 0) throw new AppError('CONFLICT', `Sign-off needs every listed answer and N/A marked: ${open.length} still open (${open.join(', ')}).`, [], { unmarked: open });
    await stillEligible(tx, s, viewer);
    const signed = { ...s, row: { ...s.row, reviewState: 'signed_off' as const, signedOffAt: now } };
    const { figures } = reviewState(signed, viewer.name, now.toISOString().slice(0, 10));
    const earlier = new Set([...(s.input?.earlierLevels ?? []), ...(await earlierLevels(tx, s.project.id, s.row.phase, ctx.log))]);
    const record = {
      reviewer: { key: viewer.userId, name: viewer.name, email: viewer.email },
      signedOffAt: now.toISOString(),
      submittedAt: s.row.submittedAt?.toISOString() ?? null,
      statement: input.statement,
      marks: s.marks.map((m) => ({ code: m.questionCode, kind: m.kind, level: m.level, at: m.markedAt.toISOString() })),
      earlierLevels: [...earlier],
      figures: figures
        ? {
            felIndex: figures.felIndex,
            areas: { site: figures.areas.site.index, eng: figures.areas.eng.index, pep: figures.areas.pep.index },
            band: figures.band,
            gate: figures.gate,
            verdict: figures.verdict,
            gateReasons: figures.gateReasons.map((r) => r.text),
            evidenceCoverage: figures.evidenceCoverage,
            pessimisticIndex: figures.pessimisticIndex,
          }
        : null,
    };
    const signedSnapshot = { ...s.row.snapshot, reviewedBy: viewer.name, reviewerIndependent: true };
    await updateReview(tx, s.row.id, { reviewState: 'signed_off', signedOffAt: now, reviewRecord: record, snapshot: signedSnapshot, updatedAt: now });
    // A method 3 report is frozen again with its review: the answers as submitted scored with every mark and the
    // sign-off (no longer "pending independent review"), page 6's outcome lines read again.
    const snapshot = (await refreezeSignedOff(tx, s.row.id)) ?? signedSnapshot;
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: s.project.organizationId, action: 'report.signOff', entityType: 'report', entityId: s.row.id, after: { marks: s.marks.length, gate: figures?.gate ?? null }, ip: ctx.meta.ip });
    return { ...signed, row: { ...signed.row, reviewRecord: record, snapshot } };
  },
});

/** Returns the draft to its preparer with comments; the marks stay for the resubmission. */
const ReturnInput = z.object({ reportKey: str(100), comments: z.string().trim().min(10, 'Say what to revise (at least 10 characters).').max(5000) });
export const returnReview = defineCommand<typeof ReturnInput, 'report.review', ReviewSubject, ReviewSubject>({
  name: 'report.return',
  input: ReturnInput,
  action: 'report.review',
  load: (_ctx, db, input, viewer): Promise<ReviewSubject> => loadForReviewer(db, input.reportKey, viewer, 'update'),
  resource: reviewRef,
  forbidden: 'This report was not submitted to you for review.',
  preconditions: [underReview],
  run: async (ctx, tx, { viewer, object: s, input }): Promise<ReviewSubject> => {
    const now = ctx.now();
    await updateReview(tx, s.row.id, { reviewState: 'returned', returnComments: input.comments, returnedAt: now, updatedAt: now });
    const [preparer] = s.row.createdBy ? await findUsersByIds(tx, [s.row.createdBy]) : [];
    if (preparer) {
      const url = `${ctx.config.publicUrl}/dashboard/${s.project.id}/report/${s.row.phase}`;
      await ctx.mail.enqueue(tx, { kind: 'review-returned', to: preparer.email, ...reviewReturnedMail({ name: preparer.name, reviewer: viewer.name, project: s.project.name, comments: input.comments, url }) });
    }
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: s.project.organizationId, action: 'report.return', entityType: 'report', entityId: s.row.id, after: { comments: input.comments }, ip: ctx.meta.ip });
    return { ...s, row: { ...s.row, reviewState: 'returned', returnComments: input.comments, returnedAt: now } };
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

export type { ServiceCtx };
