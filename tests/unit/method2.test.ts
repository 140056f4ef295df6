import { describe, expect, it } from 'vitest';
import { type Area, type Level, type Weight } from '../../server/modules/questionnaire/bank/types.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { actionProblem, bandOf2, type M2Action, type M2Answer, type M2Context, type M2Question, naOverweightAreas, naRuleBreaches, roundRatio, scorePhase2 } from '../../server/modules/scoring/method2.ts';
import { method2Rules } from '../../server/modules/scoring/method2-rules.ts';
import { METHOD2 } from '../../server/modules/scoring/scoring.constants.ts';

// Hand-computed cases for DOMAIN.md §3 (method 2). Area index = Σ(w × scored) / Σ(w), rounded half-up;
// FEL Index = Σ of the rounded area indices.

const TODAY = '2026-11-24';
const GOOD_ACTION: M2Action = { text: 'Issue the estimate basis note', owner: 'Dana Smith', due: '2026-12-15', status: 'open' };

const q = (code: string, area: Area, weight: Weight, target: Level, extra: Partial<M2Question> = {}): M2Question => ({
  code,
  area,
  weight,
  target,
  title: `Title ${code}`,
  nextDeliverable: `Deliver ${code}`,
  gateCritical: false,
  prerequisites: [],
  naAllowed: true,
  ...extra,
});
const a = (code: string, level: Level | null, extra: Partial<M2Answer> = {}): M2Answer => ({
  code,
  level,
  na: false,
  naReason: '',
  naApprover: '',
  evidence: 'DOC-001 rev B',
  evidenceCopied: false,
  revisit: false,
  action: null,
  ...extra,
});
const ctx = (extra: Partial<M2Context> = {}): M2Context => ({ phase: 'fel3', today: TODAY, gateDate: null, independentReviewer: 'Rita Reviewer', earlierLevels: new Set(), ...extra });

/** One question per area (weights given), all at one level, target 1. */
function threeAreas(level: Level, weight: Weight = 2, extra: Partial<M2Answer> = {}) {
  const questions = (['site', 'eng', 'pep'] as const).map((area) => q(`${area}-1`, area, weight, 1));
  return { questions, answers: questions.map((x) => a(x.code, level, extra)) };
}

describe('method 2: index and rounding', () => {
  it('rounds each area half-up exactly, then sums the rounded areas: 13/8 = 1.625 → 1.63, FEL 4.89 (not 4.88)', () => {
    expect(roundRatio(13, 8)).toBe(1.63);
    expect(roundRatio(1, 3)).toBe(0.33);
    expect(roundRatio(2, 3)).toBe(0.67);
    const questions = (['site', 'eng', 'pep'] as const).flatMap((area) => [q(`${area}-1`, area, 3, 1), q(`${area}-2`, area, 3, 1), q(`${area}-3`, area, 2, 1)]);
    // per area: 3×1 + 3×2 + 2×2 = 13 over weight 8; levels 2 are Preliminary with evidence
    const answers = questions.map((x) => a(x.code, x.code.endsWith('-1') ? 1 : 2));
    const s = scorePhase2(questions, answers, ctx());
    expect([s.areas.site.index, s.areas.eng.index, s.areas.pep.index]).toEqual([1.63, 1.63, 1.63]);
    expect(s.felIndex).toBe(4.89);
    expect(s.areas.site).toMatchObject({ weightSum: 8, weightedGap: 5, targetIndex: 1 });
  });

  it('bands at their edges use the value as shown', () => {
    expect(bandOf2(4.75)).toBe('Best Practical');
    expect(bandOf2(4.76)).toBe('Good');
    expect(bandOf2(5.75)).toBe('Good');
    expect(bandOf2(7.0)).toBe('Fair');
    expect(bandOf2(7.01)).toBe('Poor');
    expect(bandOf2(8.5)).toBe('Poor');
    expect(bandOf2(8.51)).toBe('Screening');
  });

  it('target index is the same formula with targets; attainment is Σw at or better than target over Σw, one decimal', () => {
    const questions = [q('s1', 'site', 3, 2), q('s2', 'site', 2, 3), q('s3', 'site', 1, 2), q('e1', 'eng', 2, 2), q('p1', 'pep', 2, 1)];
    const answers = [a('s1', 2), a('s2', 3), a('s3', 3), a('e1', 2), a('p1', 1)];
    const s = scorePhase2(questions, answers, ctx({ phase: 'fel2' }));
    // site levels (3×2 + 2×3 + 1×3)/6 = 15/6 = 2.50; targets (6 + 6 + 2)/6 = 14/6 = 2.33
    expect(s.areas.site.index).toBe(2.5);
    expect(s.areas.site.targetIndex).toBe(2.33);
    expect(s.felIndex).toBe(5.5);
    expect(s.targetIndex).toBe(5.33);
    expect(s.targetDelta).toBe(0.17);
    // only s3 (weight 1) misses its target: (10 − 1) / 10 = 90.0 %
    expect(s.attainment).toBe(90);
    expect(s.gaps.map((g) => g.code)).toEqual(['s3']);
  });
});

