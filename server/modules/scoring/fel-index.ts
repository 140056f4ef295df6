import { AREAS, type Area, type Phase, type Question } from '../questionnaire/bank/index.ts';
import { BAND_ORDER, type BandName, type GateOutcome, METHOD2, type Method2Constants } from './scoring.constants.ts';

// The FEL Index arithmetic that methods 2 and 3 share (DOMAIN.md §3): area index, rounding, bands, target
// index, attainment, caps and the index limits. Methods differ in what level an answer is scored at, never
// in how scored levels become figures, so this is imported, not copied.

export type IndexQuestion = Pick<Question, 'code' | 'area' | 'weight' | 'target'>;

export type GapQuestion = IndexQuestion & Pick<Question, 'title' | 'nextDeliverable' | 'gateCritical'>;

/** A rated answer as the arithmetic sees it: its question and the level the figure counts. */
export type RatedLevel = { q: IndexQuestion; level: number };

export type AreaScore = {
  area: Area;
  index: number;
  targetIndex: number;
  applicable: number;
  notApplicable: number;
  weightSum: number;
  /** Σ weight × (scored level − 1): index = 1 + weightedGap ÷ weightSum. */
  weightedGap: number;
  /** Σ weight × (target − 1): targetIndex = 1 + targetWeightedGap ÷ weightSum. */
  targetWeightedGap: number;
  /** Weight of the area's N/A questions, and of all its questions. */
  naWeight: number;
  totalWeight: number;
};

/** The figures every method prints from its scored levels. */
export type ScoreFigures = {
  felIndex: number;
  targetIndex: number;
  /** felIndex − targetIndex (negative: better than the phase target). */
  targetDelta: number;
  /** The displayed band (after its cap) and the index's own band. */
  band: BandName;
  uncappedBand: BandName;
  /** What capped the band, when a cap binds. */
  capReason: string | null;
  attainment: number;
  evidenceCoverage: number;
  pessimisticIndex: number;
  /** N/A answers left out of the index. */
  naCount: number;
  redFlags: string[];
  gate: GateOutcome;
  pendingReview: boolean;
  verdict: string;
  areas: Record<Area, AreaScore>;
};

/** num ÷ den rounded half-up to `decimals`, exactly (integers in, no floating-point ties). */
export function roundRatio(num: number, den: number, decimals = 2): number {
  const scale = 10 ** decimals;
  return Math.floor((2 * num * scale + den) / (2 * den)) / scale;
}

/** Hundredths of a shown value, for exact comparisons. */
export const cents = (value: number): number => Math.round(value * 100);

/** The band of a FEL Index as shown (two decimals). */
export function bandOf2(felIndex: number, c: Pick<Method2Constants, 'bands'> = METHOD2): BandName {
  return c.bands.find((b) => cents(felIndex) <= cents(b.max))?.name ?? 'Screening';
}

/** The worse of two bands. */
export const worseBand = (a: BandName, b: BandName): BandName => (BAND_ORDER.indexOf(a) >= BAND_ORDER.indexOf(b) ? a : b);

/** "1 red flag", "3 red flags". */
export { plural } from '../../../common/plural.ts';

/** Every area's index and target index over its rated answers; N/A questions are counted, not rated. */
export function areaScores(questions: readonly IndexQuestion[], rated: readonly RatedLevel[], naCodes: ReadonlySet<string>): Record<Area, AreaScore> {
  const one = (area: Area): AreaScore => {
    const inArea = rated.filter((r) => r.q.area === area);
    const all = questions.filter((q) => q.area === area);
    const weightSum = inArea.reduce((s, r) => s + r.q.weight, 0);
    const weighted = inArea.reduce((s, r) => s + r.q.weight * r.level, 0);
    const weightedTarget = inArea.reduce((s, r) => s + r.q.weight * r.q.target, 0);
    const na = all.filter((q) => naCodes.has(q.code));
    return {
      area,
      index: weightSum === 0 ? 1 : roundRatio(weighted, weightSum),
      targetIndex: weightSum === 0 ? 1 : roundRatio(weightedTarget, weightSum),
      applicable: inArea.length,
      notApplicable: na.length,
      weightSum,
      weightedGap: weighted - weightSum,
      targetWeightedGap: weightedTarget - weightSum,
      naWeight: na.reduce((s, q) => s + q.weight, 0),
      totalWeight: all.reduce((s, q) => s + q.weight, 0),
    };
  };
  return { site: one('site'), eng: one('eng'), pep: one('pep') };
}

/** The FEL Index (or target index): the sum of the rounded area figures. */
export const sumIndex = (areas: Record<Area, AreaScore>, key: 'index' | 'targetIndex') => cents(AREAS.reduce((s, a) => s + areas[a][key], 0)) / 100;

/** The share of rated weight that passes `test`, in % to one decimal (0 when nothing is rated). */
export function weightShare<R extends { q: Pick<IndexQuestion, 'weight'> }>(rated: readonly R[], test: (r: R) => boolean): number {
  const total = rated.reduce((s, r) => s + r.q.weight, 0);
  const passing = rated.filter(test).reduce((s, r) => s + r.q.weight, 0);
  return total === 0 ? 0 : roundRatio(100 * passing, total, 1);
}

/** Target attainment: the share of rated weight at or better than its target. */
export const attainmentOf = (rated: readonly RatedLevel[]): number => weightShare(rated, (r) => r.level <= r.q.target);

export type Cap = { band: BandName; reason: string };

/** The band after the worst applicable cap, that cap, and whether it binds (it is worse than the index's own band). */
export function capBand(uncapped: BandName, caps: readonly Cap[]): { band: BandName; worst: Cap | null; binding: Cap | null } {
  const worst = caps.reduce<Cap | null>((w, cap) => (w === null || worseBand(cap.band, w.band) !== w.band ? cap : w), null);
  return worst !== null && worseBand(uncapped, worst.band) !== uncapped ? { band: worst.band, worst, binding: worst } : { band: uncapped, worst, binding: null };
}

/** What every gap reports, whatever the method: how far the scored level falls short of the target, and its priority. */
export function gapFigures<L extends number>(q: GapQuestion, level: L) {
  const gap = level - q.target;
  return { code: q.code, area: q.area, title: q.title, weight: q.weight, level, target: q.target, gap, priority: q.weight * gap, nextDeliverable: q.nextDeliverable, gateCritical: q.gateCritical };
}

/** Gaps in report order: priority (weight × gap) first, then area and code. */
export const byPriority = (a: { priority: number; area: Area; code: string }, b: { priority: number; area: Area; code: string }): number =>
  b.priority - a.priority || AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.code.localeCompare(b.code);

/**
 * Why the FEL Index passes the limit of an outcome, or null: at FEL 2 the target index + the margin, at FEL 3
 * a fixed ceiling (DOMAIN.md §3; method 3 keeps these as backstops).
 */
export function indexLimitReason(p: { phase: Phase; felIndex: number; targetIndex: number; fel2Margin: number; fel3Max: number; outcome: string }): string | null {
  const fel2 = p.phase === 'fel2';
  const limit = fel2 ? p.targetIndex + p.fel2Margin : p.fel3Max;
  if (cents(p.felIndex) <= cents(limit)) return null;
  return fel2
    ? `FEL Index ${p.felIndex.toFixed(2)} is more than ${p.fel2Margin.toFixed(2)} above the FEL 2 target index ${p.targetIndex.toFixed(2)} (${p.outcome})`
    : `FEL Index ${p.felIndex.toFixed(2)} is above ${p.fel3Max.toFixed(2)} (${p.outcome})`;
}
