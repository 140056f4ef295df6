import { isLevel } from '../questionnaire/bank/index.ts';
import { type M3Answer, type M3Score, scorePhase3 } from '../scoring/method3.ts';
import { m3Answer, type ReviewInput, reviewQuestions } from './review-input.ts';
import type { ReviewMarkRow } from './review.queries.ts';

// The figures of a review: the submitted answers scored by method 3 with the reviewer's marks so far
// (pending until sign-off), and what the reviewer must mark.

export type Listed = { marks: readonly string[]; naDecisions: readonly string[] };

function markOf(row: ReviewMarkRow | undefined): M3Answer['review'] {
  if (!row) return null;
  if (row.kind === 'supports') return 'supports';
  if (row.kind === 'notSeen') return 'notSeen';
  if (row.kind === 'supportsLevel' && isLevel(row.level)) return { supportsLevel: row.level };
  return null;
}

function naReviewOf(row: ReviewMarkRow | undefined, reviewer: string): M3Answer['naReview'] {
  if (row?.kind === 'naAccepted') return { decision: 'accepted', reviewer };
  if (row?.kind === 'naRejected') return { decision: 'rejected', reviewer };
  return null;
}

/**
 * Scores the submitted answers with the marks given; `signOff` once signed off (else the figures are pending).
 * The levels given earlier in the phase are those frozen with the answers, and any in `earlierLevels`.
 */
export function reviewFigures(
  input: ReviewInput,
  marks: readonly ReviewMarkRow[],
  p: { reviewer: string; today: string; earlierLevels: ReadonlySet<string>; signOff: { reviewer: string; date: string } | null },
): { listed: Listed; score: M3Score } {
  const byCode = new Map(marks.map((m) => [m.questionCode, m]));
  const ctx = { phase: input.phase, questions: reviewQuestions(input), today: p.today, gateDate: input.gateDate, submittedOn: input.submittedOn, earlierLevels: new Set([...input.earlierLevels, ...p.earlierLevels]) };
  const unmarked = scorePhase3(
    input.answers.map((a) => m3Answer(a, null, null)),
    { ...ctx, signOff: null },
  );
  const score = scorePhase3(
    input.answers.map((a) => m3Answer(a, markOf(byCode.get(a.code)), naReviewOf(byCode.get(a.code), p.reviewer))),
    { ...ctx, signOff: p.signOff },
  );
  return { listed: unmarked.toReview, score };
}

/** The listed answers and N/A still without a mark. */
export function unmarked(listed: Listed, marks: readonly ReviewMarkRow[]): string[] {
  const has = new Map(marks.map((m) => [m.questionCode, m.kind]));
  const isNa = (k: string | undefined) => k === 'naAccepted' || k === 'naRejected';
  return [...listed.marks.filter((c) => !has.has(c) || isNa(has.get(c))), ...listed.naDecisions.filter((c) => !isNa(has.get(c)))];
}
