import { centsToMoney, formatMoney, moneyCents, trimDecimal } from '../../../common/money.ts';
import { signedPct } from '../../../common/percent.ts';
import type { CostBasis } from '../../db/schema/index.ts';

// Cost growth and schedule slip exactly as DOMAIN.md §3b defines them, in exact arithmetic (money in hundredths,
// the factor in millionths, dates in days, all as integers), rounded half away from zero to one decimal of a
// percent only at the end. Every comparison (the stated range, the second-look flags) uses exact values or
// the value as shown, never a floating-point approximation.

/** What cost growth is computed from: the approval's budget and stated range, and the close-out's figures. */
export type CostInput = {
  currency: string;
  base: string;
  contingency: string;
  escalation: string;
  basis: CostBasis;
  /** f: "1" as spent; the factor to the estimate's base date otherwise. */
  factor: string;
  /** A: the actual cost. */
  actual: string;
  /** S: approved scope changes, signed, on the same basis as A. */
  scopeChanges: string;
  rangeLowPct: number;
  rangeHighPct: number;
  cancelled: boolean;
};

export type CostGrowth = {
  /** In %, one decimal; null when refused or cancelled. */
  pct: number | null;
  /** Why it is not computed (B ≤ 0, A − S ≤ 0, cancelled). */
  refusal: string | null;
  /** The basis, printed beside the figure. */
  basis: string;
  /** B as an amount (text). */
  budget: string;
  /** Inside the estimate's stated range (the value as shown); null when not computed. */
  withinRange: boolean | null;
  /** "−15.0 % to +30.0 %". */
  range: string;
  /** Reasons to take a second look (the figure stands; someone should check it). */
  flags: string[];
};

export const REFUSED_BUDGET = 'Not computed: the authorized budget B is zero or less.';
export const REFUSED_NET_COST = 'Not computed: the actual cost less approved scope changes (A − S) is zero or less.';
export const CANCELLED = 'Cancelled: listed with its spend, in no cost-growth statistic.';
export const FLAG_BELOW = 'Cost growth below −50 %: check the actual cost and its basis.';
export const FLAG_SCOPE = 'Approved scope changes exceed half of the budget: check that they are on the same basis.';

const MICRO = 1_000_000n;

/** A positive decimal with up to six places, in millionths. */
export function factorMicros(factor: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(factor.trim());
  if (!match) throw new Error(`not a factor: ${factor}`);
  return BigInt(match[1] ?? '0') * MICRO + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** num ÷ den in tenths, rounded half away from zero (den > 0). */
export function roundedTenths(num: bigint, den: bigint): number {
  const scaled = num * 10n;
  const quotient = scaled / den;
  const twiceRest = 2n * (scaled % den);
  const away = twiceRest >= den ? 1n : twiceRest <= -den ? -1n : 0n;
  return Number(quotient + away) / 10;
}

/** Cost growth = f·(A − S) ÷ B − 1, with B = base + contingency (+ escalation when A is as spent); §3b's refusals and flags. */
export function costGrowth(c: CostInput): CostGrowth {
  const asSpent = c.basis === 'asSpent';
  const budgetCents = moneyCents(c.base) + moneyCents(c.contingency) + (asSpent ? moneyCents(c.escalation) : 0n);
  const budget = centsToMoney(budgetCents);
  const f = asSpent ? MICRO : factorMicros(c.factor);
  const basis = asSpent
    ? `as spent (f = 1): B = base + contingency + escalation = ${formatMoney(budget, c.currency)}`
    : `converted to the estimate's base date by f = ${trimDecimal(c.factor)}: B = base + contingency = ${formatMoney(budget, c.currency)}`;
  const range = `${signedPct(c.rangeLowPct)} to ${signedPct(c.rangeHighPct)}`;
  const none = { basis, budget, range, withinRange: null, pct: null, flags: [] };
  if (c.cancelled) return { ...none, refusal: CANCELLED };
  if (budgetCents <= 0n) return { ...none, refusal: REFUSED_BUDGET };
  const net = moneyCents(c.actual) - moneyCents(c.scopeChanges);
  if (net <= 0n) return { ...none, refusal: REFUSED_NET_COST };
  // growth = (f·net − B) ÷ B, in percent: × 100.
  const num = (f * net - MICRO * budgetCents) * 100n;
  const den = MICRO * budgetCents;
  const pct = roundedTenths(num, den);
  const flags: string[] = [];
  if (2n * f * net < MICRO * budgetCents) flags.push(FLAG_BELOW);
  if (2n * moneyCents(c.scopeChanges) > budgetCents) flags.push(FLAG_SCOPE);
  const tenths = Math.round(pct * 10);
  const withinRange = tenths >= Math.round(c.rangeLowPct * 10) && tenths <= Math.round(c.rangeHighPct * 10);
  return { basis, budget, range, pct, refusal: null, withinRange, flags };
}

/** Days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type SlipInput = {
  plannedAuthorization: string;
  plannedMechanicalCompletion: string;
  actualAuthorization: string | null;
  actualMechanicalCompletion: string | null;
  cancelled: boolean;
};
export type ScheduleSlip = { pct: number | null; refusal: string | null };

export const SLIP_NOT_YET = 'Not computed until the actual authorization and mechanical completion dates are recorded.';
export const SLIP_PLAN = 'Not computed: the planned duration (authorization to mechanical completion) is not positive.';
export const SLIP_ACTUAL = 'Not computed: mechanical completion is dated before the actual authorization.';

/**
 * Slip = (actual MC − actual authorization) ÷ (planned MC − planned authorization) − 1, with the plan of the last
 * approval: a deferral moves both authorizations, so it is never counted as slip.
 */
export function scheduleSlip(s: SlipInput): ScheduleSlip {
  if (s.cancelled) return { pct: null, refusal: 'Cancelled: in no slip statistic.' };
  if (!s.actualAuthorization || !s.actualMechanicalCompletion) return { pct: null, refusal: SLIP_NOT_YET };
  const planned = daysBetween(s.plannedAuthorization, s.plannedMechanicalCompletion);
  const actual = daysBetween(s.actualAuthorization, s.actualMechanicalCompletion);
  if (planned <= 0) return { pct: null, refusal: SLIP_PLAN };
  if (actual < 0) return { pct: null, refusal: SLIP_ACTUAL };
  return { pct: roundedTenths(BigInt(actual - planned) * 100n, BigInt(planned)), refusal: null };
}
