import { describe, expect, it } from 'vitest';
import type { Area, Level, Weight } from '../../server/modules/questionnaire/bank/types.ts';
import { bandOf, pdriEquivalent, unratedAreas, round2, type ScoringAnswer, type ScoringQuestion, scorePhase } from '../../server/modules/scoring/scoring.ts';

// Hand-computed cases for DOMAIN.md §3. Each area index = 1 + Σ(w × gap) / Σ(w).

type Row = [code: string, area: Area, weight: Weight, target: Level, level: Level | 'na', action?: boolean];

function run(rows: Row[]) {
  const questions: ScoringQuestion[] = rows.map(([code, area, weight, target]) => ({ code, area, weight, target, title: code, nextDeliverable: `Deliver ${code}` }));
  const answers: ScoringAnswer[] = rows.map(([code, , , , level, action]) => ({ code, level: level === 'na' ? null : level, na: level === 'na', hasAction: action ?? false }));
  return scorePhase(questions, answers);
}

/** Three questions per area, all at one level, FEL 3 targets (1). */
const uniform = (level: Level): Row[] =>
  (['site', 'eng', 'pep'] as const).flatMap((area) => [1, 2, 3].map((i): Row => [`${area}-${i}`, area, i === 1 ? 3 : i === 2 ? 2 : 1, 1, level]));

