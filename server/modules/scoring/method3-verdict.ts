import { type Phase, PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { plural } from './fel-index.ts';
import type { Levels } from './method3-levels.ts';
import type { M3Answer, M3Condition, M3ConditionKind, M3Gap, M3GateReason, M3Question, M3ScoredQuestion } from './method3-types.ts';
import { type BandName, type GateOutcome, METHOD3, type Method3Constants } from './scoring.constants.ts';

// The words of a method 3 outcome (DOMAIN.md §3a, §4 page 1): the gate conditions page 1 lists and the verdict
// line, which carries the planned gate date and, at FEL 2, the position against the target index.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the verdict prints it: "14 Mar 2027". */
export function verdictDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** Why a claim is scored 4, in words. */
export function unsupportedText(s: Pick<M3ScoredQuestion, 'unsupported'>): string | null {
  const u = s.unsupported;
  if (u === null) return null;
  if (u.kind === 'notSeen') return 'marked "not seen" by the reviewer';
  return u.entryProblems.length === 0 ? 'no register entry linked' : `no linked entry counts (${u.entryProblems.join('; ')})`;
}

/** Informational rows of page 1: listed with the conditions, not counted among those to meet. */
const INFORMATION: readonly M3ConditionKind[] = ['unsupported', 'naRejected'];

export type ConditionFacts = {
  questions: readonly M3Question[];
  answers: ReadonlyMap<string, M3Answer>;
  levels: Levels;
  gaps: readonly M3Gap[];
  redFlags: readonly { code: string; reason: string }[];
  cascades: readonly { root: string; limits: string[] }[];
  naReplacedLevels: readonly string[];
};

/** Every gate condition page 1 lists, in the order it lists them. */
export function conditions3(f: ConditionFacts, c: Method3Constants = METHOD3): M3Condition[] {
  const question = new Map(f.questions.map((q) => [q.code, q]));
  const scored = (code: string) => f.levels.byCode.get(code);
  const named = (code: string) => `${question.get(code)?.title ?? code} (${code})`;
  const gapOf = new Map(f.gaps.map((g) => [g.code, g]));
  const flagged = new Set(f.redFlags.map((r) => r.code));
  const item = (kind: M3ConditionKind, code: string, text: string, limits: string[] = []): M3Condition => {
    const gap = gapOf.get(code);
    const withAction = gap !== undefined && kind !== 'unsupported' && kind !== 'inconsistency';
    return { kind, code, title: question.get(code)?.title ?? code, weight: question.get(code)?.weight ?? 0, text, actionComplete: withAction ? gap.actionComplete : null, actionProblem: withAction ? gap.actionProblem : null, limits };
  };
  const gapText = (g: M3Gap) => `level ${g.level} against target ${g.target}${g.gateCritical ? ' (gate-critical)' : ''}`;
  const open = f.gaps.filter((g) => !flagged.has(g.code));
  const scoredAs = (code: string) => {
    const s = scored(code);
    return s?.unsupported ? `${s.scored} (unsupported: ${unsupportedText(s)})` : String(s?.scored ?? '—');
  };
  return [
    ...f.redFlags.map((r) => item('redFlag', r.code, r.reason)),
    ...open.filter((g) => g.weight === c.highWeight).map((g) => item('highGap', g.code, gapText(g))),
    ...open.filter((g) => g.weight === c.mediumWeight).map((g) => item('mediumGap', g.code, gapText(g))),
    ...open.filter((g) => g.weight !== c.highWeight && g.weight !== c.mediumWeight && g.gateCritical).map((g) => item('gateCriticalGap', g.code, gapText(g))),
    ...f.questions.flatMap((q) => {
      const s = scored(q.code);
      return s?.unsupported ? [item('unsupported', q.code, `claimed ${s.claimed}, scored as ${c.unsupportedScoredAs}: ${unsupportedText(s)}`)] : [];
    }),
    ...f.cascades.map(({ root, limits }) =>
      item('inconsistency', root, `${named(root)} is scored ${scoredAs(root)}; resting on it: ${limits.map((x) => `${named(x)} claimed ${scored(x)?.claimed}, scored as ${scored(x)?.scored}`).join('; ')}`, limits),
    ),
    ...f.questions.filter((q) => f.answers.get(q.code)?.revisit).map((q) => item('revisit', q.code, 'flagged to revisit')),
    ...f.naReplacedLevels.map((code) => item('naReplacedLevel', code, 'N/A now, answered with a level earlier in this phase')),
    ...f.questions.flatMap((q) => {
      const review = scored(q.code)?.naReview;
      return review?.decision === 'rejected' ? [item('naRejected', q.code, `N/A rejected by ${review.reviewer}: scored as ${c.unsupportedScoredAs}`)] : [];
    }),
  ];
}

/** "Fair, 0.20 better than the FEL 2 target", with the cap when it binds. */
export function targetPosition(band: BandName, capReason: string | null, targetDelta: number): string {
  const shown = `${band}${capReason ? ` (capped: ${capReason})` : ''}`;
  if (targetDelta === 0) return `${shown}, at the FEL 2 target`;
  return `${shown}, ${Math.abs(targetDelta).toFixed(2)} ${targetDelta < 0 ? 'better' : 'worse'} than the FEL 2 target`;
}

/** The verdict line: "FEL 3 gate on 14 Mar 2027: Ready with conditions: 2 conditions to meet before the gate". */
export function verdictLine(p: { phase: Phase; gateDate: string | null; gate: GateOutcome; pendingReview: boolean; reasons: readonly M3GateReason[]; conditions: readonly M3Condition[]; position: string | null }): string {
  const head = `${PHASE_LABELS[p.phase]} gate ${p.gateDate ? `on ${verdictDate(p.gateDate)}` : '(no planned gate date)'}`;
  const outcome = `${p.gate}${p.pendingReview ? ' (pending independent review)' : ''}`;
  const toMeet = p.conditions.filter((x) => !INFORMATION.includes(x.kind)).length;
  const detail =
    p.gate === 'Not ready'
      ? `: ${p.reasons.filter((r) => r.atBest === 'Not ready').map((r) => r.text).join('; ')}`
      : p.gate === 'Ready with conditions'
        ? `: ${plural(toMeet, 'condition')} to meet before the gate`
        : '';
  return `${head}: ${outcome}${detail}${p.position ? ` — ${p.position}` : ''}`;
}
