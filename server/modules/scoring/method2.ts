import { type Area, type Level, type Phase, PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { consistentLevels } from './consistency.ts';
import { type AreaScore, areaScores, attainmentOf, bandOf2, byPriority, capBand, cents, gapFigures, indexLimitReason, plural, type RatedLevel, type ScoreFigures, sumIndex, weightShare } from './fel-index.ts';
import { actionProblem, evidenceCounts } from './method2-governance.ts';
import type { M2Answer, M2Question } from './method2-inputs.ts';
import { type GateOutcome, METHOD2, type Method2Constants } from './scoring.constants.ts';

export { actionProblem, evidenceCounts, naOverweightAreas, naRuleBreaches } from './method2-governance.ts';
export { bandOf2, roundRatio } from './fel-index.ts';
export type { M2Action, M2Answer, M2Question } from './method2-inputs.ts';

// Scoring method 2 (DOMAIN.md §3), pure: the same answers, date and gate date always give the same result.
//   scored level = the claimed level, except
//     · no evidence, no credit: level 1–2 on a High- or Medium-weight question without evidence that counts
//       is scored as 3 (Started/Assumed);
//     · consistency: never better than its worst prerequisite's scored level minus one.
//   area index  = Σ(weight × scored level) / Σ(weight) over the area's rated answers, rounded half-up to 0.01
//   FEL Index   = the sum of the three rounded area indices: 3.00 best … 12.00 worst, at both phases
//   target index = the same with each rated question's target in place of its level
// Every comparison uses the values as shown (two decimals; attainment one decimal).

export type M2Context = {
  phase: Phase;
  /** Today, YYYY-MM-DD: an action due before it is overdue. */
  today: string;
  /** The planned gate date, YYYY-MM-DD: an action due after it is not complete. */
  gateDate: string | null;
  /** The reviewer named at report creation, when not on the project team (else null). */
  independentReviewer: string | null;
  /** Codes that had a level in an earlier report of this project and phase. */
  earlierLevels: ReadonlySet<string>;
};

export type ScoredQuestion = {
  code: string;
  claimed: Level | null;
  scored: Level | null;
  unsupported: boolean;
  /** The prerequisite whose level limited this one, or null. */
  limitedBy: string | null;
  evidenceCounts: boolean;
};

/** An area's figures (the shared arithmetic's shape). */
export type M2AreaScore = AreaScore;

export type M2Gap = {
  code: string;
  area: Area;
  title: string;
  weight: number;
  /** The scored level (what the gap is measured from). */
  level: Level;
  claimedLevel: Level;
  target: Level;
  gap: number;
  priority: number;
  /** An action that says what will be done (any length). */
  hasAction: boolean;
  actionComplete: boolean;
  actionProblem: string | null;
  nextDeliverable: string;
  gateCritical: boolean;
};

export type ConditionKind = 'redFlag' | 'highGap' | 'mediumGap' | 'unsupported' | 'inconsistency' | 'revisit' | 'naApproval' | 'naReplacedLevel';

export type M2Condition = { kind: ConditionKind; code: string; title: string; weight: number; text: string; actionComplete: boolean | null; actionProblem: string | null };

export type M2Score = ScoreFigures & {
  method: 2;
  gateReasons: string[];
  conditions: M2Condition[];
  gaps: M2Gap[];
  questions: ScoredQuestion[];
};

/** Scored levels: "no evidence, no credit", then consistency. */
function scoreLevels(questions: readonly M2Question[], byCode: ReadonlyMap<string, M2Answer>, phase: Phase, c: Method2Constants): Map<string, ScoredQuestion> {
  const own = new Map(
    questions.map((q) => {
      const a = byCode.get(q.code);
      const claimed = a && !a.na ? a.level : null;
      const counts = a ? evidenceCounts(a, phase) : false;
      const unsupported = claimed !== null && claimed <= 2 && q.weight >= c.unsupportedMinWeight && !counts;
      return [q.code, { claimed, counts, unsupported, start: unsupported ? c.unsupportedScoredAs : claimed }] as const;
    }),
  );
  const consistent = consistentLevels(questions, (code) => own.get(code)?.start ?? null);
  return new Map(
    questions.map((q) => {
      const o = own.get(q.code);
      const k = consistent.get(q.code);
      return [q.code, { code: q.code, claimed: o?.claimed ?? null, scored: k?.level ?? null, unsupported: o?.unsupported ?? false, limitedBy: k?.limitedBy ?? null, evidenceCounts: o?.counts ?? false }];
    }),
  );
}

type Rated = { q: M2Question; a: M2Answer; s: ScoredQuestion; scored: Level };

const ratedAt = (rated: readonly Rated[], levelOf: (r: Rated) => number): RatedLevel[] => rated.map((r) => ({ q: r.q, level: levelOf(r) }));

/**
 * Scores one phase by method 2. Every question must have a level or be N/A (reports check that first,
 * and that no area is more than a third N/A).
 */
export function scorePhase2(questions: readonly M2Question[], answers: readonly M2Answer[], ctx: M2Context, c: Method2Constants = METHOD2): M2Score {
  const byCode = new Map(answers.map((a) => [a.code, a]));
  const levels = scoreLevels(questions, byCode, ctx.phase, c);
  const rated: Rated[] = questions.flatMap((q) => {
    const a = byCode.get(q.code);
    const s = levels.get(q.code);
    return a && s && s.scored !== null ? [{ q, a, s, scored: s.scored }] : [];
  });
  const naCodes = new Set(questions.filter((q) => byCode.get(q.code)?.na).map((q) => q.code));
  const areas = areaScores(questions, ratedAt(rated, (r) => r.scored), naCodes);
  const felIndex = sumIndex(areas, 'index');
  const targetIndex = sumIndex(areas, 'targetIndex');
  const doubtful = (r: Rated) => r.a.revisit || r.s.unsupported;
  const pessimisticIndex = sumIndex(areaScores(questions, ratedAt(rated, (r) => (doubtful(r) ? Math.min(4, r.scored + 1) : r.scored)), naCodes), 'index');
  const attainment = attainmentOf(ratedAt(rated, (r) => r.scored));
  const evidenceCoverage = weightShare(rated, (r) => r.s.evidenceCounts);

  const gaps: M2Gap[] = rated
    .filter((r) => r.scored > r.q.target)
    .map((r) => {
      const problem = actionProblem(r.a.action, ctx.today, ctx.gateDate, c);
      return {
        ...gapFigures(r.q, r.scored),
        claimedLevel: r.s.claimed ?? r.scored,
        hasAction: (r.a.action?.text.trim() ?? '') !== '',
        actionComplete: problem === null,
        actionProblem: problem,
      };
    })
    .sort(byPriority);

  const redFlags = rated.filter((r) => r.q.weight === c.highWeight && (r.scored === 4 || (r.scored === 3 && r.q.target === 1))).map((r) => r.q.code);
  const highGaps = gaps.filter((g) => g.weight === c.highWeight);
  const mediumGaps = gaps.filter((g) => g.weight === c.mediumWeight);
  const revisits = questions.filter((q) => byCode.get(q.code)?.revisit);
  const highRevisits = revisits.filter((q) => q.weight === c.highWeight);
  const naAnswers = questions.filter((q) => byCode.get(q.code)?.na);
  const reviewer = ctx.independentReviewer?.trim().toLowerCase() ?? null;
  const naNotByReviewer = naAnswers.filter((q) => q.weight === c.highWeight && (reviewer === null || byCode.get(q.code)?.naApprover.trim().toLowerCase() !== reviewer));
  const naReplaced = naAnswers.filter((q) => ctx.earlierLevels.has(q.code));
  const inconsistent = rated.filter((r) => r.s.limitedBy !== null);
  const unsupported = rated.filter((r) => r.s.unsupported);

  const uncappedBand = bandOf2(felIndex, c);
  const caps = c.caps[ctx.phase];
  const capped = capBand(uncappedBand, [
    ...(redFlags.length > 0 ? [{ band: caps.redFlag, reason: plural(redFlags.length, 'red flag') }] : []),
    ...(highGaps.length > 0 ? [{ band: caps.highGap, reason: plural(highGaps.length, 'High-weight gap') }] : []),
  ]);
  const band = capped.band;
  const capReason = capped.binding?.reason ?? null;

  const indexReason = (fel3Max: number, outcome: string) =>
    indexLimitReason({ phase: ctx.phase, felIndex, targetIndex, fel2Margin: c.gate.fel2IndexMargin, fel3Max, outcome });
  const incompleteOf = (list: readonly M2Gap[]) => list.filter((g) => !g.actionComplete);

  const readyFails: string[] = [];
  if (redFlags.length) readyFails.push(plural(redFlags.length, 'red flag'));
  if (highGaps.length) readyFails.push(plural(highGaps.length, 'High-weight gap'));
  const mediumNotReady = mediumGaps.filter((g) => g.gap > 1 || !g.actionComplete);
  if (mediumNotReady.length) readyFails.push(`${plural(mediumNotReady.length, 'Medium-weight gap')} of more than one level or without a complete action`);
  if (attainment < c.gate.readyAttainment) readyFails.push(`target attainment ${attainment.toFixed(1)} % (Ready needs ${c.gate.readyAttainment} %)`);
  if (revisits.length) readyFails.push(plural(revisits.length, 'open revisit flag'));
  if (naReplaced.length) readyFails.push(`${plural(naReplaced.length, 'N/A answer')} replacing a level given in an earlier report`);
  if (naNotByReviewer.length) readyFails.push(`${plural(naNotByReviewer.length, 'High-weight N/A')} not approved by the independent reviewer`);
  const readyIndex = indexReason(c.gate.fel3ReadyMax, 'Ready');
  if (readyIndex) readyFails.push(readyIndex);

  const condFails: string[] = [];
  if (redFlags.length) condFails.push(plural(redFlags.length, 'red flag'));
  if (highRevisits.length) condFails.push(`${plural(highRevisits.length, 'open revisit flag')} on High-weight questions`);
  if (attainment < c.gate.conditionalAttainment) condFails.push(`target attainment ${attainment.toFixed(1)} % (below ${c.gate.conditionalAttainment} %)`);
  if (highGaps.length > c.gate.maxHighGaps) condFails.push(`${plural(highGaps.length, 'High-weight gap')} (at most ${c.gate.maxHighGaps})`);
  const deepHigh = highGaps.filter((g) => g.gap > 1);
  if (deepHigh.length) condFails.push(`${plural(deepHigh.length, 'High-weight gap')} of more than one level`);
  const criticalHigh = highGaps.filter((g) => g.gateCritical);
  if (criticalHigh.length) condFails.push(`${plural(criticalHigh.length, 'High-weight gap')} on gate-critical questions`);
  const highIncomplete = incompleteOf(highGaps);
  if (highIncomplete.length) condFails.push(`${plural(highIncomplete.length, 'High-weight gap')} without a complete action`);
  const mediumIncomplete = incompleteOf(mediumGaps);
  if (mediumIncomplete.length) condFails.push(`${plural(mediumIncomplete.length, 'Medium-weight gap')} without a complete action`);
  const conditionalIndex = indexReason(c.gate.fel3ConditionalMax, 'Ready with conditions');
  if (conditionalIndex) condFails.push(conditionalIndex);

  const gate: GateOutcome = readyFails.length === 0 ? 'Ready' : condFails.length === 0 ? 'Ready with conditions' : 'Not ready';
  const gateReasons = gate === 'Ready' ? [] : gate === 'Ready with conditions' ? readyFails : condFails;
  const pendingReview = gate !== 'Not ready' && ctx.independentReviewer === null;

  const title = (code: string) => questions.find((q) => q.code === code)?.title ?? code;
  const weight = (code: string) => questions.find((q) => q.code === code)?.weight ?? 0;
  const item = (kind: ConditionKind, code: string, text: string, gapItem?: M2Gap): M2Condition => ({
    kind,
    code,
    title: title(code),
    weight: weight(code),
    text,
    actionComplete: gapItem ? gapItem.actionComplete : null,
    actionProblem: gapItem ? gapItem.actionProblem : null,
  });
  const levelName = (l: number) => ['', 'Definitive', 'Preliminary', 'Started', 'Not started'][l] ?? String(l);
  const scoredOf = (code: string) => levels.get(code)?.scored ?? null;
  const conditions: M2Condition[] = [
    ...redFlags.map((code) => item('redFlag', code, `scored ${scoredOf(code)} (${levelName(scoredOf(code) ?? 0)}) on a High-weight question`, gaps.find((g) => g.code === code))),
    ...highGaps.filter((g) => !redFlags.includes(g.code)).map((g) => item('highGap', g.code, `level ${g.level} against target ${g.target}`, g)),
    ...mediumGaps.map((g) => item('mediumGap', g.code, `level ${g.level} against target ${g.target}`, g)),
    ...unsupported.map((r) => item('unsupported', r.q.code, `claimed ${r.s.claimed} without evidence: scored as ${r.s.unsupported ? c.unsupportedScoredAs : r.scored}`)),
    ...inconsistent.map((r) => {
      const pre = r.s.limitedBy ?? '';
      return item('inconsistency', r.q.code, `${title(r.q.code)} at ${r.s.unsupported ? c.unsupportedScoredAs : r.s.claimed} while ${title(pre)} (${pre}) is at ${scoredOf(pre)}: scored as ${r.scored}`);
    }),
    ...revisits.map((q) => item('revisit', q.code, 'flagged to revisit')),
    ...naNotByReviewer.map((q) => item('naApproval', q.code, `N/A approved by ${byCode.get(q.code)?.naApprover.trim() || 'nobody'}, not by the independent reviewer`)),
    ...naReplaced.map((q) => item('naReplacedLevel', q.code, 'N/A now, rated with a level in an earlier report')),
  ];

  const label = `${PHASE_LABELS[ctx.phase]} gate`;
  const outcome = `${gate}${pendingReview ? ' (pending independent review)' : ''}`;
  const conditionCount = gate === 'Ready with conditions' ? conditions.filter((x) => x.kind !== 'unsupported').length : 0;
  const verdict =
    gate === 'Not ready'
      ? `${label}: ${outcome}: ${gateReasons.join(', ')}`
      : gate === 'Ready with conditions'
        ? `${label}: ${outcome}: ${plural(conditionCount, 'condition')} to meet before the gate`
        : `${label}: ${outcome}`;

  return {
    method: 2,
    felIndex,
    targetIndex,
    targetDelta: cents(felIndex - targetIndex) / 100,
    band,
    uncappedBand,
    capReason,
    attainment,
    evidenceCoverage,
    pessimisticIndex,
    naCount: naAnswers.length,
    redFlags,
    gate,
    gateReasons,
    pendingReview,
    verdict,
    conditions,
    areas,
    gaps,
    questions: questions.map((q) => levels.get(q.code) ?? { code: q.code, claimed: null, scored: null, unsupported: false, limitedBy: null, evidenceCounts: false }),
  };
}