describe('method 2: no evidence, no credit', () => {
  it('level 1 or 2 on a High- or Medium-weight question without evidence is scored 3; Low weight keeps its level', () => {
    const questions = [q('s1', 'site', 3, 1), q('s2', 'site', 2, 1), q('s3', 'site', 1, 1), q('e1', 'eng', 2, 1), q('p1', 'pep', 2, 1)];
    const answers = [a('s1', 1, { evidence: '' }), a('s2', 2, { evidence: '  ' }), a('s3', 1, { evidence: '' }), a('e1', 1), a('p1', 1)];
    const s = scorePhase2(questions, answers, ctx());
    const byCode = new Map(s.questions.map((x) => [x.code, x]));
    expect(byCode.get('s1')).toMatchObject({ claimed: 1, scored: 3, unsupported: true });
    expect(byCode.get('s2')).toMatchObject({ claimed: 2, scored: 3, unsupported: true });
    expect(byCode.get('s3')).toMatchObject({ claimed: 1, scored: 1, unsupported: false });
    // site = (3×3 + 2×3 + 1×1)/6 = 16/6 = 2.67
    expect(s.areas.site.index).toBe(2.67);
    expect(s.conditions.filter((c) => c.kind === 'unsupported').map((c) => c.code)).toEqual(['s1', 's2']);
    // evidence coverage: s1, s2 and s3 have none: (6 − 6 + 4) / 10 … e1 and p1 (weight 4) of 10 = 40.0 %
    expect(s.evidenceCoverage).toBe(40);
  });

  it('at FEL 3, evidence copied from FEL 2 and not edited does not count; at FEL 2 the flag means nothing', () => {
    const { questions, answers } = threeAreas(1, 2, { evidenceCopied: true });
    expect(scorePhase2(questions, answers, ctx()).felIndex).toBe(9);
    expect(scorePhase2(questions, answers, ctx({ phase: 'fel2' })).felIndex).toBe(3);
  });

  it('the pessimistic index takes revisit-flagged and unsupported answers one level worse', () => {
    const questions = [q('s1', 'site', 2, 1), q('e1', 'eng', 2, 1), q('p1', 'pep', 2, 1)];
    const answers = [a('s1', 1, { revisit: true }), a('e1', 1, { evidence: '' }), a('p1', 1)];
    const s = scorePhase2(questions, answers, ctx());
    expect(s.felIndex).toBe(1 + 3 + 1);
    expect(s.pessimisticIndex).toBe(2 + 4 + 1);
  });
});

