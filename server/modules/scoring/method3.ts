import type { Level } from '../questionnaire/bank/index.ts';
import { areaScores, attainmentOf, bandOf2, byPriority, capBand, cents, gapFigures, type RatedLevel, sumIndex, weightShare } from './fel-index.ts';
import { bandCaps, gateReasons3, isDeepGap, outcomeOf, redFlagReason } from './method3-gate.ts';
import { gapActions, reportBlockers } from './method3-governance.ts';
import { inconsistencyCascades, scoreLevels3 } from './method3-levels.ts';
import type { M3Answer, M3Context, M3Gap, M3Question, M3Score, M3ScoredQuestion } from './method3-types.ts';
import { conditions3, targetPosition, verdictLine } from './method3-verdict.ts';
import { METHOD3, type Method3Constants } from './scoring.constants.ts';

export { answerComplete, actionProblem3, gapActions, reportBlockers } from './method3-governance.ts';
export { entryCounts, entryProblem, normalizeRegisterText, parseEvidenceText } from './method3-evidence.ts';
export type * from './method3-types.ts';

// Scoring method 3 (DOMAIN.md §3a), pure: the same answers and context always give the same result.
//   scored level = the claim, no better than its support:
//     · unsupported (scored 4): a level 1–2 of any weight without a register entry that counts, or "not seen";
//     · "supports level N" worse than the claim: scored N (printed "reviewed to N"); a rejected N/A: scored 4;
//     · consistency: never better than its worst prerequisite's scored level minus one.
//   area index, FEL Index, target index, attainment and bands: method 2's arithmetic (fel-index.ts).
//   gate: method3-gate.ts; conditions and verdict: method3-verdict.ts; method page: method3-rules.ts.

type Rated = { q: M3Question; a: M3Answer | undefined; s: M3ScoredQuestion; scored: Level };

/**
 * Scores one phase by method 3. Blockers (unanswered questions, refused N/A, an area too N/A) refuse the
 * report and make the preview Not ready; the figures are still computed over what is rated.
 */
export function scorePhase3(answers: readonly M3Answer[], ctx: M3Context, c: Method3Constants = METHOD3): M3Score {
  const { questions, phase } = ctx;
  // Actions and entry dates are judged at sign-off once there is one (DOMAIN.md §3a).
  const judge = { phase, today: ctx.signOff?.date ?? ctx.today };
  const byCode = new Map(answers.map((a) => [a.code, a]));
  const levels = scoreLevels3(questions, byCode, judge, true, c);
  const rated: Rated[] = questions.flatMap((q) => {
    const s = levels.byCode.get(q.code);
    return s && s.scored !== null ? [{ q, a: byCode.get(q.code), s, scored: s.scored }] : [];
  });
  const at = (levelOf: (r: Rated) => Level): RatedLevel[] => rated.map((r) => ({ q: r.q, level: levelOf(r) }));
  const naCodes = new Set(questions.filter((q) => levels.byCode.get(q.code)?.claimed === 'N/A' && levels.byCode.get(q.code)?.scored === null).map((q) => q.code));
  const areas = areaScores(questions, at((r) => r.scored), naCodes);
  const felIndex = sumIndex(areas, 'index');
  const targetIndex = sumIndex(areas, 'targetIndex');
  const pessimisticIndex = sumIndex(areaScores(questions, at((r) => r.s.pessimistic ?? r.scored), naCodes), 'index');
  const attainment = attainmentOf(at((r) => r.scored));
  const evidenceCoverage = weightShare(rated, (r) => r.s.hasCountingEntry && r.s.unsupported?.kind !== 'notSeen');

  const gaps: M3Gap[] = rated
    .filter((r) => r.scored > r.q.target)
    .map((r) => {
      const figures = gapFigures(r.q, r.scored);
      const actions = gapActions(r.a?.actions ?? [], { today: judge.today, gateDate: ctx.gateDate }, c);
      return { ...figures, claimed: r.s.claimed ?? r.scored, deep: isDeepGap(r.q.weight, figures.gap, c), actions: actions.actions, actionComplete: actions.complete, actionProblem: actions.problem };
    })
    .sort(byPriority);

  const redFlags = rated.flatMap((r) => {
    const reason = redFlagReason(r.q, r.scored, c);
    return reason ? [{ code: r.q.code, weight: r.q.weight, reason }] : [];
  });
  const uncappedBand = bandOf2(felIndex, c);
  const capped = capBand(uncappedBand, bandCaps(phase, redFlags, gaps, c));
  const capReason = capped.binding?.reason ?? null;
  const blockers = reportBlockers(questions, answers, c);
  const cascades = inconsistencyCascades(questions, levels);
  const naReplacedLevels = questions.filter((q) => byCode.get(q.code)?.na && ctx.earlierLevels.has(q.code)).map((q) => q.code);
  const revisitWeights = questions.filter((q) => byCode.get(q.code)?.revisit).map((q) => q.weight);
  const reasons = gateReasons3(
    { phase, felIndex, targetIndex, attainment, redFlags, gaps, revisitWeights, naReplacedLevels: naReplacedLevels.length, inconsistencies: cascades.length, blockers, gateDate: ctx.gateDate, submittedOn: ctx.submittedOn, today: judge.today },
    c,
  );
  const gate = outcomeOf(reasons);

  // What the reviewer is shown: the answers as scored before any mark, so the list stays put during the review.
  const unreviewed = scoreLevels3(questions, byCode, judge, false, c);
  const reviewable = questions.filter((q) => q.weight >= c.mediumWeight);
  const toReview = {
    marks: reviewable.filter((q) => (unreviewed.byCode.get(q.code)?.scored ?? 4) <= 3 && byCode.get(q.code)?.review === null).map((q) => q.code),
    naDecisions: reviewable.filter((q) => byCode.get(q.code)?.na && byCode.get(q.code)?.naReview === null).map((q) => q.code),
  };
  const pendingReview = ctx.signOff === null || toReview.marks.length + toReview.naDecisions.length > 0;
  const targetDelta = cents(felIndex - targetIndex) / 100;
  const position = phase === 'fel2' ? targetPosition(capped.band, capReason, targetDelta) : null;
  const conditions = conditions3({ questions, answers: byCode, levels, gaps, redFlags, cascades, naReplacedLevels }, c);

  return {
    method: 3,
    phase,
    felIndex,
    targetIndex,
    targetDelta,
    band: capped.band,
    uncappedBand,
    capReason,
    gauge: { felIndex, targetIndex, band: capped.band, uncappedBand, cap: capped.worst ? { ...capped.worst, binding: capped.binding !== null } : null },
    attainment,
    evidenceCoverage,
    pessimisticIndex,
    naCount: naCodes.size,
    redFlags: redFlags.map((r) => r.code),
    gate,
    gateReasons: reasons,
    pendingReview,
    review: ctx.signOff,
    gateDate: ctx.gateDate,
    targetPosition: position,
    verdict: verdictLine({ phase, gateDate: ctx.gateDate, gate, pendingReview, reasons, conditions, position }),
    conditions,
    blockers,
    toReview,
    areas,
    gaps,
    questions: questions.flatMap((q) => levels.byCode.get(q.code) ?? []),
  };
}
