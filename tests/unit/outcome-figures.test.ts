import { describe, expect, it } from 'vitest';
import { groupMoney, parseMoney } from '../../common/money.ts';
import {
  CANCELLED,
  type CostInput,
  costGrowth,
  FLAG_BELOW,
  FLAG_SCOPE,
  REFUSED_BUDGET,
  REFUSED_NET_COST,
  scheduleSlip,
  SLIP_NOT_YET,
} from '../../server/modules/outcomes/outcome-figures.ts';

// DOMAIN.md §3b by hand: cost growth = f·(A − S) ÷ B − 1 (B = base + contingency + escalation as spent; base +
// contingency when converted to the base date); slip = (actual MC − actual authorization) ÷ (planned MC −
// planned authorization) − 1; both in % with one decimal.

// B as spent = 1,000,000 + 100,000 + 50,000 = 1,150,000; converted = 1,100,000.
const approval: CostInput = {
  currency: 'USD',
  base: '1000000.00',
  contingency: '100000.00',
  escalation: '50000.00',
  basis: 'asSpent',
  factor: '1',
  actual: '0',
  scopeChanges: '0',
  rangeLowPct: -10,
  rangeHighPct: 20,
  cancelled: false,
};

describe('cost growth', () => {
  it('as spent, with escalation in B: 1,265,000 ÷ 1,150,000 − 1 = +10.0 %, inside −10 % … +20 %', () => {
    const g = costGrowth({ ...approval, actual: '1265000.00' });
    expect(g).toMatchObject({ pct: 10, refusal: null, withinRange: true, flags: [], budget: '1150000.00' });
    expect(g.basis).toBe('as spent (f = 1): B = base + contingency + escalation = USD 1,150,000.00');
    expect(g.range).toBe('−10.0 % to +20.0 %');
  });

  it('converted to the base date by f = 0.95, B without escalation: 0.95 × 1,320,000 = 1,254,000; ÷ 1,100,000 − 1 = +14.0 %, outside −10 % … +10 %', () => {
    const g = costGrowth({ ...approval, basis: 'baseDate', factor: '0.95', actual: '1320000.00', rangeHighPct: 10 });
    expect(g).toMatchObject({ pct: 14, withinRange: false, budget: '1100000.00' });
    expect(g.basis).toBe("converted to the estimate's base date by f = 0.95: B = base + contingency = USD 1,100,000.00");
  });

  it('an approved scope change comes off A: (1,380,000 − 115,000) ÷ 1,150,000 − 1 = +10.0 %', () => {
    expect(costGrowth({ ...approval, actual: '1380000.00', scopeChanges: '115000.00' }).pct).toBe(10);
  });

  it('a negative scope change (scope removed) adds to A − S: (1,000,000 + 35,000) ÷ 1,150,000 − 1 = −10.0 %, on the edge of the range', () => {
    const g = costGrowth({ ...approval, actual: '1000000.00', scopeChanges: '-35000.00' });
    expect(g).toMatchObject({ pct: -10, withinRange: true });
  });

  it('rounds exactly, half away from zero: 2,001 ÷ 2,000 − 1 = +0.05 % → +0.1 % (floating point gives 0.04999…); 1,999 → −0.1 %', () => {
    const small = { ...approval, base: '2000.00', contingency: '0', escalation: '0' };
    expect(costGrowth({ ...small, actual: '2001.00' }).pct).toBe(0.1);
    expect(costGrowth({ ...small, actual: '1999.00' }).pct).toBe(-0.1);
  });

  it('refuses B ≤ 0 and A − S ≤ 0, and lists a cancelled project with its spend but no figure', () => {
    expect(costGrowth({ ...approval, base: '0', contingency: '0', escalation: '0', actual: '10.00' })).toMatchObject({ pct: null, refusal: REFUSED_BUDGET, withinRange: null });
    expect(costGrowth({ ...approval, base: '-5.00', contingency: '0', escalation: '0', actual: '10.00' }).refusal).toBe(REFUSED_BUDGET);
    expect(costGrowth({ ...approval, actual: '100.00', scopeChanges: '100.00' })).toMatchObject({ pct: null, refusal: REFUSED_NET_COST });
    expect(costGrowth({ ...approval, actual: '100.00', scopeChanges: '250.00' }).refusal).toBe(REFUSED_NET_COST);
    expect(costGrowth({ ...approval, actual: '400000.00', cancelled: true })).toMatchObject({ pct: null, refusal: CANCELLED });
  });

  it('flags a second look below −50 % (500,000 ÷ 1,150,000 − 1 = −56.5 %) and when S exceeds half of B ((1,800,000 − 600,000) ÷ 1,150,000 − 1 = +4.3 %)', () => {
    expect(costGrowth({ ...approval, actual: '500000.00' })).toMatchObject({ pct: -56.5, flags: [FLAG_BELOW] });
    expect(costGrowth({ ...approval, actual: '1800000.00', scopeChanges: '600000.00' })).toMatchObject({ pct: 4.3, flags: [FLAG_SCOPE] });
    // Exactly −50 % and exactly half of B are not flagged: 575,000 ÷ 1,150,000 − 1; S = 575,000.
    expect(costGrowth({ ...approval, actual: '575000.00' })).toMatchObject({ pct: -50, flags: [] });
    expect(costGrowth({ ...approval, actual: '1725000.00', scopeChanges: '575000.00' }).flags).toEqual([]);
  });
});

