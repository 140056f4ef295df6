import { plural, pluralNoun } from '../../../../../common/plural.ts';
// Words that explain the report's numbers. Every figure, sum and gate basis comes from the server's scoring
// (frozen in the snapshot); these helpers only put them into words.
// Pure and import-free (the schema's enums are spelled out), so unit tests cover them.

type Area = 'site' | 'eng' | 'pep';
type Phase = 'fel2' | 'fel3';
type CompanySource = 'average' | 'override' | 'none';

export const PHASE_LABEL: Record<Phase, string> = { fel2: 'FEL 2', fel3: 'FEL 3' };
export const AREA_ORDER: readonly Area[] = ['site', 'eng', 'pep'];
export const AREA_SHORT: Record<Area, string> = { site: 'Site', eng: 'Engineering', pep: 'Execution planning' };
export const WEIGHT_NAME: Record<number, string> = { 3: 'High', 2: 'Medium', 1: 'Low' };
export const REPORT_PAGES = 8;

/** An index with two decimals; "not available" for a missing value (never 0). */
export const two = (value: number | null | undefined): string => (value === null || value === undefined ? 'not available' : value.toFixed(2));

/** "1 + 12 ÷ 30": an area index from the server's Σ weight × gap and Σ weight. */
export function areaFormula(sums: { weightSum: number; weighted: number }): string {
  return `1 + ${sums.weighted} ÷ ${sums.weightSum}`;
}

export type BandLimit = { band: string; max: number };

/** "above 4.75, up to 5.75" for a band of the method's list; the last band is "above …". */
export function bandRange(bands: readonly BandLimit[], band: string): string {
  const i = bands.findIndex((b) => b.band === band);
  const previous = i > 0 ? bands[i - 1] : undefined;
  const own = i >= 0 ? bands[i] : undefined;
  // A band past the list (Screening) is everything above the last limit.
  if (!own) return `above ${two(bands[bands.length - 1]?.max)}`;
  return previous ? `above ${two(previous.max)}, up to ${two(own.max)}` : `up to ${two(own.max)}`;
}

/** The band names in order, the last (unbounded) one included. */
export function bandNames(bands: readonly BandLimit[]): string[] {
  return [...bands.map((b) => b.band), 'Screening'];
}

type GateInput = {
  score: {
    band: string;
    uncappedBand: string;
    redFlags: readonly string[];
    gate: string;
    /** Always set on method 1 reports (null only for method 2, which words its own reasons). */
    gateBasis: { readyBand: boolean; conditionalBand: boolean; conditionedGaps: number; conditionedGapsWithoutAction: number } | null;
  };
  method: { gateReadyBands: readonly string[]; gateConditionalBands: readonly string[]; gateConditionWeight: number | null; redFlagCapBand: string | null };
};

/** Why the gate outcome is what it is (from the server's gate basis), in words the committee can check on the method page. */
export function gateReasons({ score, method }: GateInput): string[] {
  if (!score.gateBasis || method.gateConditionWeight === null) return [];
  const weightName = WEIGHT_NAME[method.gateConditionWeight] ?? `weight ${method.gateConditionWeight}`;
  const { readyBand: ready, conditionalBand: conditional, conditionedGaps, conditionedGapsWithoutAction: withoutAction } = score.gateBasis;
  const reasons: string[] = [];
  if (score.redFlags.length > 0) {
    const n = score.redFlags.length;
    reasons.push(`${plural(n, 'red flag')} (${score.redFlags.join(', ')})${score.band !== score.uncappedBand ? `: the band is capped at ${method.redFlagCapBand}` : ''}.`);
  }
  if (score.gate === 'Ready') reasons.push(`${score.band} is a ready band (${method.gateReadyBands.join(', ')}) and there is no red flag.`);
  else if (score.gate === 'Ready with conditions') {
    reasons.push(
      conditionedGaps === 0
        ? `${score.band} passes with conditions, and there is no ${weightName}-weight gap.`
        : `${score.band} passes with conditions: all ${plural(conditionedGaps, `${weightName}-weight gap`)} ${pluralNoun(conditionedGaps, 'has', 'have')} an action.`,
    );
  } else {
    if (!ready && !conditional) reasons.push(`${score.band} is neither a ready band (${method.gateReadyBands.join(', ')}) nor one that may pass with conditions (${method.gateConditionalBands.join(', ')}).`);
    if (conditional && withoutAction > 0) reasons.push(`${plural(withoutAction, `${weightName}-weight gap`)} ${pluralNoun(withoutAction, 'has', 'have')} no action recorded.`);
  }
  return reasons;
}

type BenchmarkSource = { company: number | null | undefined; companySource: CompanySource; companyProjects: number };

/** Where the company figure comes from (average of N projects / the organization's set value / not available). */
export function companySourceText(row: BenchmarkSource, phase: Phase, minProjects: number): string {
  const n = row.companyProjects;
  if (row.companySource === 'override') return 'your organization’s set value';
  if (row.companySource === 'average') return `average of ${plural(n, 'other project’s', 'other projects’')} latest ${PHASE_LABEL[phase]} ${pluralNoun(n, 'report')}`;
  return `not available (${n === 0 ? 'no' : `only ${n}`} other ${PHASE_LABEL[phase]} report${n > 1 ? 's' : ''}; an average needs ${minProjects}; no set value)`;
}

/** "70 + (5.25 − 3) × 930 ÷ 9 = 302.5 → 303" with the method's constants. */
export function pdriWorking(felIndex: number, method: { pdriBase: number | null; pdriSpan: number | null }, pdriEquivalent: number | null): string {
  // Method 1 reports always carry the three; method 2 has no PDRI figure.
  if (method.pdriBase === null || method.pdriSpan === null || pdriEquivalent === null) return 'not available';
  const exact = method.pdriBase + ((felIndex - 3) * method.pdriSpan) / 9;
  const shown = Math.round(exact * 10) / 10;
  return `${method.pdriBase} + (${two(felIndex)} − 3) × ${method.pdriSpan} ÷ 9 = ${shown}${shown === pdriEquivalent ? '' : ` → ${pdriEquivalent}`}`;
}
