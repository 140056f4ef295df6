import { AREAS, type Area, type Level, type Question } from '../questionnaire/bank/index.ts';
import { BAND_ORDER, type BandName, type GateOutcome, SCORING, type ScoringConstants } from './scoring.constants.ts';

// The FEL Index (DOMAIN.md §3), as one pure module used by the report, the dashboard and the API alike.
//   gap        = max(0, level − target) for each applicable answer (N/A answers are left out)
//   area index = 1 + Σ(weight × gap) / Σ(weight)            → 1.00 … 4.00
//   FEL Index  = site + eng + pep                           → 3.00 … 12.00, lower is better
//   absolute   = the same with every target = 1 (the FEL 2 → FEL 3 trend)
// Indices are rounded to two decimals before banding, so the band always matches the number shown.

export type ScoringQuestion = Pick<Question, 'code' | 'area' | 'weight' | 'target' | 'title' | 'nextDeliverable'>;
export type ScoringAnswer = { code: string; level: Level | null; na: boolean; hasAction: boolean };

export type AreaScore = {
  area: Area;
  index: number;
  absoluteIndex: number;
  /** Questions that count (answered with a level). */
  applicable: number;
  notApplicable: number;
  /** Σ weight over the applicable questions: the index is 1 + weightedGap ÷ weightSum. */
  weightSum: number;
  /** Σ weight × gap over the applicable questions. */
  weightedGap: number;
  /** Σ weight × (level − 1): the absolute index is 1 + absoluteWeightedGap ÷ weightSum. */
  absoluteWeightedGap: number;
};

/** What decided the gate outcome, for the report to state in words. */
export type GateBasis = {
  readyBand: boolean;
  conditionalBand: boolean;
  /** Gaps of the condition weight (High), and how many of them have no action. */
  conditionedGaps: number;
  conditionedGapsWithoutAction: number;
};

export type Gap = {
  code: string;
  area: Area;
  title: string;
  weight: number;
  level: Level;
  target: Level;
  gap: number;
  /** weight × gap: the ranking of recommendations. */
  priority: number;
  hasAction: boolean;
  nextDeliverable: string;
};

export type PhaseScore = {
  felIndex: number;
  absoluteIndex: number;
  band: BandName;
  /** The band the index alone would give, before a red flag capped it. */
  uncappedBand: BandName;
  /** Codes of High-weight questions answered "Not started / Unknown". */
  redFlags: string[];
  gate: GateOutcome;
  gateBasis: GateBasis;
  pdriEquivalent: number;
  areas: Record<Area, AreaScore>;
  /** Every gap, highest priority first (ties: area order, then code). */
  gaps: Gap[];
};

/** Rounds to two decimals (half away from zero), as every index is shown. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The band of a composite index (rounded to two decimals first). */
export function bandOf(felIndex: number, constants: ScoringConstants = SCORING): BandName {
  const value = round2(felIndex);
  return constants.bands.find((b) => value <= b.max)?.name ?? 'Screening';
}

/** The worse of two bands. */
const worse = (a: BandName, b: BandName): BandName => (BAND_ORDER.indexOf(a) >= BAND_ORDER.indexOf(b) ? a : b);

/** PDRI-equivalent of a composite index, for communication (70 at 3.00, 1000 at 12.00). */
export function pdriEquivalent(felIndex: number, constants: ScoringConstants = SCORING): number {
  return Math.round(constants.pdri.base + ((felIndex - constants.felRange.min) * constants.pdri.span) / 9);
}

/** DOMAIN.md §3: how far an answer falls short of its target (never negative). */
export const gapOf = (level: Level, target: Level): number => Math.max(0, level - target);

/** Areas in which no question is answered with a level (all N/A): their index would mean nothing. */
export function unratedAreas(questions: readonly Pick<Question, 'code' | 'area'>[], answers: readonly ScoringAnswer[]): Area[] {
  const rated = new Set(answers.filter((a) => !a.na && a.level !== null).map((a) => a.code));
  return AREAS.filter((area) => !questions.some((q) => q.area === area && rated.has(q.code)));
}

/** Scores one phase; every question must have a level or be N/A (the questionnaire's fullyAnswered). */
export function scorePhase(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[], constants: ScoringConstants = SCORING): PhaseScore {
  const byCode = new Map(answers.map((a) => [a.code, a]));
  const rated = questions.flatMap((q) => {
    const a = byCode.get(q.code);
    return a && !a.na && a.level !== null ? [{ q, level: a.level, hasAction: a.hasAction }] : [];
  });
  const scoreArea = (area: Area): AreaScore => {
    const inArea = rated.filter((r) => r.q.area === area);
    const weightSum = inArea.reduce((s, r) => s + r.q.weight, 0);
    const weightedGap = inArea.reduce((s, r) => s + r.q.weight * gapOf(r.level, r.q.target), 0);
    const absoluteWeightedGap = inArea.reduce((s, r) => s + r.q.weight * (r.level - 1), 0);
    // An area with nothing rated has no index; reports refuse it (unratedAreas), so 1 is never shown for it.
    const index = (weighted: number) => (weightSum === 0 ? 1 : round2(1 + weighted / weightSum));
    return {
      area,
      index: index(weightedGap),
      absoluteIndex: index(absoluteWeightedGap),
      applicable: inArea.length,
      notApplicable: questions.filter((q) => q.area === area && byCode.get(q.code)?.na).length,
      weightSum,
      weightedGap,
      absoluteWeightedGap,
    };
  };
  const areas: Record<Area, AreaScore> = { site: scoreArea('site'), eng: scoreArea('eng'), pep: scoreArea('pep') };
  const felIndex = round2(AREAS.reduce((s, a) => s + areas[a].index, 0));
  const absoluteIndex = round2(AREAS.reduce((s, a) => s + areas[a].absoluteIndex, 0));
  const redFlags = rated.filter((r) => r.q.weight === constants.redFlag.weight && r.level === constants.redFlag.level).map((r) => r.q.code);
  const uncappedBand = bandOf(felIndex, constants);
  const band = redFlags.length > 0 ? worse(uncappedBand, constants.redFlag.capBand) : uncappedBand;
  const gaps: Gap[] = rated
    .filter((r) => gapOf(r.level, r.q.target) > 0)
    .map((r) => ({
      code: r.q.code,
      area: r.q.area,
      title: r.q.title,
      weight: r.q.weight,
      level: r.level,
      target: r.q.target,
      gap: gapOf(r.level, r.q.target),
      priority: r.q.weight * gapOf(r.level, r.q.target),
      hasAction: r.hasAction,
      nextDeliverable: r.q.nextDeliverable,
    }))
    .sort((a, b) => b.priority - a.priority || AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.code.localeCompare(b.code));
  const conditioned = gaps.filter((g) => g.weight === constants.gate.conditionWeight);
  const gateBasis: GateBasis = {
    readyBand: constants.gate.ready.includes(band),
    conditionalBand: constants.gate.conditional.includes(band),
    conditionedGaps: conditioned.length,
    conditionedGapsWithoutAction: conditioned.filter((g) => !g.hasAction).length,
  };
  const gate: GateOutcome =
    redFlags.length === 0 && gateBasis.readyBand
      ? 'Ready'
      : gateBasis.conditionalBand && gateBasis.conditionedGapsWithoutAction === 0
        ? 'Ready with conditions'
        : 'Not ready';
  return { felIndex, absoluteIndex, band, uncappedBand, redFlags, gate, gateBasis, pdriEquivalent: pdriEquivalent(felIndex, constants), areas, gaps };
}