describe('method 2: consistency with prerequisites', () => {
  it('an estimate claimed at 1 while its P&IDs are only started (3) is scored 2 and listed', () => {
    const questions = [q('s1', 'site', 2, 1), q('pid', 'eng', 3, 1, { title: 'P&IDs issued for design' }), q('est', 'eng', 3, 1, { title: 'Class 3 cost estimate', prerequisites: ['pid'] }), q('p1', 'pep', 2, 1)];
    const answers = [a('s1', 1), a('pid', 3), a('est', 1), a('p1', 1)];
    const s = scorePhase2(questions, answers, ctx());
    expect(s.questions.find((x) => x.code === 'est')).toMatchObject({ claimed: 1, scored: 2, limitedBy: 'pid' });
    expect(s.conditions.find((c) => c.kind === 'inconsistency')?.text).toBe('Class 3 cost estimate at 1 while P&IDs issued for design (pid) is at 3: scored as 2');
    // eng = (3×3 + 3×2)/6 = 2.50
    expect(s.areas.eng.index).toBe(2.5);
  });

  it('the bank 2026.2 targets obey the consistency rule, prerequisites exist in the same phase and have no cycles', () => {
    for (const phase of ['fel2', 'fel3'] as const) {
      const questions = questionsFor(phase);
      const byCode = new Map(questions.map((x) => [x.code, x]));
      for (const x of questions) {
        for (const pre of x.prerequisites) {
          const p = byCode.get(pre);
          expect(p, `${x.code} → ${pre}`).toBeDefined();
          expect(x.target, `${x.code} target vs ${pre}`).toBeGreaterThanOrEqual((p?.target ?? 1) - 1);
        }
      }
      // scoring every question at its target changes nothing (no cycle throws, no target is limited)
      const s = scorePhase2(questions, questions.map((x) => a(x.code, x.target)), ctx({ phase }));
      expect(s.questions.every((x) => x.limitedBy === null)).toBe(true);
    }
  });
});

describe('method 2: red flags and caps', () => {
  it('FEL 3: High-weight at 4 or at 3 with target 1 is a red flag and caps the band at Poor; a High-weight gap caps it at Good', () => {
    const base = [q('s1', 'site', 3, 1), q('s2', 'site', 1, 1), q('e1', 'eng', 1, 1), q('p1', 'pep', 1, 1)];
    const flagged = scorePhase2(base, [a('s1', 3), a('s2', 1), a('e1', 1), a('p1', 1)], ctx());
    // site (9 + 1)/4 = 2.50 → FEL 4.50 Best Practical by the index, capped at Poor by the red flag
    expect(flagged).toMatchObject({ felIndex: 4.5, uncappedBand: 'Best Practical', band: 'Poor', redFlags: ['s1'], capReason: '1 red flag', gate: 'Not ready' });
    const gapOnly = scorePhase2([q('s1', 'site', 3, 2), ...base.slice(1)], [a('s1', 3), a('s2', 1), a('e1', 1), a('p1', 1)], ctx());
    expect(gapOnly).toMatchObject({ redFlags: [], band: 'Good', capReason: '1 High-weight gap' });
  });

  it('FEL 2: a red flag caps at Screening and a High-weight gap at Poor; level 3 with target 2 is no red flag', () => {
    const base = [q('s1', 'site', 3, 1), q('e1', 'eng', 1, 1), q('p1', 'pep', 1, 1)];
    const fel2 = ctx({ phase: 'fel2' });
    expect(scorePhase2(base, [a('s1', 4), a('e1', 1), a('p1', 1)], fel2)).toMatchObject({ band: 'Screening', redFlags: ['s1'] });
    const gap = scorePhase2([q('s1', 'site', 3, 2), ...base.slice(1)], [a('s1', 3), a('e1', 1), a('p1', 1)], fel2);
    expect(gap).toMatchObject({ redFlags: [], uncappedBand: 'Good', band: 'Poor', capReason: '1 High-weight gap' });
  });

  it('a High-weight question at level 4 is Not ready whatever its action', () => {
    const questions = [q('s1', 'site', 3, 1), q('e1', 'eng', 1, 1), q('p1', 'pep', 1, 1)];
    const s = scorePhase2(questions, [a('s1', 4, { action: GOOD_ACTION }), a('e1', 1), a('p1', 1)], ctx());
    // site 4.00 + 1 + 1 = 6.00; attainment 2 of 5 = 40.0 %
    expect(s.gate).toBe('Not ready');
    expect(s.verdict).toBe('FEL 3 gate: Not ready: 1 red flag, target attainment 40.0 % (below 75 %), 1 High-weight gap of more than one level, FEL Index 6.00 is above 5.25 (Ready with conditions)');
  });
});

