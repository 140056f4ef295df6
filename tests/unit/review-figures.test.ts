import { describe, expect, it } from 'vitest';
import { METHOD3_BANK_VERSION, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { reviewFigures } from '../../server/modules/reports/review-figures.ts';
import type { FrozenAnswer, ReviewInput } from '../../server/modules/reports/review-input.ts';
import type { ReviewMarkRow } from '../../server/modules/reports/review.queries.ts';

// The pending figures of a review (what the reviewer sees before sign-off) account for the levels given
// earlier in the phase (DOMAIN.md §3a): an N/A on a question that had a level is at best "Ready with conditions".

const questions = questionsFor('fel3', METHOD3_BANK_VERSION);
const naCode = questions.find((q) => q.weight === 2 && q.naAllowed && !q.gateCritical)?.code ?? '';
const entry = { number: 'DOC-001', revision: 'A', revisionDate: '2026-03-01', copied: null };
const frozen = (code: string): FrozenAnswer => ({
  code,
  level: code === naCode ? null : 1,
  na: code === naCode,
  naReason: code === naCode ? 'No new utilities are needed: the unit runs on the existing headers.' : '',
  comment: '',
  revisit: false,
  entries: code === naCode ? [] : [entry],
  levelCopiedAt: null,
  actions: [],
});
const input = (earlierLevels: string[]): ReviewInput => ({
  phase: 'fel3',
  bankVersion: METHOD3_BANK_VERSION,
  gateDate: '2027-03-14',
  submittedOn: '2026-11-20',
  answers: questions.map((q) => frozen(q.code)),
  earlierLevels,
});
const mark = (code: string, kind: ReviewMarkRow['kind']): ReviewMarkRow => ({ id: code, reportId: 'r', questionCode: code, kind, level: null, markedBy: null, markedAt: new Date('2026-11-21T10:00:00Z') });
const pending = (earlierLevels: string[]) => {
  const empty = reviewFigures(input(earlierLevels), [], { reviewer: 'Rita Reviewer', today: '2026-11-21', earlierLevels: new Set(), signOff: null });
  const marks = [...empty.listed.marks.map((c) => mark(c, 'supports')), ...empty.listed.naDecisions.map((c) => mark(c, 'naAccepted'))];
  return reviewFigures(input(earlierLevels), marks, { reviewer: 'Rita Reviewer', today: '2026-11-21', earlierLevels: new Set(), signOff: null }).score;
};

describe('pending review figures', () => {
  it('FEL 3 at level 1 everywhere with one accepted Medium-weight N/A reads Ready, pending review', () => {
    expect(naCode).not.toBe('');
    expect(pending([])).toMatchObject({ felIndex: 3, gate: 'Ready', pendingReview: true, verdict: 'FEL 3 gate on 14 Mar 2027: Ready (pending independent review)' });
  });

  it('the same answers, the N/A question answered with a level earlier in the phase: Ready with conditions, the reason listed', () => {
    const s = pending([naCode]);
    expect(s).toMatchObject({ felIndex: 3, gate: 'Ready with conditions', pendingReview: true, verdict: 'FEL 3 gate on 14 Mar 2027: Ready with conditions (pending independent review): 1 condition to meet before the gate' });
    expect(s.gateReasons.map((r) => r.text)).toContain('1 N/A answer replacing a level given earlier in this phase');
    expect(s.conditions.map((c) => c.code)).toContain(naCode);
  });

  it('a stored review input frozen before the earlier levels were kept reads them as none', async () => {
    const { ReviewInputSchema } = await import('../../server/modules/reports/review-input.ts');
    const { earlierLevels: _dropped, ...old } = input([naCode]);
    expect(ReviewInputSchema.parse(old).earlierLevels).toEqual([]);
  });
});
