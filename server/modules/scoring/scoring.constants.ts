// Every constant of the FEL Index (DOMAIN.md §3) in one place. The report's method page prints these
// values, so what a funding committee reads is what the code computes. Ours, stated openly: the real
// industry weights and cut-offs are proprietary.

import { LEVEL3_COMMENT_MIN } from '../../../common/answer-rule.ts';
import { HIGH_WEIGHT, NA_REASON_MIN } from '../../../common/na-rule.ts';
import type { Weight } from '../questionnaire/bank/types.ts';

export type BandName = 'Best Practical' | 'Good' | 'Fair' | 'Poor' | 'Screening';
export type GateOutcome = 'Ready' | 'Ready with conditions' | 'Not ready';

export type ScoringConstants = {
  /** Upper bounds (inclusive) of the composite FEL Index per band, best first; above the last is Screening. */
  bands: readonly { name: Exclude<BandName, 'Screening'>; max: number }[];
  /** A question of this weight answered at this level caps the band and raises a red flag. */
  redFlag: { weight: Weight; level: 4; capBand: BandName };
  /** Bands that may pass the gate outright (no red flag), and with conditions (every High gap has an action). */
  gate: { ready: readonly BandName[]; conditional: readonly BandName[]; conditionWeight: Weight };
  /** PDRI-equivalent: base + (FEL − 3) × span / 9. */
  pdri: { base: number; span: number };
  /** Composite range (three areas of 1.00 … 4.00). */
  felRange: { min: number; max: number };
  /**
   * The company average needs at least this many other projects' reports, so that no single project's
   * figures show through to colleagues who may not see that project.
   */
  companyAverageMinProjects: number;
};

export const SCORING: ScoringConstants = {
  bands: [
    { name: 'Best Practical', max: 4.75 },
    { name: 'Good', max: 5.75 },
    { name: 'Fair', max: 7.0 },
    { name: 'Poor', max: 8.5 },
  ],
  redFlag: { weight: 3, level: 4, capBand: 'Fair' },
  gate: { ready: ['Best Practical', 'Good'], conditional: ['Good', 'Fair'], conditionWeight: 3 },
  pdri: { base: 70, span: 930 },
  felRange: { min: 3, max: 12 },
  companyAverageMinProjects: 3,
};

export const BAND_ORDER: readonly BandName[] = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];

/** Method 2 (DOMAIN.md §3): every constant the FEL Index, the caps and the gate use. */
export type Method2Constants = {
  method: 2;
  /** Same bands at both phases (upper bounds inclusive, best first; above the last is Screening). */
  bands: readonly { name: Exclude<BandName, 'Screening'>; max: number }[];
  /** A level 1–2 claim on a question of at least this weight without evidence is unsupported ... */
  unsupportedMinWeight: Weight;
  /** ... and is scored at this level (Started/Assumed): never better than an honest answer, and worsening a claim never improves the outcome. */
  unsupportedScoredAs: 3;
  /** High weight: red flags, High-weight gaps and their caps. */
  highWeight: Weight;
  mediumWeight: Weight;
  /** The band caps, per phase: a High-weight gap caps the band at highGap, a red flag at redFlag. */
  caps: Record<'fel2' | 'fel3', { highGap: BandName; redFlag: BandName }>;
  gate: {
    readyAttainment: number;
    conditionalAttainment: number;
    /** At FEL 2 the index may be at most target index + this (Ready and Ready with conditions). */
    fel2IndexMargin: number;
    /** At FEL 3 the index may be at most this for Ready (Best Practical) and for Ready with conditions. */
    fel3ReadyMax: number;
    fel3ConditionalMax: number;
    /** Ready with conditions: at most this many High-weight gaps, each of one level. */
    maxHighGaps: number;
  };
  action: { minTextLength: number };
  na: { minReasonLength: number; maxAreaWeightShare: { numerator: number; denominator: number } };
  companyAverageMinProjects: number;
  felRange: { min: number; max: number };
};

export const METHOD2: Method2Constants = {
  method: 2,
  bands: SCORING.bands,
  unsupportedMinWeight: 2,
  unsupportedScoredAs: 3,
  highWeight: HIGH_WEIGHT,
  mediumWeight: 2,
  caps: { fel3: { highGap: 'Good', redFlag: 'Poor' }, fel2: { highGap: 'Poor', redFlag: 'Screening' } },
  gate: { readyAttainment: 90, conditionalAttainment: 75, fel2IndexMargin: 0.75, fel3ReadyMax: 4.75, fel3ConditionalMax: 5.25, maxHighGaps: 3 },
  action: { minTextLength: 10 },
  na: { minReasonLength: NA_REASON_MIN, maxAreaWeightShare: { numerator: 1, denominator: 3 } },
  companyAverageMinProjects: 3,
  felRange: { min: 3, max: 12 },
};

/** The method page's disclaimer (DOMAIN.md §3), printed on every method 2 report. */
export const METHOD2_DISCLAIMER =
  "The questions, weights, targets and bands are this product's own. This FEL Index is modelled on the industry's three-component FEL Index; it is not IPA's FEL Index, and no figure here is a CII PDRI score.";

/**
 * Method 3 (DOMAIN.md §3a): method 2's bands, caps, weights and index limits, with evidence that counts (a
 * register entry), unsupported claims scored 4 at every weight and the gate rules that hold.
 */
export type Method3Constants = {
  method: 3;
  bands: Method2Constants['bands'];
  /** A level 1–2 claim of any weight without a counting entry, or an answer marked "not seen", is scored as this. */
  unsupportedScoredAs: 4;
  highWeight: Weight;
  mediumWeight: Weight;
  caps: Method2Constants['caps'];
  /** A Medium-weight gap of at least this many levels caps the band like a High-weight gap and is a deep gap. */
  mediumDeepGap: number;
  /** A gate-critical question at least this many levels short of its target is a red flag, at any weight. */
  gateCriticalRedFlagGap: number;
  /** Method 2's thresholds (its index limits are backstops here); at most maxDeepGaps deep gaps for Ready with conditions. */
  gate: Omit<Method2Constants['gate'], 'maxHighGaps'> & { maxDeepGaps: number };
  /** A level 3 counts as answered with a comment of at least this many characters (what was started or assumed). */
  level3MinComment: number;
  /** A register entry counts with a document number of at least this many characters, one a digit. */
  entryMinNumberLength: number;
  action: { minTextLength: number };
  na: Method2Constants['na'];
  /** Benchmarks over signed-off reports: a median from this many projects, an interquartile range from this many. */
  benchmarks: { medianMinProjects: number; iqrMinProjects: number };
  felRange: { min: number; max: number };
};

export const METHOD3: Method3Constants = {
  method: 3,
  bands: METHOD2.bands,
  unsupportedScoredAs: 4,
  highWeight: METHOD2.highWeight,
  mediumWeight: METHOD2.mediumWeight,
  caps: METHOD2.caps,
  mediumDeepGap: 2,
  gateCriticalRedFlagGap: 2,
  gate: (({ maxHighGaps, ...limits }) => ({ ...limits, maxDeepGaps: maxHighGaps }))(METHOD2.gate),
  level3MinComment: LEVEL3_COMMENT_MIN,
  entryMinNumberLength: 3,
  action: METHOD2.action,
  na: METHOD2.na,
  benchmarks: { medianMinProjects: 5, iqrMinProjects: 8 },
  felRange: METHOD2.felRange,
};