describe('method 2: actions', () => {
  it('complete means what (10+ characters), a named owner, and a due date neither passed nor after the gate', () => {
    expect(actionProblem(GOOD_ACTION, TODAY, null)).toBeNull();
    expect(actionProblem(null, TODAY, null)).toBe('no action');
    expect(actionProblem({ ...GOOD_ACTION, text: 'x' }, TODAY, null)).toMatch(/does not say what/);
    expect(actionProblem({ ...GOOD_ACTION, owner: 'x' }, TODAY, null)).toBe('no owner named');
    expect(actionProblem({ ...GOOD_ACTION, due: null }, TODAY, null)).toBe('no due date');
    expect(actionProblem({ ...GOOD_ACTION, due: '2026-11-23' }, TODAY, null)).toBe('overdue (due 2026-11-23)');
    expect(actionProblem({ ...GOOD_ACTION, due: TODAY }, TODAY, null)).toBeNull();
    expect(actionProblem(GOOD_ACTION, TODAY, '2026-12-01')).toBe('due after the gate (2026-12-15, gate 2026-12-01)');
    expect(actionProblem(GOOD_ACTION, TODAY, '2026-12-15')).toBeNull();
  });
});

describe('method 2: the gate outcome', () => {
  // 18 questions at FEL 3, weights H, M, L and three of weight 2 per area (total 36): a one-level
  // High gap leaves 91.7 % attainment, a Medium one 94.4 %.
  const filler = (area: Area) => [4, 5, 6].map((i) => q(`${area[0]}${i}`, area, 2, 1));
  const questions = [
    q('s1', 'site', 3, 1), q('s2', 'site', 2, 1), q('s3', 'site', 1, 1), ...filler('site'),
    q('e1', 'eng', 3, 1, { gateCritical: true }), q('e2', 'eng', 2, 1), q('e3', 'eng', 1, 1), ...filler('eng'),
    q('p1', 'pep', 3, 1), q('p2', 'pep', 2, 1), q('p3', 'pep', 1, 1), ...filler('pep'),
  ];
  const all1 = () => questions.map((x) => a(x.code, 1));
  const set = (answers: M2Answer[], code: string, patch: Partial<M2Answer>) => answers.map((x) => (x.code === code ? { ...x, ...patch } : x));

  it('all at target with evidence and a reviewer: Ready', () => {
    const s = scorePhase2(questions, all1(), ctx());
    expect(s).toMatchObject({ felIndex: 3, gate: 'Ready', pendingReview: false, verdict: 'FEL 3 gate: Ready', gateReasons: [] });
  });

  it('without an independent reviewer the outcome reads "pending independent review"', () => {
    const s = scorePhase2(questions, all1(), ctx({ independentReviewer: null }));
    expect(s).toMatchObject({ gate: 'Ready', pendingReview: true, verdict: 'FEL 3 gate: Ready (pending independent review)' });
  });

  it('a one-level Medium gap with a complete action is still Ready; without one, Ready with conditions is refused', () => {
    const withAction = scorePhase2(questions, set(all1(), 's2', { level: 2, action: GOOD_ACTION }), ctx());
    expect(withAction.gate).toBe('Ready');
    const without = scorePhase2(questions, set(all1(), 's2', { level: 2 }), ctx());
    expect(without.gate).toBe('Not ready');
    expect(without.gateReasons).toContain('1 Medium-weight gap without a complete action');
  });

  it('one High-weight gap of one level with a complete action: Ready with conditions, the action among the conditions', () => {
    const s = scorePhase2(questions, set(all1(), 's1', { level: 2, action: GOOD_ACTION }), ctx());
    expect(s.gate).toBe('Ready with conditions');
    expect(s.gateReasons).toEqual(['1 High-weight gap']);
    expect(s.conditions).toEqual([expect.objectContaining({ kind: 'highGap', code: 's1', actionComplete: true, actionProblem: null })]);
    expect(s.verdict).toBe('FEL 3 gate: Ready with conditions: 1 condition to meet before the gate');
  });

  it('the same gap on a gate-critical question, or with an overdue or after-the-gate action, is Not ready', () => {
    expect(scorePhase2(questions, set(all1(), 'e1', { level: 2, action: GOOD_ACTION }), ctx()).gateReasons).toEqual(['1 High-weight gap on gate-critical questions']);
    const overdue = scorePhase2(questions, set(all1(), 's1', { level: 2, action: { ...GOOD_ACTION, due: '2026-11-01' } }), ctx());
    expect(overdue.gate).toBe('Not ready');
    const late = scorePhase2(questions, set(all1(), 's1', { level: 2, action: GOOD_ACTION }), ctx({ gateDate: '2026-12-01' }));
    expect(late.gate).toBe('Not ready');
    expect(late.conditions[0]?.actionProblem).toBe('due after the gate (2026-12-15, gate 2026-12-01)');
  });

  it('an open revisit flag: on a Low-weight question Ready with conditions at best, on a High-weight question Not ready', () => {
    expect(scorePhase2(questions, set(all1(), 's3', { revisit: true }), ctx()).gate).toBe('Ready with conditions');
    const high = scorePhase2(questions, set(all1(), 's1', { revisit: true }), ctx());
    expect(high.gate).toBe('Not ready');
    expect(high.gateReasons).toEqual(['1 open revisit flag on High-weight questions']);
  });

  it('High-weight N/A approved by someone other than the reviewer caps at Ready with conditions; an N/A that replaced a level too', () => {
    const na = set(all1(), 'p1', { level: null, na: true, naReason: 'No piping in this project scope at all', naApprover: 'Sam Sponsor' });
    expect(scorePhase2(questions, na, ctx()).gate).toBe('Ready with conditions');
    expect(scorePhase2(questions, set(na, 'p1', { naApprover: 'rita reviewer' }), ctx()).gate).toBe('Ready');
    expect(scorePhase2(questions, set(na, 'p1', { naApprover: 'Rita Reviewer' }), ctx({ earlierLevels: new Set(['p1']) })).gateReasons).toEqual([
      '1 N/A answer replacing a level given in an earlier report',
    ]);
  });

  it('FEL 2 compares the index with the target index + 0.75', () => {
    const fel2q = [q('s1', 'site', 2, 2), q('e1', 'eng', 2, 2), q('p1', 'pep', 2, 2)];
    const at = scorePhase2(fel2q, fel2q.map((x) => a(x.code, 2)), ctx({ phase: 'fel2' }));
    expect(at).toMatchObject({ felIndex: 6, targetIndex: 6, band: 'Fair', gate: 'Ready' });
    const above = scorePhase2(fel2q, [a('s1', 3, { action: GOOD_ACTION }), a('e1', 2), a('p1', 2)], ctx({ phase: 'fel2' }));
    // 7.00 > 6.75: not even with conditions
    expect(above.gate).toBe('Not ready');
    expect(above.gateReasons).toContain('FEL Index 7.00 is more than 0.75 above the FEL 2 target index 6.00 (Ready with conditions)');
  });
});

