import { type Level, type Phase, WEIGHT_LABELS } from '../questionnaire/bank/index.ts';
import { type Cap, indexLimitReason, plural } from './fel-index.ts';
import { blockerReasons } from './method3-governance.ts';
import type { M3Blocker, M3Gap, M3GateReason, M3Question } from './method3-types.ts';
import { type GateOutcome, METHOD3, type Method3Constants } from './scoring.constants.ts';

// Method 3's red flags, caps and gate outcome (DOMAIN.md §3a), on scored levels only, so a worse scored level,
// a removed entry or an added flag, gap or inconsistency can only add reasons, never take one away.

/** Why a scored question is a red flag, or null. */
export function redFlagReason(q: Pick<M3Question, 'weight' | 'target' | 'gateCritical'>, scored: Level, c: Method3Constants = METHOD3): string | null {
  if (q.weight === c.highWeight && scored === 4) return 'scored 4 (Not started) on a High-weight question';
  if (q.weight === c.highWeight && scored === 3 && q.target === 1) return 'scored 3 (Started) on a High-weight question whose target is 1';
  if (q.weight === c.mediumWeight && scored === 4 && q.target === 1) return 'scored 4 (Not started) on a Medium-weight question whose target is 1';
  if (q.gateCritical && scored - q.target >= c.gateCriticalRedFlagGap) return `scored ${scored} on a gate-critical question whose target is ${q.target}`;
  return null;
}

/** A gap that caps the band like a High-weight gap and counts among the deep gaps. */
export const isDeepGap = (weight: number, gap: number, c: Method3Constants = METHOD3): boolean => gap > 0 && (weight === c.highWeight || (weight === c.mediumWeight && gap >= c.mediumDeepGap));

/** The caps that apply: a red flag on a High-weight question caps at the red-flag band; other red flags and deep gaps like a High-weight gap. */
export function bandCaps(phase: Phase, redFlags: readonly { code: string; weight: number }[], gaps: readonly M3Gap[], c: Method3Constants = METHOD3): Cap[] {
  const caps = c.caps[phase];
  const flagged = new Set(redFlags.map((r) => r.code));
  const high = redFlags.filter((r) => r.weight === c.highWeight);
  const otherFlags = ([2, 1] as const).flatMap((w) => {
    const n = redFlags.filter((r) => r.weight === w).length;
    return n > 0 ? [plural(n, `${WEIGHT_LABELS[w]}-weight red flag`)] : [];
  });
  const deep = gaps.filter((g) => g.deep && !flagged.has(g.code));
  const highGaps = deep.filter((g) => g.weight === c.highWeight).length;
  const mediumDeep = deep.length - highGaps;
  const likeHighGap = [...otherFlags, ...(highGaps > 0 ? [plural(highGaps, 'High-weight gap')] : []), ...(mediumDeep > 0 ? [`${plural(mediumDeep, 'Medium-weight gap')} of ${c.mediumDeepGap}+ levels`] : [])];
  return [...(high.length > 0 ? [{ band: caps.redFlag, reason: plural(high.length, 'red flag') }] : []), ...(likeHighGap.length > 0 ? [{ band: caps.highGap, reason: likeHighGap.join(', ') }] : [])];
}

/** What the gate is judged on. */
export type GateFacts = {
  phase: Phase;
  felIndex: number;
  targetIndex: number;
  attainment: number;
  redFlags: readonly { code: string; weight: number }[];
  gaps: readonly M3Gap[];
  /** The weights of the questions flagged to revisit. */
  revisitWeights: readonly number[];
  naReplacedLevels: number;
  inconsistencies: number;
  blockers: readonly M3Blocker[];
  gateDate: string | null;
  submittedOn: string | null;
  today: string;
};

function gateDateReason(f: GateFacts): string | null {
  if (f.gateDate === null) return 'no planned gate date (required for any outcome better than Not ready)';
  if (f.submittedOn !== null && f.gateDate < f.submittedOn) return `planned gate date ${f.gateDate} is before the submission on ${f.submittedOn}`;
  if (f.submittedOn === null && f.gateDate < f.today) return `planned gate date ${f.gateDate} has passed and the draft is not submitted`;
  return null;
}

