import { describe, expect, it } from 'vitest';
import { type OutcomePoint, outcomeGroups, outcomeSeries, poolable } from '../../server/modules/outcomes/outcome-statistics.ts';
import { averageRanks, bandFigures, fisherInterval, median, orderCheck, pearson, quantile, rankCorrelation, spearman } from '../../server/modules/outcomes/statistics.ts';

// DOMAIN.md §3b's statistics against hand computations. The 7-project fixture, with ties in both variables:
//   FEL Index x: 4.50 5.20 5.20 6.10 6.80 7.50 9.00   → average ranks 1, 2.5, 2.5, 4, 5, 6, 7
//   cost growth y: 2.0 5.0 3.0 8.0 8.0 15.0 12.0 (%) → average ranks 1, 3, 2, 4.5, 4.5, 7, 6
// Both rank lists have mean 4; deviations dx = −3 −1.5 −1.5 0 1 2 3, dy = −3 −1 −2 0.5 0.5 3 2;
// Σdx·dy = 9 + 1.5 + 3 + 0 + 0.5 + 6 + 6 = 26; Σdx² = Σdy² = 27.5; ρ = 26 ÷ 27.5 = 0.945454…
// Fisher: z = atanh(0.945454…) = ½ ln(1.945454… ÷ 0.054545…) = ½ ln 35.6667 = 1.787108; SE = 1.03 ÷ √(7 − 3) = 0.515;
// 1.644854 × 0.515 = 0.847100; interval tanh(0.940008) … tanh(2.634208) = 0.735226 … 0.989749.

const X = [4.5, 5.2, 5.2, 6.1, 6.8, 7.5, 9.0];
const Y = [2.0, 5.0, 3.0, 8.0, 8.0, 15.0, 12.0];

describe('median and linear quartiles (percentile_cont)', () => {
  it('7 values sorted 2 3 5 8 8 12 15: median the 4th = 8; Q1 at position 1.5 = 3 + 0.5 × (5 − 3) = 4; Q3 at 4.5 = 8 + 0.5 × (12 − 8) = 10', () => {
    expect(median(Y)).toBe(8);
    expect(quantile(Y, 0.25)).toBe(4);
    expect(quantile(Y, 0.75)).toBe(10);
  });
  it('8 values 1 … 8: median (4 + 5) ÷ 2 = 4.5; Q1 at 1.75 = 2.75; Q3 at 5.25 = 6.25; empty is null', () => {
    const v = [8, 1, 7, 2, 6, 3, 5, 4];
    expect([median(v), quantile(v, 0.25), quantile(v, 0.75)]).toEqual([4.5, 2.75, 6.25]);
    expect(median([])).toBeNull();
    expect(median([3.2])).toBe(3.2);
  });
});