describe('method 2: N/A governance', () => {
  const questions = [q('s1', 'site', 3, 1), q('s2', 'site', 2, 1), q('s3', 'site', 1, 1), q('e1', 'eng', 1, 1), q('p1', 'pep', 1, 1)];
  it('exactly a third of an area’s weight may be N/A; just above cannot be scored', () => {
    // site weight 6: s2 (2) = exactly a third; s1 (3) = a half
    expect(naOverweightAreas(questions, [{ code: 's2', na: true }])).toEqual([]);
    expect(naOverweightAreas(questions, [{ code: 's2', na: true }, { code: 's3', na: true }])).toEqual(['site']);
  });
  it('N/A saved before the rules: not allowed, justification under 20 characters, High weight without an approver', () => {
    const qs = [q('s1', 'site', 3, 1), q('s2', 'site', 2, 1, { naAllowed: false }), q('s3', 'site', 1, 1)];
    const breaches = naRuleBreaches(qs, [
      a('s1', null, { na: true, naReason: 'A long enough justification', naApprover: '' }),
      a('s2', null, { na: true, naReason: 'A long enough justification' }),
      a('s3', null, { na: true, naReason: 'too short' }),
    ]);
    expect(breaches.map((b) => b.code)).toEqual(['s1', 's2', 's3']);
  });
});

