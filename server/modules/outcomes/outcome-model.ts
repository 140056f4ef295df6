import { APPROVALS } from '../../../common/outcome-schema.ts';
import { type CostGrowth, costGrowth, type ScheduleSlip, scheduleSlip } from './outcome-figures.ts';
import type { CloseOutRow, GateDecisionRow } from './outcomes.queries.ts';

// What a project's decisions and close-out mean: which approval the close-out belongs to, and the figures
// derived from the two (DOMAIN.md §3b). Pure: the services and the read models both use it.

type Ordered = Pick<GateDecisionRow, 'id' | 'decision' | 'decidedOn' | 'createdAt'>;

/** The decisions in their order: by decision date, then as recorded. */
export function inOrder<D extends Ordered>(decisions: readonly D[]): D[] {
  return [...decisions].sort((a, b) => a.decidedOn.localeCompare(b.decidedOn) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** The project's last approval (approved, or approved with conditions): what a close-out belongs to. */
export function lastApproval<D extends Ordered>(decisions: readonly D[]): D | null {
  return inOrder(decisions).filter((d) => APPROVALS.includes(d.decision)).at(-1) ?? null;
}

export type OutcomeFigures = { costGrowth: CostGrowth; slip: ScheduleSlip };

type Approval = Pick<
  GateDecisionRow,
  'currency' | 'budgetBase' | 'budgetContingency' | 'budgetEscalation' | 'rangeLowPct' | 'rangeHighPct' | 'plannedAuthorization' | 'plannedMechanicalCompletion'
>;
type Closed = Pick<CloseOutRow, 'costBasis' | 'conversionFactor' | 'actualCost' | 'scopeChanges' | 'cancelled' | 'actualAuthorization' | 'actualMechanicalCompletion'>;

/** Cost growth and slip of a close-out against the approval it belongs to. */
export function figuresOf(approval: Approval, closeOut: Closed): OutcomeFigures {
  return {
    costGrowth: costGrowth({
      currency: approval.currency,
      base: approval.budgetBase,
      contingency: approval.budgetContingency,
      escalation: approval.budgetEscalation,
      basis: closeOut.costBasis,
      factor: closeOut.conversionFactor,
      actual: closeOut.actualCost,
      scopeChanges: closeOut.scopeChanges,
      rangeLowPct: Number(approval.rangeLowPct),
      rangeHighPct: Number(approval.rangeHighPct),
      cancelled: closeOut.cancelled,
    }),
    slip: scheduleSlip({
      plannedAuthorization: approval.plannedAuthorization,
      plannedMechanicalCompletion: approval.plannedMechanicalCompletion,
      actualAuthorization: closeOut.actualAuthorization,
      actualMechanicalCompletion: closeOut.actualMechanicalCompletion,
      cancelled: closeOut.cancelled,
    }),
  };
}

const BOOKKEEPING = new Set(['id', 'projectId', 'version', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

/** A record's content as its history keeps it (what a person entered, not the bookkeeping columns). */
export function historyContent(row: GateDecisionRow | CloseOutRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !BOOKKEEPING.has(k)).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/** The fields whose value differs between two contents (every field of `after` when there is no `before`). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => !before || JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}
