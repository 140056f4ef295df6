import type { Db } from '../../db/client.ts';
import type { ReviewState } from '../../db/schema/index.ts';
import type { ReviewMarkKind as MarkKindGql, ReviewState as ReviewStateGql } from '../../graphql/generated/resolvers.ts';
import { questionByCode } from '../questionnaire/bank/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { eligibleReviewers } from './review-eligibility.ts';
import { unmarked } from './review-figures.ts';
import { matchTypedNames, typedNames } from './typed-names.ts';
import { reviewState, type ReviewSubject } from './review.service.ts';

// A review as GraphQL shows it: the listed answers with their entries, comment, mark and scored level, and
// the figures with the marks so far (pending until sign-off).

const STATES: Record<ReviewState, ReviewStateGql> = { none: 'NONE', draft: 'DRAFT', submitted: 'SUBMITTED', returned: 'RETURNED', signed_off: 'SIGNED_OFF' };
const KINDS: Record<string, MarkKindGql> = { supports: 'SUPPORTS', supportsLevel: 'SUPPORTS_LEVEL', notSeen: 'NOT_SEEN', naAccepted: 'NA_ACCEPTED', naRejected: 'NA_REJECTED' };

export const reviewStateOf = (state: ReviewState): ReviewStateGql => STATES[state];

export async function reviewView(db: Db, s: ReviewSubject, today: string) {
  const [reviewer] = s.row.reviewerUserId ? await findUsersByIds(db, [s.row.reviewerUserId]) : [];
  const name = reviewer?.name ?? '';
  const { listed, figures } = reviewState(s, name, today);
  const marks = new Map(s.marks.map((m) => [m.questionCode, m]));
  const scored = new Map((figures?.questions ?? []).map((q) => [q.code, q.scored]));
  const codes = new Set([...listed.marks, ...listed.naDecisions]);
  const record = s.row.reviewRecord;
  const statement = record && typeof record.statement === 'string' ? record.statement : null;
  const waiting = s.row.reviewState === 'draft' || s.row.reviewState === 'returned';
  const typed = waiting ? await typedNames(db, { projectId: s.project.id, phase: s.row.phase }) : [];
  const subject = { organizationId: s.project.organizationId, projectId: s.project.id, ownerUserId: s.project.ownerUserId, phase: s.row.phase, preparerUserId: s.row.createdBy };
  const typedMatches = typed.length > 0 ? matchTypedNames(typed, await eligibleReviewers(db, subject)) : [];
  return {
    key: s.row.id,
    state: STATES[s.row.reviewState],
    projectName: s.project.name,
    phase: s.row.phase,
    preparedBy: s.row.createdByName,
    reviewer: reviewer?.name ?? null,
    submittedAt: s.row.submittedAt,
    signedOffAt: s.row.signedOffAt,
    statement,
    returnComments: s.row.returnComments,
    returnedAt: s.row.returnedAt,
    items: (s.input?.answers ?? [])
      .filter((a) => codes.has(a.code))
      .map((a) => {
        const q = questionByCode(a.code, s.input?.bankVersion);
        const m = marks.get(a.code);
        return {
          code: a.code,
          title: q?.title ?? a.code,
          weight: q?.weight ?? 0,
          claimed: a.level,
          na: a.na,
          naReason: a.naReason,
          comment: a.comment,
          entries: a.entries.map((e) => ({ number: e.number, revision: e.revision, revisionDate: e.revisionDate })),
          scored: scored.get(a.code) ?? null,
          mark: m ? { code: m.questionCode, kind: KINDS[m.kind] ?? 'SUPPORTS', level: m.level, markedAt: m.markedAt } : null,
        };
      }),
    unmarked: unmarked(listed, s.marks),
    figures: figures
      ? { felIndex: figures.felIndex, band: figures.band, gate: figures.gate, pendingReview: figures.pendingReview, verdict: figures.verdict, gateReasons: figures.gateReasons.map((r) => r.text) }
      : null,
    typedNames: typedMatches.map((t) => ({ name: t.name, typedAs: t.typedAs, match: t.match ? { key: t.match.id, name: t.match.name, email: t.match.email } : null })),
  };
}
