import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';
import { projects } from './projects.ts';
import { reports } from './reports.ts';
import { CONTRACT_STRATEGIES, COST_BASES, GATE_DECISIONS, SCOPE_TYPES } from '../../../common/outcome-schema.ts';

// What happened after the gate (DOMAIN.md §3b): the funding committee's decisions on a project, the one
// close-out of the project, every change of either kept in order, and whether an organization pools its
// outcomes with the provider. Money is exact (numeric, never float), with the currency of the decision.

export { APPROVALS, COST_BASES, CONTRACT_STRATEGIES, GATE_DECISIONS, SCOPE_TYPES } from '../../../common/outcome-schema.ts';
export type { ContractStrategy, CostBasis, GateDecisionKind, ScopeType } from '../../../common/outcome-schema.ts';

/** Money: exact, two decimals, as text in TypeScript (postgres numeric). */
const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
/** A percentage with one decimal (stated range, start-up attainment). */
const percent = (name: string) => numeric(name, { precision: 6, scale: 1 });

/** A funding committee's decision on a project, resting on a signed-off report; a project keeps every one, in order. */
export const gateDecisions = pgTable(
  'gate_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The signed-off report the decision rests on. */
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id),
    decision: text('decision', { enum: GATE_DECISIONS }).notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    /** ISO 4217 code; every amount of the decision and of its close-out is in it (no conversion is attempted). */
    currency: text('currency').notNull(),
    budgetBase: money('budget_base').notNull(),
    budgetContingency: money('budget_contingency').notNull(),
    budgetEscalation: money('budget_escalation').notNull(),
    estimateBaseDate: date('estimate_base_date', { mode: 'string' }).notNull(),
    /** AACE estimate class 5 (least defined) … 1. */
    estimateClass: smallint('estimate_class').notNull(),
    rangeLowPct: percent('range_low_pct').notNull(),
    rangeHighPct: percent('range_high_pct').notNull(),
    p50: money('p50'),
    p80: money('p80'),
    plannedAuthorization: date('planned_authorization', { mode: 'string' }).notNull(),
    plannedMechanicalCompletion: date('planned_mechanical_completion', { mode: 'string' }).notNull(),
    plannedStartUp: date('planned_start_up', { mode: 'string' }).notNull(),
    scopeType: text('scope_type', { enum: SCOPE_TYPES }).notNull(),
    shutdownDependent: boolean('shutdown_dependent').notNull(),
    contractStrategy: text('contract_strategy', { enum: CONTRACT_STRATEGIES }).notNull(),
    /** The report's conditions whose action was due after the decision ("decided with N conditions open"). */
    conditionsOpen: smallint('conditions_open').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A project's decisions in order (the Outcomes tab; its last approval for the close-out and the statistics).
    index('gate_decisions_project_idx').on(t.projectId, t.decidedOn, t.createdAt),
    // Whether a report carries a decision (a report with decisions is the gate report of the outcome figures).
    index('gate_decisions_report_idx').on(t.reportId),
    check('gate_decisions_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('gate_decisions_class_ck', sql`${t.estimateClass} between 1 and 5`),
    check('gate_decisions_range_ck', sql`${t.rangeLowPct} <= 0 and ${t.rangeHighPct} >= 0`),
    check('gate_decisions_plan_ck', sql`${t.plannedMechanicalCompletion} > ${t.plannedAuthorization} and ${t.plannedStartUp} >= ${t.plannedMechanicalCompletion}`),
  ],
);

/** The one close-out of a project: what it cost and took, belonging to its last approval. Corrections are edits. */
export const closeOuts = pgTable(
  'close_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The approval it belongs to (the project's last approval when it was last saved). */
    gateDecisionId: uuid('gate_decision_id')
      .notNull()
      .references(() => gateDecisions.id),
    /** Cancelled after approval: listed with its spend, joins no cost-growth or slip statistic. */
    cancelled: boolean('cancelled').notNull().default(false),
    actualAuthorization: date('actual_authorization', { mode: 'string' }),
    /** A: the actual cost (the spend of a cancelled project), in the decision's currency. */
    actualCost: money('actual_cost').notNull(),
    costBasis: text('cost_basis', { enum: COST_BASES }).notNull(),
    /** f: 1 as spent; the factor to the estimate's base date otherwise. */
    conversionFactor: numeric('conversion_factor', { precision: 12, scale: 6 }).notNull().default('1'),
    /** Only final costs enter statistics. */
    isFinal: boolean('is_final').notNull().default(false),
    /** When it was first marked final (it then entered the organization's statistics). */
    firstFinalAt: timestamp('first_final_at', { withTimezone: true }),
    /** S: approved scope changes, signed, on the same basis as A. */
    scopeChanges: money('scope_changes').notNull().default('0'),
    contingencyDrawn: money('contingency_drawn'),
    actualMechanicalCompletion: date('actual_mechanical_completion', { mode: 'string' }),
    actualStartUp: date('actual_start_up', { mode: 'string' }),
    changeOrders: integer('change_orders'),
    startUp6Months: percent('start_up_6_months'),
    startUp12Months: percent('start_up_12_months'),
    recordableIncidents: integer('recordable_incidents'),
    lessons: text('lessons').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One close-out per project (its read by project, and the outcome statistics' join).
    uniqueIndex('close_outs_project_uq').on(t.projectId),
    // The close-out a decision carries (a decision with a close-out keeps being an approval).
    index('close_outs_decision_idx').on(t.gateDecisionId),
    check('close_outs_factor_ck', sql`${t.conversionFactor} > 0 and (${t.costBasis} = 'baseDate' or ${t.conversionFactor} = 1)`),
    check('close_outs_counts_ck', sql`coalesce(${t.changeOrders}, 0) >= 0 and coalesce(${t.recordableIncidents}, 0) >= 0`),
  ],
);

export const OUTCOME_ENTITIES = ['gateDecision', 'closeOut'] as const;
export type OutcomeEntity = (typeof OUTCOME_ENTITIES)[number];
export const OUTCOME_CHANGE_KINDS = ['record', 'edit', 'remove'] as const;
export type OutcomeChangeKind = (typeof OUTCOME_CHANGE_KINDS)[number];

/** Every change of a gate decision or close-out (the answer-history style audit): the content after it, who and when. */
export const outcomeHistory = pgTable(
  'outcome_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing (times may tie within a transaction). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: OUTCOME_ENTITIES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The record's version after the change (for a removal: the version removed). */
    version: integer('version').notNull(),
    kind: text('kind', { enum: OUTCOME_CHANGE_KINDS }).notNull(),
    /** The fields that changed (all of them on record). */
    changed: text('changed').array().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One record's history, newest first (the close-out's History).
  (t) => [index('outcome_history_entity_idx').on(t.projectId, t.entityId, t.seq.desc())],
);

/** An organization's choice to pool its outcomes with the provider (off without a row). */
export const outcomePooling = pgTable('outcome_pooling', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  pooled: boolean('pooled').notNull(),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
