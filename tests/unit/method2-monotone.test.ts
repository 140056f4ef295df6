import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { Level, Phase } from '../../server/modules/questionnaire/bank/types.ts';
import { type M2Answer, scorePhase2 } from '../../server/modules/scoring/method2.ts';

// DOMAIN.md §3: worsening a level, removing evidence, adding a revisit flag or taking away an action never
// improves the gate outcome, the band, the FEL Index or the attainment (N/A lies outside this guarantee: it is
// governed). The pessimistic index is not covered: an unsupported 2 reads 4 there, an honest 3 reads 3.

const RANK = { Ready: 0, 'Ready with conditions': 1, 'Not ready': 2 } as const;
const BAND_RANK = { 'Best Practical': 0, Good: 1, Fair: 2, Poor: 3, Screening: 4 } as const;
const ACTION = { text: 'Finish the deliverable and file it', owner: 'Dana Smith', due: '2026-12-15', status: 'open' as const };

const answerArb = (code: string) =>
  fc.record({ level: fc.constantFrom<Level>(1, 1, 1, 2, 2, 3, 4), evidence: fc.boolean(), revisit: fc.oneof(fc.constant(false), fc.constant(false), fc.constant(true)), action: fc.boolean() }).map(
    (r): M2Answer => ({ code, level: r.level, na: false, naReason: '', naApprover: '', evidence: r.evidence ? 'DOC-7' : '', evidenceCopied: false, revisit: r.revisit, action: r.action ? ACTION : null }),
  );

type Change = 'worse level' | 'remove evidence' | 'flag revisit' | 'remove action';
const worsen = (a: M2Answer, change: Change): M2Answer => {
  if (change === 'worse level') return { ...a, level: a.level !== null && a.level < 4 ? ((a.level + 1) as Level) : a.level };
  if (change === 'remove evidence') return { ...a, evidence: '' };
  if (change === 'flag revisit') return { ...a, revisit: true };
  return { ...a, action: null };
};

for (const phase of ['fel2', 'fel3'] as Phase[]) {
  describe(`method 2 is monotone (${phase})`, () => {
    const questions = questionsFor(phase);
    const ctx = { phase, today: '2026-11-24', gateDate: null, independentReviewer: 'Rita Reviewer', earlierLevels: new Set<string>() };
    it('no single worsening improves the outcome, the band or the index', () => {
      fc.assert(
        fc.property(
          fc.tuple(...questions.map((q) => answerArb(q.code))),
          fc.nat({ max: questions.length - 1 }),
          fc.constantFrom<Change>('worse level', 'remove evidence', 'flag revisit', 'remove action'),
          (answers, at, change) => {
            const before = scorePhase2(questions, answers, ctx);
            const after = scorePhase2(questions, answers.map((a, i) => (i === at ? worsen(a, change) : a)), ctx);
            expect(RANK[after.gate]).toBeGreaterThanOrEqual(RANK[before.gate]);
            expect(BAND_RANK[after.band]).toBeGreaterThanOrEqual(BAND_RANK[before.band]);
            expect(after.felIndex).toBeGreaterThanOrEqual(before.felIndex);
            expect(after.attainment).toBeLessThanOrEqual(before.attainment);
          },
        ),
        { seed: 20261124, numRuns: 400 },
      );
    });
  });
}
