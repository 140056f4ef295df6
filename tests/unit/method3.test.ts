import { describe, expect, it } from 'vitest';
import { type Level, METHOD3_BANK_VERSION, type Phase, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { actionProblem3, answerComplete, type LinkedEntry, type M3Action, type M3Answer, type M3Context, type M3Question, type M3Score, parseEvidenceText, scorePhase3 } from '../../server/modules/scoring/method3.ts';
import { method3Rules } from '../../server/modules/scoring/method3-rules.ts';
import { METHOD3 } from '../../server/modules/scoring/scoring.constants.ts';

// The cases of docs/reports.md "Method 3 worked by hand" (issue 25's "Done when"), with the figures worked
// there, and the rules they rest on.

const TODAY = '2026-11-24';
const GATE = '2027-03-14';
const ENTRY: LinkedEntry = { number: 'DOC-001', revision: 'A', revisionDate: '2026-03-01', copied: null };
const ACTION: M3Action = { text: 'Issue the deliverable for review', owner: { kind: 'member', id: 'm-1', name: 'Dana Smith' }, due: '2027-01-15', done: false };
const COMMENT = 'Started from vendor quotes; layout assumed from 2025';
const AT3 = { level: 3, comment: COMMENT } as const;
const NA_REASON = 'Nothing of this kind in the project scope';

const bank = (phase: Phase) => questionsFor(phase, METHOD3_BANK_VERSION);
const answer = (q: Pick<M3Question, 'code' | 'target'>, patch: Partial<M3Answer> = {}): M3Answer => ({
  code: q.code,
  level: q.target,
  na: false,
  naReason: '',
  comment: q.target === 3 ? COMMENT : '',
  revisit: false,
  entries: [ENTRY],
  levelCopiedAt: null,
  review: 'supports',
  naReview: null,
  actions: [],
  ...patch,
});
const context = (phase: Phase, questions: readonly M3Question[], patch: Partial<M3Context> = {}): M3Context => ({
  phase,
  questions,
  today: TODAY,
  gateDate: GATE,
  submittedOn: '2026-11-20',
  signOff: { reviewer: 'Rita Reviewer', date: TODAY },
  earlierLevels: new Set(),
  ...patch,
});
/** The real bank at target, with the answers of `patches` changed. */
function score(phase: Phase, patches: Record<string, Partial<M3Answer>> = {}, ctx: Partial<M3Context> = {}): M3Score {
  const questions = bank(phase);
  for (const code of Object.keys(patches)) expect(questions.some((q) => q.code === code), code).toBe(true);
  return scorePhase3(questions.map((q) => answer(q, patches[q.code])), context(phase, questions, ctx));
}
const each = (codes: readonly string[], patch: Partial<M3Answer>) => Object.fromEntries(codes.map((code) => [code, patch]));
const indices = (s: M3Score) => [s.areas.site.index, s.areas.eng.index, s.areas.pep.index];
const notReadyReasons = (s: M3Score) => s.gateReasons.filter((r) => r.atBest === 'Not ready').map((r) => r.text);
const conditionalReasons = (s: M3Score) => s.gateReasons.filter((r) => r.atBest === 'Ready with conditions').map((r) => r.text);
/** Every figure the report prints, to compare two scorings. */
const printed = (s: M3Score) => ({ areas: indices(s), ...(({ felIndex, targetIndex, band, uncappedBand, capReason, attainment, pessimisticIndex, redFlags, gate, gateReasons, verdict }) => ({ felIndex, targetIndex, band, uncappedBand, capReason, attainment, pessimisticIndex, redFlags, gate, gateReasons, verdict }))(s) });

describe('method 3 at target', () => {
  it('FEL 3 at 1 everywhere, reviewed and signed off, is Ready at 3.00', () => {
    expect(score('fel3')).toMatchObject({ felIndex: 3, targetIndex: 3, band: 'Best Practical', attainment: 100, evidenceCoverage: 100, gate: 'Ready', pendingReview: false, verdict: 'FEL 3 gate on 14 Mar 2027: Ready' });
  });
  it('FEL 2 at its targets sits at the target index 6.31 and says so', () => {
    const s = score('fel2');
    expect(indices(s)).toEqual([2.26, 2.1, 1.95]);
    expect(s).toMatchObject({ felIndex: 6.31, targetIndex: 6.31, band: 'Fair', gate: 'Ready', verdict: 'FEL 2 gate on 14 Mar 2027: Ready — Fair, at the FEL 2 target' });
  });
  it('reads "pending independent review" until sign-off, and while a listed answer is unmarked', () => {
    expect(score('fel3', {}, { signOff: null })).toMatchObject({ gate: 'Ready', pendingReview: true, verdict: 'FEL 3 gate on 14 Mar 2027: Ready (pending independent review)' });
    const unmarked = score('fel3', { 'F3-SITE-02': { review: null }, 'F3-SITE-12': { review: null } });
    expect(unmarked.toReview).toEqual({ marks: ['F3-SITE-02'], naDecisions: [] });
    expect(unmarked.pendingReview).toBe(true);
  });
});

describe('A. "." as evidence scores 4 everywhere', () => {
  it('FEL 3 claimed 1 everywhere with "." is 12.00, Screening, 42 red flags, Not ready', () => {
    const dot = parseEvidenceText('.');
    expect(dot).toBeNull();
    const s = score('fel3', Object.fromEntries(bank('fel3').map((q) => [q.code, { level: 1, entries: [], review: null }])), { signOff: null, submittedOn: null });
    expect(indices(s)).toEqual([4, 4, 4]);
    expect(s).toMatchObject({ felIndex: 12, targetIndex: 3, band: 'Screening', uncappedBand: 'Screening', attainment: 0, evidenceCoverage: 0, pessimisticIndex: 12, gate: 'Not ready', pendingReview: true });
    expect(s.redFlags).toHaveLength(42);
    expect(s.questions.every((x) => x.claimed === 1 && x.scored === 4 && x.unsupported?.kind === 'noCountingEntry')).toBe(true);
    expect(s.verdict.startsWith('FEL 3 gate on 14 Mar 2027: Not ready (pending independent review): 42 red flags; target attainment 0.0 % (below 75 %)')).toBe(true);
  });
});

describe('B. claiming better without evidence never helps, at any weight (FEL 2)', () => {
  it('High: utilities honest at 4 and claimed 2 without an entry both read 6.50, capped at Screening, Not ready', () => {
    const honest = score('fel2', { 'F2-SITE-09': { level: 4, entries: [], actions: [ACTION] } });
    const claimed = score('fel2', { 'F2-SITE-09': { level: 2, entries: [], actions: [ACTION] } });
    expect(printed(claimed)).toEqual(printed(honest));
    expect(honest).toMatchObject({ felIndex: 6.5, uncappedBand: 'Fair', band: 'Screening', capReason: '1 red flag', attainment: 96.9, evidenceCoverage: 96.9, gate: 'Not ready' });
    expect(honest.verdict).toBe('FEL 2 gate on 14 Mar 2027: Not ready: 1 red flag; 1 High-weight gap of more than one level — Screening (capped: 1 red flag), 0.19 worse than the FEL 2 target');
    expect(claimed.questions.find((x) => x.code === 'F2-SITE-09')).toMatchObject({ claimed: 2, scored: 4, unsupported: { kind: 'noCountingEntry', entryProblems: [] } });
  });

  it('Medium: six target-3 questions honest at 4 and claimed 1 without entries both read 6.68, Not ready', () => {
    const six = ['F2-SITE-04', 'F2-SITE-05', 'F2-SITE-11', 'F2-ENG-07', 'F2-ENG-08', 'F2-PEP-09'];
    const honest = score('fel2', each(six, { level: 4, entries: [] }));
    const claimed = score('fel2', each(six, { level: 1, entries: [] }));
    expect(printed(claimed)).toEqual(printed(honest));
    expect(indices(honest)).toEqual([2.45, 2.23, 2]);
    expect(honest).toMatchObject({ felIndex: 6.68, band: 'Fair', capReason: null, targetDelta: 0.37, attainment: 87.8, evidenceCoverage: 87.8, gate: 'Not ready' });
    expect(notReadyReasons(honest)).toEqual(['6 Medium-weight gaps without a complete action']);
  });

  it('Low: labor and contractors honest at 4 and claimed 1 without an entry both read 6.34, Ready', () => {
    const honest = score('fel2', { 'F2-SITE-12': { level: 4, entries: [] } });
    const claimed = score('fel2', { 'F2-SITE-12': { level: 1, entries: [] } });
    expect(printed(claimed)).toEqual(printed(honest));
    expect(honest).toMatchObject({ felIndex: 6.34, attainment: 99, gate: 'Ready', verdict: 'FEL 2 gate on 14 Mar 2027: Ready — Fair, 0.03 worse than the FEL 2 target' });
  });
});

describe('C. FEL 2 location, estimate and business case at 3 with actions', () => {
  it('is Not ready: High-weight gate-critical gaps; 6.58 capped at Poor', () => {
    const s = score('fel2', each(['F2-SITE-01', 'F2-ENG-13', 'F2-PEP-14'], { ...AT3, actions: [ACTION] }));
    expect(indices(s)).toEqual([2.35, 2.2, 2.03]);
    expect(s).toMatchObject({ felIndex: 6.58, uncappedBand: 'Fair', band: 'Poor', capReason: '3 High-weight gaps', targetDelta: 0.27, attainment: 90.8, redFlags: [], gate: 'Not ready' });
    expect(notReadyReasons(s)).toEqual(['3 High-weight gaps on gate-critical questions']);
    expect(conditionalReasons(s)).toEqual(['3 High-weight gaps']);
    expect(s.verdict).toBe('FEL 2 gate on 14 Mar 2027: Not ready: 3 High-weight gaps on gate-critical questions — Poor (capped: 3 High-weight gaps), 0.27 worse than the FEL 2 target');
  });
});

describe('D. thirteen Medium-weight questions at 3 on FEL 3', () => {
  it('are capped at Good and are more than 3 deep gaps: Not ready at 4.61', () => {
    const thirteen = ['F3-SITE-02', 'F3-SITE-03', 'F3-SITE-05', 'F3-SITE-07', 'F3-SITE-10', 'F3-SITE-11', 'F3-SITE-14', 'F3-ENG-07', 'F3-ENG-08', 'F3-ENG-09', 'F3-ENG-10', 'F3-ENG-12', 'F3-PEP-06'];
    const s = score('fel3', each(thirteen, { ...AT3, actions: [ACTION] }));
    expect(indices(s)).toEqual([1.9, 1.61, 1.1]);
    expect(s).toMatchObject({ felIndex: 4.61, uncappedBand: 'Best Practical', band: 'Good', capReason: '13 Medium-weight gaps of 2+ levels', attainment: 75.5, gate: 'Not ready' });
    expect(s.gauge).toEqual({ felIndex: 4.61, targetIndex: 3, band: 'Good', uncappedBand: 'Best Practical', cap: { band: 'Good', reason: '13 Medium-weight gaps of 2+ levels', binding: true } });
    expect(notReadyReasons(s)).toEqual(['13 deep gaps (at most 3: High-weight gaps and Medium-weight gaps of 2+ levels)']);
    expect(conditionalReasons(s)).toEqual(['13 Medium-weight gaps of 2+ levels', 'target attainment 75.5 % (Ready needs 90 %)']);
  });
});

describe('E. eight Medium-weight questions switched from 4 to N/A', () => {
  const eight = ['F3-SITE-02', 'F3-SITE-03', 'F3-SITE-05', 'F3-SITE-07', 'F3-ENG-07', 'F3-ENG-08', 'F3-ENG-09', 'F3-ENG-10'];
  const na = { level: null, na: true, naReason: NA_REASON, entries: [], review: null, naReview: { decision: 'accepted', reviewer: 'Rita Reviewer' } } as const;
  const history = { earlierLevels: new Set(eight) };

  it('are not Ready: accepted, they leave 3.00 with 8 conditions', () => {
    const s = score('fel3', each(eight, na), history);
    expect(s).toMatchObject({ felIndex: 3, band: 'Best Practical', attainment: 100, naCount: 8, gate: 'Ready with conditions', blockers: [] });
    expect(conditionalReasons(s)).toEqual(['8 N/A answers replacing a level given earlier in this phase']);
    expect(s.verdict).toBe('FEL 3 gate on 14 Mar 2027: Ready with conditions: 8 conditions to meet before the gate');
  });

  it('two rejected by the reviewer are rated 4: 3.46 capped at Good, Not ready', () => {
    const rejected = { ...na, naReview: { decision: 'rejected', reviewer: 'Rita Reviewer' } } as const;
    const s = score('fel3', { ...each(eight, na), 'F3-SITE-02': rejected, 'F3-ENG-07': rejected }, history);
    expect(indices(s)).toEqual([1.24, 1.22, 1]);
    expect(s).toMatchObject({ felIndex: 3.46, uncappedBand: 'Best Practical', band: 'Good', capReason: '2 Medium-weight red flags', attainment: 95.7, naCount: 6, redFlags: ['F3-SITE-02', 'F3-ENG-07'], gate: 'Not ready' });
    expect(notReadyReasons(s)).toEqual(['2 red flags', '2 Medium-weight gaps without a complete action']);
    expect(s.conditions.filter((c) => c.kind === 'naRejected').map((c) => c.text)).toEqual(['N/A rejected by Rita Reviewer: scored as 4', 'N/A rejected by Rita Reviewer: scored as 4']);
  });
});

describe('F. a done action with its gap open is not complete', () => {
  it('is listed "done, gap still open" and leaves the gap open; a second, complete action closes it', () => {
    const done = score('fel3', { 'F3-SITE-02': { level: 2, actions: [{ ...ACTION, done: true }] } });
    expect(done).toMatchObject({ felIndex: 3.06, band: 'Best Practical', attainment: 98.1, gate: 'Not ready' });
    expect(done.gaps[0]).toMatchObject({ code: 'F3-SITE-02', actionComplete: false, actionProblem: 'done, gap still open' });
    expect(notReadyReasons(done)).toEqual(['1 Medium-weight gap without a complete action']);
    const both = score('fel3', { 'F3-SITE-02': { level: 2, actions: [{ ...ACTION, done: true }, ACTION] } });
    expect(both).toMatchObject({ felIndex: 3.06, gate: 'Ready' });
  });

  it('needs what (10+ characters), a picked owner, a due date not passed and on or before the gate, and not done', () => {
    const judge = { today: TODAY, gateDate: GATE };
    expect(actionProblem3(ACTION, judge)).toBeNull();
    expect(actionProblem3({ ...ACTION, due: GATE }, judge)).toBeNull();
    expect(actionProblem3({ ...ACTION, due: TODAY }, judge)).toBeNull();
    expect(actionProblem3({ ...ACTION, text: 'Fix it' }, judge)).toBe('the action does not say what will be done (10+ characters)');
    for (const text of ['TBD', 'Team', 'PM']) expect(actionProblem3({ ...ACTION, owner: { kind: 'text', text } }, judge)).toBe(`owner "${text}" is not picked from the project team or the organization's users`);
    expect(actionProblem3({ ...ACTION, owner: { kind: 'text', text: ' ' } }, judge)).toBe('no owner picked');
    expect(actionProblem3({ ...ACTION, owner: { kind: 'user', id: 'u-1', name: 'Pat Lee' } }, judge)).toBeNull();
    expect(actionProblem3({ ...ACTION, due: null }, judge)).toBe('no due date');
    expect(actionProblem3({ ...ACTION, due: '2026-11-23' }, judge)).toBe('overdue (due 2026-11-23)');
    expect(actionProblem3({ ...ACTION, due: '2027-03-15' }, judge)).toBe('due after the gate (2027-03-15, gate 2027-03-14)');
    expect(actionProblem3(ACTION, { today: TODAY, gateDate: null })).toBe('no planned gate date to be due by');
    expect(actionProblem3({ ...ACTION, done: true }, judge)).toBe('done, gap still open');
  });
});

describe('G. no gate date means at best Not ready', () => {
  it('every answer at 1 without a planned gate date, or with one before the submission, is Not ready', () => {
    const none = score('fel3', {}, { gateDate: null });
    expect(none).toMatchObject({ felIndex: 3, band: 'Best Practical', attainment: 100, gate: 'Not ready', gateDate: null });
    expect(none.verdict).toBe('FEL 3 gate (no planned gate date): Not ready: no planned gate date (required for any outcome better than Not ready)');
    const early = score('fel3', {}, { gateDate: '2026-11-01' });
    expect(notReadyReasons(early)).toEqual(['planned gate date 2026-11-01 is before the submission on 2026-11-20']);
    const draft = score('fel3', {}, { gateDate: '2026-11-01', submittedOn: null, signOff: null });
    expect(notReadyReasons(draft)).toEqual(['planned gate date 2026-11-01 has passed and the draft is not submitted']);
  });
});

describe('H. an N/A on a prerequisite of a gate-critical question is refused', () => {
  it('P&IDs at FEL 3 and the selected concept at FEL 2 block the report, naming what rests on them', () => {
    const pid = score('fel3', { 'F3-ENG-03': { level: null, na: true, naReason: NA_REASON, entries: [] } });
    expect(pid.blockers).toEqual([{ kind: 'naRefused', code: 'F3-ENG-03', problem: 'N/A is refused: gate-critical F3-ENG-04, F3-ENG-14, F3-PEP-05, F3-PEP-14 rest on this question' }]);
    expect(pid).toMatchObject({ felIndex: 3, gate: 'Not ready' });
    expect(notReadyReasons(pid)).toEqual(['1 N/A answer where N/A is refused (F3-ENG-03): the report is refused until fixed']);
    const concept = score('fel2', { 'F2-ENG-02': { level: null, na: true, naReason: NA_REASON, entries: [] } });
    expect(concept.blockers.map((b) => b.problem)).toEqual(['N/A is refused: gate-critical F2-ENG-13, F2-PEP-13, F2-PEP-14 rest on this question']);
    expect(answerComplete(bank('fel3').find((q) => q.code === 'F3-ENG-03') ?? { naAllowed: true }, { level: null, na: true, naReason: NA_REASON, comment: '' })).toBe(false);
  });
});

describe('I. the worked example of method 2, under method 3', () => {
  const q = (code: string, area: M3Question['area'], weight: M3Question['weight'], extra: Partial<M3Question> = {}): M3Question => ({
    code, area, weight, target: 1, title: `Title ${code}`, nextDeliverable: `Deliver ${code}`, gateCritical: false, prerequisites: [], naAllowed: true, ...extra,
  });
  const questions = [
    q('S1', 'site', 3), q('S2', 'site', 2), q('S3', 'site', 1),
    q('PID', 'eng', 3, { title: 'P&IDs issued for design' }), q('EST', 'eng', 3, { title: 'Class 3 cost estimate', gateCritical: true, prerequisites: ['PID'] }), q('CIV', 'eng', 2),
    q('PLAN', 'pep', 3, { gateCritical: true }), q('CONT', 'pep', 3, { gateCritical: true, prerequisites: ['EST'] }), q('QA', 'pep', 1),
  ];
  const copied: LinkedEntry = { number: 'PID-001', revision: 'A', revisionDate: '2026-03-01', copied: { at: '2026-06-01T10:00:00Z', revision: 'A', revisionDate: '2026-03-01' } };
  const of = (code: string, level: Level | null, patch: Partial<M3Answer> = {}) => answer({ code, target: 1 }, { level, ...patch });
  const answers = [
    of('S1', 1), of('S2', 2, { review: { supportsLevel: 3 }, actions: [{ ...ACTION, done: true }] }), of('S3', 1, { entries: [], review: null }),
    of('PID', 1, { entries: [copied], levelCopiedAt: '2026-06-01T10:00:00Z' }), of('EST', 1, { revisit: true }), of('CIV', 2, { review: 'notSeen' }),
    of('PLAN', 1), of('CONT', 2, { actions: [ACTION] }), of('QA', null, { na: true, naReason: NA_REASON, entries: [], review: null, naReview: { decision: 'accepted', reviewer: 'Rita Reviewer' } }),
  ];
  const s = scorePhase3(answers, context('fel3', questions));

  it('scores each answer as the table of docs/reports.md says', () => {
    const by = new Map(s.questions.map((x) => [x.code, x]));
    expect(questions.map((x) => by.get(x.code)?.scored ?? null)).toEqual([1, 3, 4, 4, 3, 4, 1, 2, null]);
    expect(by.get('S2')).toMatchObject({ claimed: 2, reviewedTo: 3 });
    expect(by.get('PID')?.unsupported).toEqual({ kind: 'noCountingEntry', entryProblems: ['PID-001: linked by copy from FEL 2 on 2026-06-01 and not revised since'] });
    expect(by.get('EST')).toMatchObject({ limitedBy: 'PID', inconsistent: true });
    expect(by.get('CONT')).toMatchObject({ limitedBy: null, inconsistent: false });
    expect(by.get('CIV')?.unsupported).toEqual({ kind: 'notSeen' });
    expect(questions.map((x) => by.get(x.code)?.pessimistic ?? null)).toEqual([1, 4, 4, 4, 4, 4, 1, 3, null]);
  });

  it('gives the figures the document works out', () => {
    expect(indices(s)).toEqual([2.17, 3.63, 1.5]);
    expect(s).toMatchObject({ felIndex: 7.3, band: 'Poor', uncappedBand: 'Poor', capReason: null, attainment: 30, evidenceCoverage: 70, pessimisticIndex: 8.5, naCount: 1, redFlags: ['PID', 'EST', 'CIV'], gate: 'Not ready', pendingReview: false });
    expect(s.gauge.cap).toEqual({ band: 'Poor', reason: '2 red flags', binding: false });
    expect(s.gaps.map((g) => g.code)).toEqual(['PID', 'CIV', 'EST', 'S2', 'S3', 'CONT']);
    expect(notReadyReasons(s)).toEqual([
      '3 red flags',
      '1 open revisit flag on High-weight questions',
      'target attainment 30.0 % (below 75 %)',
      '5 deep gaps (at most 3: High-weight gaps and Medium-weight gaps of 2+ levels)',
      '2 High-weight gaps of more than one level',
      '2 High-weight gaps on gate-critical questions',
      '2 High-weight gaps without a complete action',
      '2 Medium-weight gaps without a complete action',
      'FEL Index 7.30 is above 5.25 (Ready with conditions)',
    ]);
    const inconsistency = s.conditions.filter((c) => c.kind === 'inconsistency');
    expect(inconsistency).toEqual([
      expect.objectContaining({ code: 'PID', limits: ['EST'], text: 'P&IDs issued for design (PID) is scored 4 (unsupported: no linked entry counts (PID-001: linked by copy from FEL 2 on 2026-06-01 and not revised since)); resting on it: Class 3 cost estimate (EST) claimed 1, scored as 3' }),
    ]);
    expect(s.gaps.find((g) => g.code === 'S2')?.actionProblem).toBe('done, gap still open');
  });
});

describe('inconsistencies are conditions, a cascade listed once', () => {
  it('an unsupported P&IDs limiting the estimate, contingency, sign-off, HAZOP and quantities is one condition under the P&IDs', () => {
    const s = score('fel3', { 'F3-ENG-03': { entries: [] } });
    const rows = s.conditions.filter((c) => c.kind === 'inconsistency');
    expect(rows.map((c) => [c.code, c.limits])).toEqual([['F3-ENG-03', ['F3-ENG-04', 'F3-ENG-11', 'F3-ENG-14', 'F3-PEP-05', 'F3-PEP-14']]]);
    expect(conditionalReasons(s)).toContain('1 inconsistency');
  });

  it('a claim one level better than its prerequisite allows is at best Ready with conditions', () => {
    // FEL 2: PFDs at 3 (target 2, a Medium gap with its action) bound the P&IDs (target 3) at 2; claiming 1 is an inconsistency
    const s = score('fel2', { 'F2-ENG-04': { ...AT3, actions: [ACTION] }, 'F2-ENG-07': { level: 1, comment: '' } });
    expect(s.questions.find((x) => x.code === 'F2-ENG-07')).toMatchObject({ claimed: 1, scored: 2, limitedBy: 'F2-ENG-04', inconsistent: true });
    expect(s.gate).toBe('Ready with conditions');
    expect(conditionalReasons(s)).toEqual(['1 inconsistency']);
    // judged on the claim, so the reviewer's "supports level 3" scores 3 and cannot clear it (at target 3 that would turn it Ready)
    const reviewed = score('fel2', { 'F2-ENG-04': { ...AT3, actions: [ACTION] }, 'F2-ENG-07': { level: 1, comment: '', review: { supportsLevel: 3 } } });
    expect(reviewed.questions.find((x) => x.code === 'F2-ENG-07')).toMatchObject({ scored: 3, reviewedTo: 3, inconsistent: true });
    expect(reviewed.gate).toBe('Ready with conditions');
  });
});

describe('a level 3 needs its comment; N/A needs its permission and justification', () => {
  it('answerComplete', () => {
    const open = { naAllowed: true };
    const refused = { naAllowed: false };
    const a = { level: 3 as const, na: false, naReason: '', comment: '' };
    expect(answerComplete(open, a)).toBe(false);
    expect(answerComplete(open, { ...a, comment: 'x'.repeat(METHOD3.level3MinComment - 1) })).toBe(false);
    expect(answerComplete(open, { ...a, comment: `  ${'x'.repeat(METHOD3.level3MinComment)}  ` })).toBe(true);
    expect(answerComplete(open, { ...a, level: 1 })).toBe(true);
    expect(answerComplete(open, { ...a, level: 4 })).toBe(true);
    expect(answerComplete(open, { ...a, level: null })).toBe(false);
    expect(answerComplete(open, null)).toBe(false);
    expect(answerComplete(open, { ...a, level: null, na: true, naReason: NA_REASON })).toBe(true);
    expect(answerComplete(open, { ...a, level: null, na: true, naReason: 'too short' })).toBe(false);
    expect(answerComplete(refused, { ...a, level: null, na: true, naReason: NA_REASON })).toBe(false);
  });
  it('a level 3 without its comment blocks the report', () => {
    const s = score('fel3', { 'F3-SITE-02': { level: 3, comment: 'started' } });
    expect(s.blockers).toEqual([{ kind: 'incomplete', code: 'F3-SITE-02', problem: 'a level 3 needs a comment of at least 20 characters saying what was started or assumed' }]);
    expect(s.gate).toBe('Not ready');
  });
});

describe('the method page', () => {
  it('states every constant, the backstops and who reviewed the self-assessment', () => {
    const text = method3Rules({ reviewer: 'Rita Reviewer', date: '2027-02-01' }).join('\n');
    for (const b of METHOD3.bands) expect(text).toContain(b.max.toFixed(2));
    for (const n of [METHOD3.gate.readyAttainment, METHOD3.gate.conditionalAttainment, METHOD3.na.minReasonLength, METHOD3.action.minTextLength, METHOD3.level3MinComment, METHOD3.entryMinNumberLength, METHOD3.gate.maxDeepGaps]) expect(text).toContain(String(n));
    expect(text).toContain(`scored as ${METHOD3.unsupportedScoredAs}`);
    expect(text).toContain('Index limits, kept from method 2 as backstops: Ready needs a FEL Index ≤ target index + 0.75 (FEL 2) or ≤ 4.75 (FEL 3); Ready with conditions ≤ target index + 0.75 (FEL 2) or ≤ 5.25 (FEL 3).');
    expect(text.endsWith('Self-assessed by the project team; reviewed by Rita Reviewer on 1 Feb 2027.')).toBe(true);
    expect(method3Rules(null).at(-1)).toBe('Self-assessed by the project team; not yet independently reviewed.');
  });
});
