import type { Phase } from '../../db/schema/index.ts';
import type { OutcomeRow } from '../read-models/index.ts';
import type { BandName } from '../scoring/scoring.constants.ts';
import type { CostGrowth, ScheduleSlip } from './outcome-figures.ts';
import { figuresOf } from './outcome-model.ts';
import { type OutcomeGroup, outcomeGroups, type OutcomePoint, uncappedBand } from './outcome-statistics.ts';
import type { CloseOutRow, GateDecisionRow } from './outcomes.queries.ts';

// An outcomes view of many projects: each project's line (listed whatever its state; a cancelled project is
// never dropped) and the statistics of those that count (a final, not cancelled close-out; each outcome only
// where it is computed). Pure, over the read model's rows.

/** Where a project stands after its gate: decided (no close-out yet), closed provisionally or finally, cancelled. */
export type OutcomeStatus = 'decided' | 'provisional' | 'final' | 'cancelled';

export type OutcomeProject = {
  projectId: string;
  name: string;
  organizationId: string;
  projectType: string | null;
  costRange: string | null;
  isActive: boolean;
  phase: Phase;
  method: number;
  felIndex: number;
  band: BandName;
  decision: GateDecisionRow;
  closeOut: CloseOutRow | null;
  status: OutcomeStatus;
  costGrowth: CostGrowth | null;
  slip: ScheduleSlip | null;
  /** The project is in the statistics (a final close-out, not cancelled). */
  counted: boolean;
};

function statusOf(closeOut: CloseOutRow | null): OutcomeStatus {
  if (!closeOut) return 'decided';
  if (closeOut.cancelled) return 'cancelled';
  return closeOut.isFinal ? 'final' : 'provisional';
}

/** One line per project of the rows. */
export function outcomeProjects(rows: readonly OutcomeRow[]): OutcomeProject[] {
  return rows.map((r) => {
    const figures = r.closeOut ? figuresOf(r.decision, r.closeOut) : null;
    const status = statusOf(r.closeOut);
    return {
      projectId: r.project.id,
      name: r.project.name,
      organizationId: r.project.organizationId,
      projectType: r.project.projectType,
      costRange: r.project.costRange,
      isActive: r.project.isActive,
      phase: r.report.phase,
      method: r.report.method,
      felIndex: r.report.felIndex,
      band: uncappedBand(r.report.felIndex),
      decision: r.decision,
      closeOut: r.closeOut,
      status,
      costGrowth: figures?.costGrowth ?? null,
      slip: figures?.slip ?? null,
      counted: status === 'final',
    };
  });
}

/** The statistics' points: the counted projects with the outcomes computed for them. */
export function outcomePoints(projects: readonly OutcomeProject[]): OutcomePoint[] {
  return projects
    .filter((p) => p.counted)
    .map((p) => ({
      projectId: p.projectId,
      organizationId: p.organizationId,
      method: p.method,
      phase: p.phase,
      felIndex: p.felIndex,
      costGrowth: p.costGrowth?.pct ?? null,
      slip: p.slip?.pct ?? null,
    }));
}

export type OutcomesView = { projects: OutcomeProject[]; groups: OutcomeGroup[] };

/** The organization's outcomes view: every project's line and the statistics per method and phase. */
export function outcomesView(rows: readonly OutcomeRow[]): OutcomesView {
  const projects = outcomeProjects(rows);
  return { projects, groups: outcomeGroups(outcomePoints(projects)) };
}

/** The provider's pool: only the statistics, every figure where the thresholds allow it; no project, no organization. */
export function pooledGroups(rows: readonly OutcomeRow[]): OutcomeGroup[] {
  return outcomeGroups(outcomePoints(outcomeProjects(rows)), true);
}