describe('FEL Index', () => {
  it('all best: every area 1.00, composite 3.00, Best Practical, Ready, PDRI 70', () => {
    const s = run(uniform(1));
    expect([s.areas.site.index, s.areas.eng.index, s.areas.pep.index]).toEqual([1, 1, 1]);
    expect(s).toMatchObject({ felIndex: 3, absoluteIndex: 3, band: 'Best Practical', gate: 'Ready', pdriEquivalent: 70, redFlags: [], gaps: [] });
  });

  it('all worst: every area 4.00, composite 12.00, Screening, Not ready, PDRI 1000, a red flag per High question', () => {
    const s = run(uniform(4));
    expect(s.felIndex).toBe(12);
    expect(s.band).toBe('Screening');
    expect(s.gate).toBe('Not ready');
    expect(s.pdriEquivalent).toBe(1000);
    expect(s.redFlags).toEqual(['site-1', 'eng-1', 'pep-1']);
  });

  it('mixed weights: site (H gap 2, M gap 0, L gap 3) = 1 + (6+0+3)/6 = 2.50', () => {
    const s = run([
      ['s1', 'site', 3, 1, 3],
      ['s2', 'site', 2, 1, 1],
      ['s3', 'site', 1, 1, 4],
      ['e1', 'eng', 2, 1, 2], // 1 + 2/2 = 2.00
      ['p1', 'pep', 1, 1, 1], // 1.00
    ]);
    expect(s.areas.site.index).toBe(2.5);
    expect(s.areas.eng.index).toBe(2);
    expect(s.areas.pep.index).toBe(1);
    expect(s.felIndex).toBe(5.5);
    expect(s.band).toBe('Good');
  });

  it('N/A answers are left out of the weights', () => {
    const s = run([
      ['s1', 'site', 3, 1, 'na'],
      ['s2', 'site', 1, 1, 3], // only s2 counts: 1 + 2/1 = 3.00
      ['e1', 'eng', 2, 1, 1],
      ['p1', 'pep', 2, 1, 1],
    ]);
    expect(s.areas.site).toMatchObject({ index: 3, applicable: 1, notApplicable: 1 });
    expect(s.felIndex).toBe(5);
  });

  it('FEL 2 targets: a level at or better than its target has no gap; absolute index uses target 1', () => {
    const s = run([
      ['s1', 'site', 3, 2, 2], // gap 0, absolute gap 1
      ['s2', 'site', 2, 3, 4], // gap 1, absolute gap 3
      ['e1', 'eng', 2, 3, 1], // gap 0 (better than target), absolute 0
      ['p1', 'pep', 1, 1, 2], // gap 1
    ]);
    // site: 1 + (0 + 2×1)/5 = 1.40; absolute: 1 + (3×1 + 2×3)/5 = 2.80
    expect(s.areas.site.index).toBe(1.4);
    expect(s.areas.site.absoluteIndex).toBe(2.8);
    expect(s.areas.eng.index).toBe(1);
    expect(s.areas.pep.index).toBe(2);
    expect(s.felIndex).toBe(4.4);
    expect(s.absoluteIndex).toBe(5.8);
  });

  it('indices are rounded to two decimals: 1 + 1/3 = 1.33', () => {
    const s = run([
      ['s1', 'site', 1, 1, 2],
      ['s2', 'site', 1, 1, 1],
      ['s3', 'site', 1, 1, 1],
      ['e1', 'eng', 1, 1, 1],
      ['p1', 'pep', 1, 1, 1],
    ]);
    expect(s.areas.site.index).toBe(1.33);
    expect(s.felIndex).toBe(3.33);
    expect(round2(4.745)).toBe(4.75);
  });

  it.each([
    [4.75, 'Best Practical'],
    [4.76, 'Good'],
    [5.75, 'Good'],
    [5.76, 'Fair'],
    [7.0, 'Fair'],
    [7.01, 'Poor'],
    [8.5, 'Poor'],
    [8.51, 'Screening'],
    [4.7549, 'Best Practical'],
    [4.755, 'Good'],
  ] as const)('band edge %s is %s', (value, band) => {
    expect(bandOf(value)).toBe(band);
  });

  it('a High-weight question at level 4 caps the band at Fair and raises a red flag', () => {
    // site: 1 + 3×3/(3+1×11) = 1.64 ; eng 1.00 ; pep 1.00 → 3.64 (Best Practical before the cap)
    const rows: Row[] = [['s1', 'site', 3, 1, 4], ...Array.from({ length: 11 }, (_, i): Row => [`s${i + 2}`, 'site', 1, 1, 1]), ['e1', 'eng', 2, 1, 1], ['p1', 'pep', 2, 1, 1]];
    const s = run(rows);
    expect(s.felIndex).toBe(3.64);
    expect(s.uncappedBand).toBe('Best Practical');
    expect(s.band).toBe('Fair');
    expect(s.redFlags).toEqual(['s1']);
    expect(s.gate).toBe('Not ready');
  });

  it('a red flag does not improve a band already worse than Fair', () => {
    const s = run(uniform(4));
    expect(s.band).toBe('Screening');
  });

  it('gate: Ready with conditions when Fair and every High-weight gap has an action', () => {
    // site: H gap 2 (action), M gap 2 → 1 + (6+4)/5 = 3.00; eng 2.00; pep 1.00 → 6.00 Fair
    const withAction: Row[] = [
      ['s1', 'site', 3, 1, 3, true],
      ['s2', 'site', 2, 1, 3],
      ['e1', 'eng', 2, 1, 2],
      ['p1', 'pep', 2, 1, 1],
    ];
    expect(run(withAction)).toMatchObject({ felIndex: 6, band: 'Fair', gate: 'Ready with conditions' });
    const withoutAction = withAction.map((r): Row => (r[0] === 's1' ? ['s1', 'site', 3, 1, 3, false] : r));
    expect(run(withoutAction).gate).toBe('Not ready');
  });

  it('gate: Good without red flag is Ready; Poor and Screening are Not ready even with actions', () => {
    expect(run([['s1', 'site', 3, 1, 2, true], ['e1', 'eng', 2, 1, 2], ['p1', 'pep', 1, 1, 1]]).gate).toBe('Ready'); // 2+2+1 = 5.00 Good
    // site 3.00 + eng 3.00 + pep 2.00 = 8.00: Poor.
    const poor = run([['s1', 'site', 3, 1, 3, true], ['e1', 'eng', 3, 1, 3, true], ['p1', 'pep', 3, 1, 2, true]]);
    expect(poor).toMatchObject({ felIndex: 8, band: 'Poor', gate: 'Not ready', gateBasis: { readyBand: false, conditionalBand: false, conditionedGaps: 3, conditionedGapsWithoutAction: 0 } });
    const screening = run([['s1', 'site', 3, 1, 3, true], ['e1', 'eng', 3, 1, 3, true], ['p1', 'pep', 3, 1, 3, true]]); // 9.00
    expect(screening).toMatchObject({ band: 'Screening', gate: 'Not ready' });
  });

  it('a red flag whose High-weight gaps all have actions: capped at Fair, Ready with conditions (DOMAIN.md §3 as written)', () => {
    const rows: Row[] = [['s1', 'site', 3, 1, 4, true], ...Array.from({ length: 11 }, (_, i): Row => [`s${i + 2}`, 'site', 1, 1, 1]), ['e1', 'eng', 2, 1, 1], ['p1', 'pep', 2, 1, 1]];
    expect(run(rows)).toMatchObject({ band: 'Fair', redFlags: ['s1'], gate: 'Ready with conditions' });
  });

  it('area sums: Σ weight, Σ weight × gap and Σ weight × (level − 1) over the applicable questions', () => {
    const s = run([['s1', 'site', 3, 2, 3], ['s2', 'site', 2, 1, 1], ['s3', 'site', 1, 1, 'na'], ['e1', 'eng', 1, 1, 1], ['p1', 'pep', 1, 1, 1]]);
    expect(s.areas.site).toMatchObject({ weightSum: 5, weightedGap: 3, absoluteWeightedGap: 6, index: 1.6, absoluteIndex: 2.2 });
  });

  it('an area with every question N/A is unrated (a report refuses it rather than show 1.00)', () => {
    const questions: ScoringQuestion[] = [{ code: 's1', area: 'site', weight: 3, target: 1, title: 's1', nextDeliverable: '' }, { code: 'e1', area: 'eng', weight: 1, target: 1, title: 'e1', nextDeliverable: '' }];
    expect(unratedAreas(questions, [{ code: 's1', level: null, na: true, hasAction: false }, { code: 'e1', level: 2, na: false, hasAction: false }])).toEqual(['site', 'pep']);
  });

  it('recommendations rank gaps by weight × gap, then area order, then code', () => {
    const s = run([
      ['s1', 'site', 1, 1, 4], // 3
      ['s2', 'site', 3, 1, 2], // 3
      ['e1', 'eng', 2, 1, 4], // 6
      ['p1', 'pep', 3, 1, 3], // 6
      ['p2', 'pep', 1, 1, 1], // no gap
    ]);
    expect(s.gaps.map((g) => [g.code, g.priority])).toEqual([
      ['e1', 6],
      ['p1', 6],
      ['s1', 3],
      ['s2', 3],
    ]);
    expect(s.gaps[0]?.nextDeliverable).toBe('Deliver e1');
  });

  it('PDRI-equivalent: 70 + (FEL − 3) × 930 / 9', () => {
    expect(pdriEquivalent(4.25)).toBe(199);
    expect(pdriEquivalent(5.23)).toBe(300);
    expect(pdriEquivalent(12)).toBe(1000);
  });
});
