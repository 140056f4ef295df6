import { describe, expect, it } from 'vitest';
import {
  actionState,
  bandWithCap,
  gapRowLines,
  gapsThatFit,
  industryBasis,
  levelFormula,
  ownerAndDue,
  PAGE1_CONDITIONS,
  PAGE1_REASON_LINES,
  page1Layout,
  PAGE7_LINES,
  percent,
  targetPosition,
  trendSentence2,
} from '../../client/src/features/reports/document/explain2.ts';
import { companyBasisText } from '../../server/modules/reports/report-view.ts';

// The words a method 2 report prints beside the server's figures (DOMAIN.md §3–§4), and page 7's estimate of
// how many gaps fit on paper.

describe('method 2 report words', () => {
  it('writes an area index as Σ(weight × scored level) ÷ Σ weight from Σ weight × (level − 1)', () => {
    // Levels 3 (High), 3 (Medium), 4 (Low): Σ w × (level − 1) = 6 + 4 + 3 = 13; Σ w = 6; Σ w × level = 19.
    expect(levelFormula({ weightSum: 6, weightedFromOne: 13 })).toBe('19 ÷ 6');
  });

  it('prints the cap beside the band, and nothing when not capped', () => {
    expect(bandWithCap('Good', '1 High-weight gap')).toBe('Good (capped: 1 High-weight gap)');
    expect(bandWithCap('Fair', null)).toBe('Fair');
  });

  it('states the FEL 2 position against the target, and nothing at FEL 3', () => {
    expect(targetPosition('fel2', -0.2)).toBe('0.20 better than the FEL 2 target');
    expect(targetPosition('fel2', 1.25)).toBe('1.25 worse than the FEL 2 target');
    expect(targetPosition('fel2', 0)).toBe('at the FEL 2 target');
    expect(targetPosition('fel3', -0.2)).toBe('');
    expect(targetPosition('fel2', null)).toBe('');
  });

  it('never prints a missing share as 0', () => {
    expect(percent(87.5)).toBe('87.5 %');
    expect(percent(null)).toBe('not available');
  });

  it('names the owner and due date of an action, and what is missing', () => {
    expect(ownerAndDue({ text: 'Issue the HAZOP report', owner: 'Pat Planner', due: '2027-03-31' })).toBe('Pat Planner, due 31 Mar 2027');
    expect(ownerAndDue({ text: 'Issue the HAZOP report', owner: ' ', due: null })).toBe('no owner, no due date');
    expect(ownerAndDue(null)).toBe('no action');
    expect(actionState(true, null)).toBe('complete action');
    expect(actionState(false, 'due after the gate')).toBe('not complete: due after the gate');
  });

  it('gives the basis of the company average and of the provider’s figures', () => {
    const m2 = { version: 2, minProjects: 3 } as const;
    const none = { companyMin: null, companyMax: null };
    expect(companyBasisText({ companySource: 'average', companyProjects: 4, companyMin: 5.1, companyMax: 7.3 }, m2)).toBe('n = 4, range 5.10–7.30');
    expect(companyBasisText({ companySource: 'override', companyProjects: 0, ...none }, m2)).toBe('set by your organization');
    expect(companyBasisText({ companySource: 'none', companyProjects: 1, ...none }, m2)).toBe('not available (n = 1; needs 3)');
    // Method 3: the signed-off median from 5, the interquartile range from 8, never min and max.
    const m3 = { version: 3, minProjects: 5 } as const;
    expect(companyBasisText({ companySource: 'none', companyProjects: 4, ...none, companyNotice: 'Not available: 4 of 5 signed-off reports' }, m3)).toBe('Not available: 4 of 5 signed-off reports');
    expect(companyBasisText({ companySource: 'average', companyProjects: 5, ...none, companyQ1: null, companyQ3: null }, m3)).toBe('median of n = 5 signed-off reports');
    expect(companyBasisText({ companySource: 'average', companyProjects: 8, ...none, companyQ1: 5.1, companyQ3: 6.25 }, m3)).toBe('median of n = 8 signed-off reports, interquartile range 5.10–6.25');
    expect(industryBasis('Benchmark study 2026', '2026-06-30')).toBe('Benchmark study 2026, as of 30 Jun 2026');
    expect(industryBasis('', null)).toBe('source not given, date not given');
  });

  it('compares trend points only on one method’s scale, and says when FEL 2 was not assessed', () => {
    const at = (phase: 'fel2' | 'fel3', method: number, felIndex: number) => ({ phase, method, felIndex });
    expect(trendSentence2([at('fel2', 2, 7.4), at('fel3', 2, 5.1)], 'fel3')).toMatch(/^From FEL 2 to FEL 3 the FEL Index went from 7\.40 to 5\.10 \(-2\.30\): better \(lower\)\. FEL 2 and FEL 3 ask different questions/);
    expect(trendSentence2([at('fel3', 2, 5.1)], 'fel3')).toMatch(/^FEL 2 not assessed\./);
    expect(trendSentence2([at('fel2', 1, 5.5), at('fel3', 2, 5.1)], 'fel3')).toMatch(/method 1 .* method 2: their indices are on different scales and are not compared/);
  });
});

