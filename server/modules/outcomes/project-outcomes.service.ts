import { z } from 'zod';
import { defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { projectByKey, projectResource } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import type { ProjectView } from '../projects/index.ts';
import { listSignedOffReports, type SignedOffReport } from '../reports/index.ts';
import { recordGateDecision } from './gate-decisions.service.ts';
import { inOrder, lastApproval } from './outcome-model.ts';
import { type CloseOutRow, findCloseOut, type GateDecisionRow, listGateDecisions } from './outcomes.queries.ts';

// A project's outcomes as its Outcomes tab shows them: the decisions in order, the signed-off reports a
// decision may rest on, the close-out, and what to record next. Read by those who may see the project.

export type ProjectOutcomesModel = {
  project: ProjectView;
  decisions: GateDecisionRow[];
  reports: SignedOffReport[];
  closeOut: CloseOutRow | null;
  viewerCanRecord: boolean;
};

export const NEXT_STEP = {
  noReport: 'Gate decisions are recorded once a report of the phase is signed off by its independent reviewer.',
  noDecision: "Record the committee's decision on the signed-off report (a deferral and a later approval are two decisions).",
  noApproval: 'A close-out is recorded once the committee has approved the project.',
  noCloseOut: 'Record the close-out when the project reaches mechanical completion, or when it is cancelled.',
  notFinal: 'Mark the close-out final once its cost is final: only final costs enter the statistics.',
} as const;

/** What to record next on a project, in words; null once its close-out is final (or cancelled). */
export function nextStep(m: Pick<ProjectOutcomesModel, 'decisions' | 'reports' | 'closeOut'>): string | null {
  if (m.closeOut) return m.closeOut.isFinal || m.closeOut.cancelled ? null : NEXT_STEP.notFinal;
  if (m.decisions.length === 0) return m.reports.length === 0 ? NEXT_STEP.noReport : NEXT_STEP.noDecision;
  return lastApproval(m.decisions) ? NEXT_STEP.noCloseOut : NEXT_STEP.noApproval;
}

/** A project's outcomes, for a viewer who may see the project (already loaded through the access checks). */
export async function projectOutcomesOf(db: Db, viewer: Viewer, project: ProjectView): Promise<ProjectOutcomesModel> {
  const [decisions, reports, closeOut] = await Promise.all([listGateDecisions(db, project.id), listSignedOffReports(db, project.id), findCloseOut(db, project.id)]);
  return { project, decisions: inOrder(decisions), reports, closeOut, viewerCanRecord: recordGateDecision.permits(viewer, project) };
}

/** A project's gate decisions, signed-off reports and close-out. */
export const getProjectOutcomes = defineQuery({
  name: 'outcome.project',
  input: z.object({ key: projectKey() }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (_ctx, db, { viewer, object }) => projectOutcomesOf(db, viewer, object),
});
