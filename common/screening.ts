// The screening questions asked before a project is created: estimated cost range, project type
// and whether FEL 2 is in scope. The product is built for small projects (about US$1M–20M); a range
// outside that is allowed but warned about.

export type CostRangeOption = { value: string; label: string; outsideSmallProjectRange: boolean };
export type ProjectTypeOption = { value: string; label: string };

export const COST_RANGES: readonly CostRangeOption[] = [
  { value: 'under1m', label: 'Under US$1M', outsideSmallProjectRange: true },
  { value: '1to5m', label: 'US$1M – 5M', outsideSmallProjectRange: false },
  { value: '5to10m', label: 'US$5M – 10M', outsideSmallProjectRange: false },
  { value: '10to20m', label: 'US$10M – 20M', outsideSmallProjectRange: false },
  { value: 'over20m', label: 'Over US$20M', outsideSmallProjectRange: true },
];

export const PROJECT_TYPES: readonly ProjectTypeOption[] = [
  { value: 'expansion', label: 'Capacity expansion or debottleneck' },
  { value: 'new-unit', label: 'New unit or facility' },
  { value: 'revamp', label: 'Revamp or modernization' },
  { value: 'sustaining', label: 'Sustaining capital or reliability' },
  { value: 'compliance', label: 'Regulatory, safety or environmental compliance' },
  { value: 'infrastructure', label: 'Utilities or infrastructure' },
  { value: 'other', label: 'Other' },
];

export const SMALL_PROJECT_WARNING =
  'This tool is calibrated for small projects of about US$1M–20M. You can still assess this project, but compare its FEL Index with care.';

// Screening answers may be unset (null): a legacy create sends only name, fel20 and client.
export const costRangeOption = (value: string | null) => COST_RANGES.find((c) => c.value === value) ?? null;
export const projectTypeOption = (value: string | null) => PROJECT_TYPES.find((t) => t.value === value) ?? null;

/** The small-project warning for a cost range, or null when the range is inside it (or not given). */
export function screeningWarning(costRange: string | null): string | null {
  return costRangeOption(costRange)?.outsideSmallProjectRange ? SMALL_PROJECT_WARNING : null;
}