describe('page 7 on paper', () => {
  const gap = (title: string, owner: string) => ({ code: 'F3-PEP-05', title, action: { text: 'x'.repeat(1000), owner, due: '2027-03-31' }, actionComplete: false, actionProblem: 'due after the gate' });

  it('counts a row by its tallest cell: a long owner or title takes more lines, the action never more than its clamp', () => {
    const short = gapRowLines(gap('Contingency', 'Pat'));
    expect(gapRowLines(gap('Contingency', 'Pat Planner of the owner’s project services department'))).toBeGreaterThan(short);
    expect(gapRowLines(gap('A title long enough to need several printed lines in the question column of the table', 'Pat'))).toBeGreaterThan(short);
  });

  it('prints every gap that fits and no more', () => {
    const gaps = Array.from({ length: 60 }, () => gap('Contingency', 'Pat Planner of the owner’s project services department'));
    const fit = gapsThatFit(gaps);
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(60);
    const used = (n: number) => gaps.slice(0, n).reduce((sum, g) => sum + gapRowLines(g), 0);
    expect(used(fit)).toBeLessThanOrEqual(PAGE7_LINES);
    expect(used(fit + 1)).toBeGreaterThan(PAGE7_LINES);
    expect(gapsThatFit(gaps.slice(0, 3))).toBe(3);
    expect(gapsThatFit([])).toBe(0);
  });
});

describe('page 1 on paper', () => {
  const reason = (i: number) => `${i} High-weight gaps without a complete action`;

  it('keeps every reason: those the gate box does not hold continue on page 2, in order', () => {
    const reasons = Array.from({ length: 14 }, (_, i) => reason(i + 1));
    const layout = page1Layout({ verdict: 'FEL 3 gate on 1 Mar 2027: Not ready', reasons, pendingReview: true });
    expect(layout.page1.length).toBeGreaterThan(0);
    expect(layout.page2.length).toBeGreaterThan(0);
    expect([...layout.page1, ...layout.page2]).toEqual(reasons);
    // Each reason of 45 characters takes two lines of the box; one line says "continued on page 2", one "pending".
    expect(layout.page1.length * 2 + 2).toBeLessThanOrEqual(PAGE1_REASON_LINES);
  });

  it('puts a short list on page 1 only', () => {
    const reasons = [reason(1), reason(2)];
    expect(page1Layout({ verdict: 'short', reasons, pendingReview: false })).toEqual({ page1: reasons, page2: [], conditionsShown: PAGE1_CONDITIONS });
  });

  it('gives a long verdict its lines from the conditions table', () => {
    const long = 'x'.repeat(95 * 5);
    expect(page1Layout({ verdict: long, reasons: [], pendingReview: false }).conditionsShown).toBe(PAGE1_CONDITIONS - 3);
    expect(page1Layout({ verdict: null, reasons: [], pendingReview: false }).conditionsShown).toBe(PAGE1_CONDITIONS);
  });
});
