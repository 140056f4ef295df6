import { z } from 'zod';
import { CURRENCY_CODE } from './money.ts';
import {
  choice,
  moneyField,
  optionalCountField,
  optionalDate,
  optionalMoneyField,
  optionalPercentField,
  percentField,
  requiredDate,
} from './outcome-fields.ts';
import { str, TEXT_MAX } from './text-field.ts';

// The gate decision and close-out forms' rules (DOMAIN.md §3b) as zod schemas: the server parses the
// mutations' inputs with them, the forms (react-hook-form) check what is typed with the same schemas, and the
// schemas' output is what the forms send. The value lists are the stored values and the GraphQL enums.

export const GATE_DECISIONS = ['approved', 'approvedWithConditions', 'deferred', 'recycled', 'rejected'] as const;
export type GateDecisionKind = (typeof GATE_DECISIONS)[number];
/** The decisions a close-out may belong to. */
export const APPROVALS: readonly GateDecisionKind[] = ['approved', 'approvedWithConditions'];
export const SCOPE_TYPES = ['greenfield', 'brownfield', 'revamp', 'sustaining'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];
export const CONTRACT_STRATEGIES = ['lumpSumEpc', 'reimbursableEpcm', 'ownerMultiPrime', 'other'] as const;
export type ContractStrategy = (typeof CONTRACT_STRATEGIES)[number];
/** As spent (f = 1), or converted to the estimate's base date by a factor f. */
export const COST_BASES = ['asSpent', 'baseDate'] as const;
export type CostBasis = (typeof COST_BASES)[number];

export const DECISION_LABEL: Record<GateDecisionKind, string> = {
  approved: 'Approved',
  approvedWithConditions: 'Approved with conditions',
  deferred: 'Deferred',
  recycled: 'Recycled',
  rejected: 'Rejected',
};
export const SCOPE_LABEL: Record<ScopeType, string> = { greenfield: 'Greenfield', brownfield: 'Brownfield', revamp: 'Revamp', sustaining: 'Sustaining' };
export const CONTRACT_LABEL: Record<ContractStrategy, string> = {
  lumpSumEpc: 'Lump-sum EPC',
  reimbursableEpcm: 'Reimbursable EPCM',
  ownerMultiPrime: 'Owner-managed multi-prime',
  other: 'Other',
};
export const COST_BASIS_LABEL: Record<CostBasis, string> = { asSpent: 'As spent (f = 1)', baseDate: 'Converted to the estimate base date' };
/** AACE estimate classes, least defined first. */
export const ESTIMATE_CLASSES = [5, 4, 3, 2, 1] as const;

/** A form's field names, from its rules (the fields the server's messages may name). */
const fieldsOf = <T extends object>(rules: T): readonly Extract<keyof T, string>[] => Object.keys(rules).filter((k): k is Extract<keyof T, string> => k in rules);

const RANGE_LOW = { min: -100, max: 0, message: 'The low end is 0 % or less, such as −20' };
const RANGE_HIGH = { min: 0, max: 1000, message: 'The high end is 0 % or more, such as 30' };
const ATTAINMENT = { min: 0, max: 200, message: 'Use a percentage of nameplate between 0 and 200' };
export const LESSONS_MAX = TEXT_MAX;

const currency = str(3)
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => CURRENCY_CODE.test(v), 'Use a three-letter currency code, such as USD');

/** One rule per field of a gate decision. */
export const gateDecisionFields = {
  report: z.string({ error: 'Pick the signed-off report the decision rests on' }).min(1, 'Pick the signed-off report the decision rests on'),
  decision: choice(GATE_DECISIONS, "Choose the committee's decision"),
  decidedOn: requiredDate(),
  currency,
  base: moneyField({ sign: 'positive' }),
  contingency: moneyField(),
  escalation: moneyField(),
  estimateBaseDate: requiredDate(),
  estimateClass: z
    .union([z.number(), z.string()], { error: 'Choose the estimate class' })
    .transform(Number)
    .refine((v) => Number.isInteger(v) && v >= 1 && v <= 5, 'Choose the estimate class'),
  rangeLowPct: percentField(RANGE_LOW),
  rangeHighPct: percentField(RANGE_HIGH),
  p50: optionalMoneyField({ sign: 'positive' }),
  p80: optionalMoneyField({ sign: 'positive' }),
  plannedAuthorization: requiredDate(),
  plannedMechanicalCompletion: requiredDate(),
  plannedStartUp: requiredDate(),
  scopeType: choice(SCOPE_TYPES, 'Choose the scope type'),
  shutdownDependent: z.boolean({ error: 'Say whether it depends on a shutdown' }),
  contractStrategy: choice(CONTRACT_STRATEGIES, 'Choose the contract strategy'),
};