describe("Spearman's ρ as Pearson on average ranks, with its 90 % Fisher interval", () => {
  it('average ranks share tied places', () => {
    expect(averageRanks(X)).toEqual([1, 2.5, 2.5, 4, 5, 6, 7]);
    expect(averageRanks(Y)).toEqual([1, 3, 2, 4.5, 4.5, 7, 6]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
  });
  it('ρ = 26 ÷ 27.5 = 0.945455, interval 0.735226 … 0.989749, indicative (n = 7 < 15)', () => {
    expect(spearman(X, Y)).toBeCloseTo(26 / 27.5, 12);
    const { low, high } = fisherInterval(26 / 27.5, 7);
    expect(low).toBeCloseTo(0.735226, 6);
    expect(high).toBeCloseTo(0.989749, 6);
    const c = rankCorrelation(X.map((x, i) => ({ x, y: Y[i] ?? 0 })));
    expect(c).toMatchObject({ n: 7, indicative: true });
    expect(c?.rho).toBeCloseTo(0.945455, 6);
  });
  it('hidden below n = 5 and when either variable has no spread', () => {
    const four = X.slice(0, 4).map((x, i) => ({ x, y: Y[i] ?? 0 }));
    expect(rankCorrelation(four)).toBeNull();
    expect(rankCorrelation(X.map((x) => ({ x, y: 4 })))).toBeNull();
    expect(rankCorrelation(Y.map((y) => ({ x: 6.1, y })))).toBeNull();
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
  });
  it('firm from 15 projects whose interval excludes 0; indicative again when it contains 0', () => {
    // y = x: ρ = 1 exactly, interval [1, 1].
    const perfect = Array.from({ length: 15 }, (_, i) => ({ x: 3 + i * 0.5, y: i }));
    expect(rankCorrelation(perfect)).toMatchObject({ rho: 1, low: 1, high: 1, indicative: false });
    // 15 projects alternating above and below: ρ small, the interval spans 0.
    const noise = Array.from({ length: 15 }, (_, i) => ({ x: 3 + i * 0.5, y: i % 2 === 0 ? i : 14 - i }));
    const c = rankCorrelation(noise);
    expect(c?.low).toBeLessThan(0);
    expect(c?.high).toBeGreaterThan(0);
    expect(c?.indicative).toBe(true);
  });
});

describe('band table and the order check', () => {
  const point = (felIndex: number, costGrowth: number | null, organizationId = 'org-1', slip: number | null = null): OutcomePoint => ({
    projectId: `${felIndex}-${costGrowth}`,
    organizationId,
    method: 3,
    phase: 'fel3',
    felIndex,
    costGrowth,
    slip,
  });

  it('the 7-project fixture by uncapped band: Best Practical 2.0 (1), Good (5 + 3) ÷ 2 = 4.0 (2), Fair 8.0 (2), Poor 15.0 (1), Screening 12.0 (1); no IQR below 8; no order check (no band with 5)', () => {
    const series = outcomeSeries(X.map((x, i) => point(x, Y[i] ?? 0)), 'costGrowth', false);
    expect(series.bands.map((b) => [b.band, b.n, b.median, b.lowerQuartile])).toEqual([
      ['Best Practical', 1, 2, null],
      ['Good', 2, 4, null],
      ['Fair', 2, 8, null],
      ['Poor', 1, 15, null],
      ['Screening', 1, 12, null],
    ]);
    expect(series.order).toEqual({ bands: [], ordered: null, chance: null });
    expect(series.correlationNote).toBe('Indicative: fewer than 15 projects (7).');
  });

  it('three bands of 5 with rising medians are ordered, by chance 1 in 3! = 6; a fall names the pair', () => {
    const rows = bandFigures(['Good', 'Fair', 'Poor'] as const, [
      ...[1, 2, 3, 4, 5].map((y) => ({ band: 'Good' as const, y })),
      ...[4, 5, 6, 7, 8].map((y) => ({ band: 'Fair' as const, y })),
      ...[9, 9, 10, 30, 40].map((y) => ({ band: 'Poor' as const, y })),
    ]);
    expect(rows.map((r) => r.median)).toEqual([3, 6, 10]);
    const check = orderCheck(rows);
    expect(check).toEqual({ bands: ['Good', 'Fair', 'Poor'], ordered: true, chance: 1 / 6 });
    const points = [
      ...[1, 2, 3, 4, 5].map((y) => point(5.5, y)),
      ...[0, 0, 1, 1, 2].map((y) => point(6.5, y)),
    ];
    const series = outcomeSeries(points, 'costGrowth', false);
    expect(series.order).toMatchObject({ bands: ['Good', 'Fair'], ordered: false, chance: 0.5 });
    expect(series.orderText).toBe('The band medians do not order the cost growth: Fair (+1.0 %) is not above Good (+3.0 %).');
  });

  it('statistics are per method and phase; a missing outcome leaves the project out of that statistic only', () => {
    const groups = outcomeGroups([point(5, 2, 'o', 10), { ...point(5, 3), phase: 'fel2' }, { ...point(6, null, 'o', 4), method: 2 }]);
    expect(groups.map((g) => [g.method, g.phase, g.costGrowth.n, g.slip.n])).toEqual([
      [2, 'fel3', 0, 1],
      [3, 'fel2', 1, 0],
      [3, 'fel3', 1, 1],
    ]);
  });

  it('pooled: shown from 10 projects of 3 organizations, none supplying more than half', () => {
    const of = (counts: number[]) => counts.flatMap((n, o) => Array.from({ length: n }, () => ({ organizationId: `o${o}` })));
    expect(poolable(of([4, 3, 3]))).toBe(true);
    expect(poolable(of([5, 3, 2]))).toBe(true); // exactly half is allowed
    expect(poolable(of([6, 2, 2]))).toBe(false); // more than half
    expect(poolable(of([5, 4]))).toBe(false); // two organizations
    expect(poolable(of([3, 3, 3]))).toBe(false); // nine projects
  });
});
