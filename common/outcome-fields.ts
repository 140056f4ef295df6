import { z } from 'zod';
import { dateField } from './date-field.ts';
import { parseMoney } from './money.ts';
import { MSG } from './validation.ts';

// Field rules of the outcome forms (gate decision, close-out): what a person types (text in a field, or a
// number from the API) in, the value the server stores out: money as exact text, percentages as numbers with
// one decimal, counts as whole numbers, empty as null. The server parses with them; the forms show the same
// messages under their fields.

type Typed = string | number | null | undefined;
const typed = z.union([z.string(), z.number(), z.null(), z.undefined()], { error: 'Must be a number or text' });
const isEmpty = (v: Typed) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export type MoneyRule = { sign: 'positive' | 'nonNegative' | 'any' };
const SIGN_MESSAGE = { positive: 'Must be more than 0', nonNegative: 'Must not be negative', any: '' } as const;
const MONEY_MESSAGE = 'Use an amount such as 1,250,000.00 (at most two decimals)';

function money(v: Typed, rule: MoneyRule, ctx: z.RefinementCtx): string | null {
  if (isEmpty(v)) return null;
  const amount = parseMoney(String(v));
  if (amount === null) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGE });
    return null;
  }
  const negative = amount.startsWith('-');
  const zero = !/[1-9]/.test(amount);
  if ((rule.sign === 'positive' && (negative || zero)) || (rule.sign === 'nonNegative' && negative)) ctx.addIssue({ code: 'custom', message: SIGN_MESSAGE[rule.sign] });
  return amount;
}

/** A required amount (exact text with two decimals). */
export const moneyField = (rule: MoneyRule = { sign: 'nonNegative' }) =>
  typed.transform((v, ctx): string => {
    if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: MSG.required });
    return money(v, rule, ctx) ?? '0.00';
  });

/** An optional amount: empty is null. */
export const optionalMoneyField = (rule: MoneyRule = { sign: 'nonNegative' }) => typed.transform((v, ctx): string | null => money(v, rule, ctx));

const PERCENT_MESSAGE = 'Use a percentage with at most one decimal, such as 12.5';

function percent(v: Typed, range: { min: number; max: number; message: string }, ctx: z.RefinementCtx): number | null {
  if (isEmpty(v)) return null;
  const text = String(v).trim().replace(/\s*%$/, '').replace('−', '-');
  const n = /^[-+]?\d+(\.\d)?$/.test(text) || (typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9) ? Number(text) : NaN;
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
    return null;
  }
  if (n < range.min || n > range.max) ctx.addIssue({ code: 'custom', message: range.message });
  return Math.round(n * 10) / 10;
}

export type PercentRange = { min: number; max: number; message: string };

/** A required percentage with one decimal, within a range. */
export const percentField = (range: PercentRange) =>
  typed.transform((v, ctx): number => {
    if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: MSG.required });
    return percent(v, range, ctx) ?? 0;
  });

/** An optional percentage with one decimal: empty is null. */
export const optionalPercentField = (range: PercentRange) => typed.transform((v, ctx): number | null => percent(v, range, ctx));

const WHOLE_MESSAGE = 'Use a whole number of 0 or more';

/** An optional count (0 or more): empty is null. */
export const optionalCountField = () =>
  typed.transform((v, ctx): number | null => {
    if (isEmpty(v)) return null;
    const text = String(v).trim();
    if (!/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: WHOLE_MESSAGE });
      return null;
    }
    return Number(text);
  });

/** A required calendar date (YYYY-MM-DD); null or empty reads "Required". */
export const requiredDate = () => z.union([dateField(), z.null(), z.undefined()]).refine((v): v is string => typeof v === 'string', MSG.required);

/** An optional calendar date: null when empty. */
export const optionalDate = () => z.union([dateField(), z.null(), z.undefined()]).transform((v): string | null => v ?? null);

/** A choice among values, with the message a person reads when none (or another) is given. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