describe('schedule slip', () => {
  const plan = { plannedAuthorization: '2026-01-01', plannedMechanicalCompletion: '2027-01-01', cancelled: false };

  it('late: 2026-01-01 → 2027-03-02 is 425 days against 365 planned: 425 ÷ 365 − 1 = +16.4 %', () => {
    expect(scheduleSlip({ ...plan, actualAuthorization: '2026-01-01', actualMechanicalCompletion: '2027-03-02' })).toEqual({ pct: 16.4, refusal: null });
  });

  it('finished early: 273 days against 365: 273 ÷ 365 − 1 = −25.2 %', () => {
    expect(scheduleSlip({ ...plan, actualAuthorization: '2026-01-01', actualMechanicalCompletion: '2026-10-01' }).pct).toBe(-25.2);
  });

  it('a deferral then an approval: the approval moved both authorizations, so the deferral is no slip (0.0 %)', () => {
    // Deferred on a plan of 2026-01-01 → 2027-01-01; approved six months later on 2026-07-01 → 2027-07-01.
    const approved = { plannedAuthorization: '2026-07-01', plannedMechanicalCompletion: '2027-07-01', cancelled: false };
    expect(scheduleSlip({ ...approved, actualAuthorization: '2026-07-01', actualMechanicalCompletion: '2027-07-01' }).pct).toBe(0);
    // Measured against the deferred plan it would have read 546 ÷ 365 − 1 = +49.6 %: the reason the last approval's plan is used.
    expect(scheduleSlip({ ...plan, actualAuthorization: '2026-01-01', actualMechanicalCompletion: '2027-07-01' }).pct).toBe(49.6);
  });

  it('waits for the actual dates, and a cancelled project has none', () => {
    expect(scheduleSlip({ ...plan, actualAuthorization: '2026-01-01', actualMechanicalCompletion: null })).toEqual({ pct: null, refusal: SLIP_NOT_YET });
    expect(scheduleSlip({ ...plan, actualAuthorization: '2026-01-01', actualMechanicalCompletion: '2026-06-01', cancelled: true }).pct).toBeNull();
  });
});

describe('money as typed', () => {
  it('reads thousands separators and two decimals into exact text, and writes them back', () => {
    expect(parseMoney('1,250,000.5')).toBe('1250000.50');
    expect(parseMoney(' 1 250 000 ')).toBe('1250000.00');
    expect(parseMoney('-35,000')).toBe('-35000.00');
    expect(parseMoney('-0')).toBe('0.00');
    for (const bad of ['', '1,25', '12.345', 'abc', '1e6', '1,000,00.00', '123456789012345']) expect(parseMoney(bad), bad).toBeNull();
    expect(groupMoney('1250000.5')).toBe('1,250,000.50');
    expect(groupMoney('-35000')).toBe('-35,000.00');
  });
});