describe('method 2 on the real bank', () => {
  it('FEL 2 all at Started/Assumed with complete actions reads 9.00, Screening, Not ready, and says why', () => {
    const questions = questionsFor('fel2');
    const s = scorePhase2(questions, questions.map((x) => a(x.code, 3, { action: GOOD_ACTION })), ctx({ phase: 'fel2' }));
    expect(s.felIndex).toBe(9);
    expect(s.band).toBe('Screening');
    expect(s.gate).toBe('Not ready');
    expect(s.verdict.startsWith('FEL 2 gate: Not ready: ')).toBe(true);
    expect(s.redFlags.length).toBeGreaterThan(0);
  });

  it('the method page states every constant and the disclaimer', () => {
    const text = method2Rules().join('\n');
    for (const b of METHOD2.bands) expect(text).toContain(b.max.toFixed(2));
    for (const n of [METHOD2.gate.readyAttainment, METHOD2.gate.conditionalAttainment, METHOD2.na.minReasonLength, METHOD2.action.minTextLength]) expect(text).toContain(String(n));
    expect(text).toContain(`scored as ${METHOD2.unsupportedScoredAs}`);
  });
});

describe('the worked example of docs/reports.md', () => {
  it('gives the figures the document prints', () => {
    const questions = [
      q('S1', 'site', 3, 1), q('S2', 'site', 2, 1), q('S3', 'site', 1, 1),
      q('PID', 'eng', 3, 1, { title: 'P&IDs issued for design' }), q('EST', 'eng', 3, 1, { title: 'Class 3 cost estimate', prerequisites: ['PID'], gateCritical: true }), q('CIV', 'eng', 2, 1),
      q('PLAN', 'pep', 3, 1, { gateCritical: true }), q('CONT', 'pep', 3, 1, { gateCritical: true }), q('QA', 'pep', 1, 1),
    ];
    const answers = [
      a('S1', 1), a('S2', 2), a('S3', 1, { evidence: '' }),
      a('PID', 3), a('EST', 1), a('CIV', 2, { evidence: '' }),
      a('PLAN', 1), a('CONT', 2, { action: GOOD_ACTION }), a('QA', null, { na: true, naReason: 'QA/QC is the contractor’s standard plan' }),
    ];
    const s = scorePhase2(questions, answers, ctx());
    expect([s.areas.site.index, s.areas.eng.index, s.areas.pep.index]).toEqual([1.33, 2.63, 1.5]);
    expect(s).toMatchObject({ felIndex: 5.46, targetIndex: 3, uncappedBand: 'Good', band: 'Poor', capReason: '1 red flag', redFlags: ['PID'], attainment: 35, evidenceCoverage: 85, pessimisticIndex: 5.71, naCount: 1, gate: 'Not ready' });
    expect(s.gateReasons).toEqual([
      '1 red flag',
      'target attainment 35.0 % (below 75 %)',
      '1 High-weight gap of more than one level',
      '2 High-weight gaps on gate-critical questions',
      '2 High-weight gaps without a complete action',
      '2 Medium-weight gaps without a complete action',
      'FEL Index 5.46 is above 5.25 (Ready with conditions)',
    ]);
    expect(s.questions.find((x) => x.code === 'EST')).toMatchObject({ claimed: 1, scored: 2, limitedBy: 'PID' });
    expect(s.questions.find((x) => x.code === 'CIV')).toMatchObject({ claimed: 2, scored: 3, unsupported: true });
  });
});