/** Every reason the outcome is not better, with the best outcome each allows (Not-ready ones first). */
export function gateReasons3(f: GateFacts, c: Method3Constants = METHOD3): M3GateReason[] {
  const g = c.gate;
  const of = (test: (x: M3Gap) => boolean) => f.gaps.filter(test).length;
  const high = (x: M3Gap) => x.weight === c.highWeight;
  const medium = (x: M3Gap) => x.weight === c.mediumWeight;
  const low = (x: M3Gap) => x.weight !== c.highWeight && x.weight !== c.mediumWeight;
  const deep = of((x) => x.deep);
  const highRevisits = f.revisitWeights.filter((w) => w === c.highWeight).length;
  const index = (fel3Max: number, outcome: string) => indexLimitReason({ phase: f.phase, felIndex: f.felIndex, targetIndex: f.targetIndex, fel2Margin: g.fel2IndexMargin, fel3Max, outcome });
  const when = (n: number, text: (n: number) => string): string | null => (n > 0 ? text(n) : null);
  const notReady = [
    ...blockerReasons(f.blockers),
    gateDateReason(f),
    when(f.redFlags.length, (n) => plural(n, 'red flag')),
    when(highRevisits, (n) => `${plural(n, 'open revisit flag')} on High-weight questions`),
    f.attainment < g.conditionalAttainment ? `target attainment ${f.attainment.toFixed(1)} % (below ${g.conditionalAttainment} %)` : null,
    when(deep > g.maxDeepGaps ? deep : 0, (n) => `${plural(n, 'deep gap')} (at most ${g.maxDeepGaps}: High-weight gaps and Medium-weight gaps of ${c.mediumDeepGap}+ levels)`),
    when(of((x) => high(x) && x.gap > 1), (n) => `${plural(n, 'High-weight gap')} of more than one level`),
    when(of((x) => high(x) && x.gateCritical), (n) => `${plural(n, 'High-weight gap')} on gate-critical questions`),
    when(of((x) => high(x) && !x.actionComplete), (n) => `${plural(n, 'High-weight gap')} without a complete action`),
    when(of((x) => medium(x) && !x.actionComplete), (n) => `${plural(n, 'Medium-weight gap')} without a complete action`),
    when(of((x) => low(x) && x.gateCritical && !x.actionComplete), (n) => `${plural(n, 'Low-weight gap')} on gate-critical questions without a complete action`),
    index(g.fel3ConditionalMax, 'Ready with conditions'),
  ];
  const conditional = [
    when(of(high), (n) => plural(n, 'High-weight gap')),
    when(of((x) => medium(x) && x.gap >= c.mediumDeepGap), (n) => `${plural(n, 'Medium-weight gap')} of ${c.mediumDeepGap}+ levels`),
    when(of((x) => !high(x) && x.gateCritical), (n) => `${plural(n, 'gap')} on gate-critical Medium- or Low-weight questions`),
    f.attainment < g.readyAttainment ? `target attainment ${f.attainment.toFixed(1)} % (Ready needs ${g.readyAttainment} %)` : null,
    when(f.revisitWeights.length - highRevisits, (n) => plural(n, 'open revisit flag')),
    when(f.naReplacedLevels, (n) => `${plural(n, 'N/A answer')} replacing a level given earlier in this phase`),
    when(f.inconsistencies, (n) => plural(n, 'inconsistency', 'inconsistencies')),
    index(g.fel3ReadyMax, 'Ready'),
  ];
  const reasons = (list: (string | null)[], atBest: M3GateReason['atBest']) => list.flatMap((text) => (text === null ? [] : [{ text, atBest }]));
  return [...reasons(notReady, 'Not ready'), ...reasons(conditional, 'Ready with conditions')];
}

/** The outcome the reasons allow. */
export const outcomeOf = (reasons: readonly M3GateReason[]): GateOutcome =>
  reasons.some((r) => r.atBest === 'Not ready') ? 'Not ready' : reasons.length > 0 ? 'Ready with conditions' : 'Ready';
