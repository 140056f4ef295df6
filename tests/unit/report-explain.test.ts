import { describe, expect, it } from 'vitest';
import {
  areaFormula,
  bandRange,
  companySourceText,
  gateReasons,
  pdriWorking,
  two,
} from '../../client/src/features/reports/document/explain.ts';
import { SCORING } from '../../server/modules/scoring/scoring.constants.ts';

// The words and sums the report prints beside its numbers, checked by hand against DOMAIN.md §3 and the
// default constants (the help's worked example: site 1 + 4 ÷ 6 = 1.67).

const bands = SCORING.bands.map((b) => ({ band: b.name, max: b.max }));
const method = {
  gateReadyBands: [...SCORING.gate.ready],
  gateConditionalBands: [...SCORING.gate.conditional],
  gateConditionWeight: SCORING.gate.conditionWeight,
  redFlagCapBand: SCORING.redFlag.capBand,
};

describe('report explanations', () => {
  it('shows missing values as "not available", never as 0', () => {
    expect(two(null)).toBe('not available');
    expect(two(undefined)).toBe('not available');
    expect(two(0)).toBe('0.00');
    expect(two(5.4)).toBe('5.40');
  });

  it('writes an area index as 1 + Σ(weight × gap) ÷ Σ weight from the server\'s sums', () => {
    expect(areaFormula({ weightSum: 6, weighted: 4 })).toBe('1 + 4 ÷ 6');
    expect(areaFormula({ weightSum: 31, weighted: 0 })).toBe('1 + 0 ÷ 31');
  });

  it('states each band\'s range with the method\'s limits', () => {
    expect(bandRange(bands, 'Best Practical')).toBe('up to 4.75');
    expect(bandRange(bands, 'Good')).toBe('above 4.75, up to 5.75');
    expect(bandRange(bands, 'Poor')).toBe('above 7.00, up to 8.50');
    expect(bandRange(bands, 'Screening')).toBe('above 8.50');
  });

  it('gives the reasons of each gate outcome from the server\'s gate basis', () => {
    const basis = (readyBand: boolean, conditionalBand: boolean, conditionedGaps: number, conditionedGapsWithoutAction: number) => ({
      readyBand,
      conditionalBand,
      conditionedGaps,
      conditionedGapsWithoutAction,
    });
    expect(gateReasons({ score: { band: 'Good', uncappedBand: 'Good', redFlags: [], gate: 'Ready', gateBasis: basis(true, true, 1, 1) }, method })).toEqual([
      'Good is a ready band (Best Practical, Good) and there is no red flag.',
    ]);
    expect(gateReasons({ score: { band: 'Fair', uncappedBand: 'Fair', redFlags: [], gate: 'Ready with conditions', gateBasis: basis(false, true, 2, 0) }, method })).toEqual([
      'Fair passes with conditions: all 2 High-weight gaps have an action.',
    ]);
    expect(
      gateReasons({ score: { band: 'Fair', uncappedBand: 'Good', redFlags: ['F3-SITE-01'], gate: 'Not ready', gateBasis: basis(false, true, 2, 1) }, method }),
    ).toEqual(['1 red flag (F3-SITE-01): the band is capped at Fair.', '1 High-weight gap has no action recorded.']);
    expect(gateReasons({ score: { band: 'Poor', uncappedBand: 'Poor', redFlags: [], gate: 'Not ready', gateBasis: basis(false, false, 0, 0) }, method })).toEqual([
      'Poor is neither a ready band (Best Practical, Good) nor one that may pass with conditions (Good, Fair).',
    ]);
  });

  it('says where the company figure comes from', () => {
    expect(companySourceText({ company: 6.1, companySource: 'override', companyProjects: 0 }, 'fel3', 3)).toBe('your organization’s set value');
    expect(companySourceText({ company: 5.2, companySource: 'average', companyProjects: 3 }, 'fel2', 3)).toBe('average of 3 other projects’ latest FEL 2 reports');
    expect(companySourceText({ company: null, companySource: 'none', companyProjects: 0 }, 'fel2', 3)).toBe('not available (no other FEL 2 report; an average needs 3; no set value)');
    expect(companySourceText({ company: null, companySource: 'none', companyProjects: 1 }, 'fel3', 3)).toBe('not available (only 1 other FEL 3 report; an average needs 3; no set value)');
  });

  it('works out the PDRI-equivalent with the method\'s constants', () => {
    const pdri = { pdriBase: SCORING.pdri.base, pdriSpan: SCORING.pdri.span };
    expect(pdriWorking(5.42, pdri, 320)).toBe('70 + (5.42 − 3) × 930 ÷ 9 = 320.1 → 320');
    expect(pdriWorking(4.25, pdri, 199)).toBe('70 + (4.25 − 3) × 930 ÷ 9 = 199.2 → 199');
    expect(pdriWorking(3, pdri, 70)).toBe('70 + (3.00 − 3) × 930 ÷ 9 = 70');
  });
});