type DecisionDates = { plannedAuthorization: string; plannedMechanicalCompletion: string; plannedStartUp: string; p50: string | null; p80: string | null };

/** The rules between a decision's fields (the plan's order, P80 ≥ P50); the server adds them to its input too. */
export function decisionRules(v: DecisionDates, ctx: z.RefinementCtx): void {
  if (v.plannedMechanicalCompletion <= v.plannedAuthorization) {
    ctx.addIssue({ code: 'custom', path: ['plannedMechanicalCompletion'], message: 'Mechanical completion comes after authorization' });
  }
  if (v.plannedStartUp < v.plannedMechanicalCompletion) ctx.addIssue({ code: 'custom', path: ['plannedStartUp'], message: 'Start-up comes on or after mechanical completion' });
  if (v.p50 !== null && v.p80 !== null && Number(v.p80) < Number(v.p50)) ctx.addIssue({ code: 'custom', path: ['p80'], message: 'P80 is at least P50' });
}

/** What the gate decision form holds and sends (the project key and version are added by the mutation). */
export const GateDecisionFormSchema = z.object(gateDecisionFields).superRefine(decisionRules);
export type GateDecisionFormValues = z.input<typeof GateDecisionFormSchema>;
export type GateDecisionValues = z.output<typeof GateDecisionFormSchema>;
export const GATE_DECISION_FIELDS = fieldsOf(gateDecisionFields);

/** One rule per field of a close-out. */
export const closeOutFields = {
  cancelled: z.boolean({ error: 'Say whether the project was cancelled' }),
  actualAuthorization: optionalDate(),
  actualCost: moneyField(),
  costBasis: choice(COST_BASES, 'Choose the basis of the actual cost'),
  conversionFactor: z
    .union([z.string(), z.number()], { error: 'Use a factor such as 0.9524' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,5}(\.\d{1,6})?$/.test(v) && Number(v) > 0, 'Use a factor above 0 with at most six decimals, such as 0.9524'),
  final: z.boolean({ error: 'Say whether the cost is final' }),
  scopeChanges: moneyField({ sign: 'any' }),
  contingencyDrawn: optionalMoneyField(),
  actualMechanicalCompletion: optionalDate(),
  actualStartUp: optionalDate(),
  changeOrders: optionalCountField(),
  startUp6Months: optionalPercentField(ATTAINMENT),
  startUp12Months: optionalPercentField(ATTAINMENT),
  recordableIncidents: optionalCountField(),
  lessons: str(LESSONS_MAX).transform((v) => v.trim()),
};

type CloseOutRuleFields = Pick<z.output<z.ZodObject<typeof closeOutFields>>, 'costBasis' | 'conversionFactor' | 'cancelled' | 'final' | 'actualAuthorization' | 'actualMechanicalCompletion' | 'actualStartUp'>;

/** The rules between a close-out's fields (the factor and its basis, which dates a final close-out needs, their order). */
export function closeOutRules(v: CloseOutRuleFields, ctx: z.RefinementCtx): void {
  if (v.costBasis === 'asSpent' && Number(v.conversionFactor) !== 1) ctx.addIssue({ code: 'custom', path: ['conversionFactor'], message: 'As spent, the factor is 1' });
  if (!v.cancelled && v.actualAuthorization === null) ctx.addIssue({ code: 'custom', path: ['actualAuthorization'], message: 'Required unless the project was cancelled' });
  if (!v.cancelled && v.final && v.actualMechanicalCompletion === null) {
    ctx.addIssue({ code: 'custom', path: ['actualMechanicalCompletion'], message: 'A final close-out has its mechanical completion date' });
  }
  if (v.actualAuthorization && v.actualMechanicalCompletion && v.actualMechanicalCompletion < v.actualAuthorization) {
    ctx.addIssue({ code: 'custom', path: ['actualMechanicalCompletion'], message: 'Mechanical completion comes after the actual authorization' });
  }
  if (v.actualMechanicalCompletion && v.actualStartUp && v.actualStartUp < v.actualMechanicalCompletion) {
    ctx.addIssue({ code: 'custom', path: ['actualStartUp'], message: 'Start-up comes on or after mechanical completion' });
  }
}

/** What the close-out form holds and sends. */
export const CloseOutFormSchema = z.object(closeOutFields).superRefine(closeOutRules);
export type CloseOutFormValues = z.input<typeof CloseOutFormSchema>;
export type CloseOutValues = z.output<typeof CloseOutFormSchema>;
export const CLOSE_OUT_FIELDS = fieldsOf(closeOutFields);
