import { BAND_ORDER, type Method2Constants, METHOD2 } from './scoring.constants.ts';

// The method page of a method 2 report (DOMAIN.md §4, page 8), generated from the constants, so what the
// funding committee reads is what the code computed.

/** A constant as the method page prints it: two decimals. */
export const two = (n: number) => n.toFixed(2);

export const LEVELS_RULE = 'Levels: 1 Definitive / Complete · 2 Preliminary · 3 Started / Assumed · 4 Not started / Unknown · N/A. Weights: High 3 · Medium 2 · Low 1.';

/** The arithmetic's sentences, the same in methods 2 and 3: area index, FEL Index, bands, target index, attainment. */
export function indexRules(c: Pick<Method2Constants, 'bands' | 'felRange'>): string[] {
  const bands = c.bands.map((b) => `${b.name} ≤ ${two(b.max)}`).join(' · ');
  const last = BAND_ORDER[BAND_ORDER.length - 1];
  return [
    'Area index = Σ(weight × scored level) ÷ Σ(weight) over the area’s rated questions (N/A left out), rounded half-up to two decimals: 1.00 best … 4.00 worst.',
    `FEL Index = the sum of the three rounded area indices: ${two(c.felRange.min)} best … ${two(c.felRange.max)} worst, the same scale at FEL 2 and FEL 3.`,
    `Bands: ${bands} · ${last} above.`,
    'Target index = the FEL Index with every rated answer exactly at its phase target (same formula and rounding). Gap = scored level − target when positive; priority = weight × gap.',
    'Target attainment = Σ weight of rated answers at or better than target ÷ Σ weight of rated answers, in % (one decimal).',
  ];
}

/** Every rule and constant of method 2, one sentence each. */
export function method2Rules(c: Method2Constants = METHOD2): string[] {
  return [
    LEVELS_RULE,
    `No evidence, no credit: level 1 or 2 on a question of weight ${c.unsupportedMinWeight} or more without an evidence reference (at FEL 3, evidence copied from FEL 2 and not edited since does not count) is scored as ${c.unsupportedScoredAs}.`,
    'Consistency: an answer better than its worst prerequisite’s scored level minus one is scored at that level.',
    ...indexRules(c),
    'Red flag: a High-weight question scored 4, or scored 3 where its target is 1.',
    `Caps: at FEL 3 a High-weight gap caps the band at ${c.caps.fel3.highGap} and a red flag at ${c.caps.fel3.redFlag}; at FEL 2 a High-weight gap caps it at ${c.caps.fel2.highGap} and a red flag at ${c.caps.fel2.redFlag}.`,
    `Complete action: says what will be done (at least ${c.action.minTextLength} characters), names an owner, and is due on a date not passed and not after the planned gate date.`,
    `Ready: no red flag; no High-weight gap; every Medium-weight gap of one level with a complete action; attainment ≥ ${c.gate.readyAttainment} %; no open revisit flag; no N/A replacing a level of an earlier report; no High-weight N/A approved by anyone but the independent reviewer; FEL Index ≤ target index + ${two(c.gate.fel2IndexMargin)} (FEL 2) or ≤ ${two(c.gate.fel3ReadyMax)} (FEL 3).`,
    `Ready with conditions: no red flag; no open revisit flag on a High-weight question; attainment ≥ ${c.gate.conditionalAttainment} %; at most ${c.gate.maxHighGaps} High-weight gaps, each of one level and none on a gate-critical question; every High- and Medium-weight gap with a complete action; FEL Index ≤ target index + ${two(c.gate.fel2IndexMargin)} (FEL 2) or ≤ ${two(c.gate.fel3ConditionalMax)} (FEL 3). The conditions are those actions, the open revisit flags and the inconsistencies.`,
    'Not ready: otherwise. A Ready or Ready-with-conditions outcome without a named reviewer outside the project team reads "pending independent review".',
    'Evidence coverage = the share of rated weight whose level has evidence that counts. Pessimistic index = the FEL Index with every revisit-flagged or unsupported answer one level worse.',
    `N/A: only where the question allows it; a justification of at least ${c.na.minReasonLength} characters; on a High-weight question the name of who approved it. An area more than ${c.na.maxAreaWeightShare.numerator}/${c.na.maxAreaWeightShare.denominator} N/A by weight cannot be scored.`,
    `Company average: the mean of the client’s other projects’ latest reports of the same phase and method, from at least ${c.companyAverageMinProjects} projects, shown with n and range; a class average by project type when ${c.companyAverageMinProjects} or more share the type. Industry and best practical are the provider’s figures with their source and date.`,
  ];
}
