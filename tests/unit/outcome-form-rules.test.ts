import { describe, expect, it } from 'vitest';
import { CloseOutFormSchema, type CloseOutFormValues, GateDecisionFormSchema, type GateDecisionFormValues } from '../../common/outcome-schema.ts';
import { SaveInput } from '../../server/modules/outcomes/close-out.service.ts';
import { RecordInput } from '../../server/modules/outcomes/gate-decisions.service.ts';
import { formMessages, serverMessages } from '../support/form-rules.ts';

// The gate decision and close-out forms check what is typed with the rules the server parses the mutations
// with (common/outcome-schema.ts): the same fields, the same messages; and their output is what is stored.

const KEY = '00000000-0000-4000-8000-000000000001';

const decision: GateDecisionFormValues = {
  report: KEY,
  decision: 'approved',
  decidedOn: '2026-04-01',
  currency: 'usd',
  base: '1,000,000',
  contingency: '100,000.5',
  escalation: '0',
  estimateBaseDate: '2026-01-15',
  estimateClass: '3',
  rangeLowPct: '-10',
  rangeHighPct: '20.5',
  p50: '',
  p80: '',
  plannedAuthorization: '2026-04-01',
  plannedMechanicalCompletion: '2027-04-01',
  plannedStartUp: '2027-04-01',
  scopeType: 'brownfield',
  shutdownDependent: false,
  contractStrategy: 'lumpSumEpc',
};

describe('the gate decision form', () => {
  it('reads money with separators, percentages with one decimal and empty optional amounts as null', () => {
    const out = GateDecisionFormSchema.parse(decision);
    expect(out).toMatchObject({ currency: 'USD', base: '1000000.00', contingency: '100000.50', estimateClass: 3, rangeLowPct: -10, rangeHighPct: 20.5, p50: null, p80: null });
  });

  it('says which decision to choose when none is', () => {
    expect(serverMessages(RecordInput, { key: KEY, ...decision, decision: undefined })).toEqual({ decision: "Choose the committee's decision" });
  });

  const cases: { what: string; values: Partial<GateDecisionFormValues>; expected: Record<string, string> }[] = [
    { what: 'a complete decision', values: {}, expected: {} },
    {
      what: 'nothing chosen or entered',
      values: { report: '', decidedOn: null, base: '', currency: '', estimateClass: '' },
      expected: {
        report: 'Pick the signed-off report the decision rests on',
        decidedOn: 'Required',
        base: 'Required',
        currency: 'Use a three-letter currency code, such as USD',
        estimateClass: 'Choose the estimate class',
      },
    },
    {
      what: 'amounts and percentages out of shape',
      values: { base: '0', contingency: '-5', escalation: '1.234', rangeLowPct: '5', rangeHighPct: '12.25', p50: 'lots' },
      expected: {
        base: 'Must be more than 0',
        contingency: 'Must not be negative',
        escalation: 'Use an amount such as 1,250,000.00 (at most two decimals)',
        rangeLowPct: 'The low end is 0 % or less, such as −20',
        rangeHighPct: 'Use a percentage with at most one decimal, such as 12.5',
        p50: 'Use an amount such as 1,250,000.00 (at most two decimals)',
      },
    },
    { what: 'a plan out of order', values: { plannedMechanicalCompletion: '2026-03-01', plannedStartUp: '2026-02-01' }, expected: { plannedMechanicalCompletion: 'Mechanical completion comes after authorization', plannedStartUp: 'Start-up comes on or after mechanical completion' } },
    { what: 'P80 below P50', values: { p50: '1,100,000', p80: '1,050,000' }, expected: { p80: 'P80 is at least P50' } },
  ];
  it.each(cases)('$what', ({ values, expected }) => {
    const form = { ...decision, ...values };
    expect(formMessages(GateDecisionFormSchema, form)).toEqual(expected);
    expect(serverMessages(RecordInput, { key: KEY, ...form })).toEqual(expected);
  });
});

const closeOut: CloseOutFormValues = {
  cancelled: false,
  actualAuthorization: '2026-04-01',
  actualCost: '1,265,000',
  costBasis: 'asSpent',
  conversionFactor: '1',
  final: true,
  scopeChanges: '-35,000',
  contingencyDrawn: '',
  actualMechanicalCompletion: '2027-06-01',
  actualStartUp: null,
  changeOrders: '4',
  startUp6Months: '',
  startUp12Months: '97.5',
  recordableIncidents: '',
  lessons: '  Early vendor data paid off.  ',
};

describe('the close-out form', () => {
  it('stores exact amounts, signed scope changes, counts and percentages', () => {
    expect(CloseOutFormSchema.parse(closeOut)).toMatchObject({ actualCost: '1265000.00', scopeChanges: '-35000.00', contingencyDrawn: null, changeOrders: 4, startUp6Months: null, startUp12Months: 97.5, lessons: 'Early vendor data paid off.' });
  });

  const cases: { what: string; values: Partial<CloseOutFormValues>; expected: Record<string, string> }[] = [
    { what: 'a final close-out', values: {}, expected: {} },
    { what: 'a cancelled project with its spend only', values: { cancelled: true, final: true, actualAuthorization: null, actualMechanicalCompletion: null }, expected: {} },
    { what: 'a final close-out without its dates', values: { actualAuthorization: null, actualMechanicalCompletion: null }, expected: { actualAuthorization: 'Required unless the project was cancelled', actualMechanicalCompletion: 'A final close-out has its mechanical completion date' } },
    { what: 'a factor with an as-spent cost', values: { conversionFactor: '0.95' }, expected: { conversionFactor: 'As spent, the factor is 1' } },
    { what: 'a factor that is no number', values: { costBasis: 'baseDate', conversionFactor: '0' }, expected: { conversionFactor: 'Use a factor above 0 with at most six decimals, such as 0.9524' } },
    { what: 'counts and attainment out of shape', values: { changeOrders: '2.5', startUp12Months: '250' }, expected: { changeOrders: 'Use a whole number of 0 or more', startUp12Months: 'Use a percentage of nameplate between 0 and 200' } },
    { what: 'dates out of order', values: { actualMechanicalCompletion: '2026-01-01' }, expected: { actualMechanicalCompletion: 'Mechanical completion comes after the actual authorization' } },
  ];
  it.each(cases)('$what', ({ values, expected }) => {
    const form = { ...closeOut, ...values };
    expect(formMessages(CloseOutFormSchema, form)).toEqual(expected);
    expect(serverMessages(SaveInput, { key: KEY, ...form })).toEqual(expected);
  });
});
