import type { SignedOffReport } from '../reports/index.ts';
import { lastApproval } from './outcome-model.ts';
import type { CloseOutRow, GateDecisionRow } from './outcomes.queries.ts';
import type { ProjectOutcomesModel } from './project-outcomes.service.ts';

// What the outcomes' GraphQL object types are backed by (codegen mappers): a decision with the report it rests
// on, a close-out with the approval it belongs to.

export type GateReportModel = Pick<SignedOffReport, 'id' | 'phase' | 'method' | 'felIndex' | 'signedOffAt'>;
export type GateDecisionModel = { row: GateDecisionRow; report: GateReportModel };
export type CloseOutModel = { row: CloseOutRow; approval: GateDecisionModel };

const unknownReport = (id: string): GateReportModel => ({ id, phase: 'fel3', method: 0, felIndex: 0, signedOffAt: null });

/** A project's decisions with their reports (every decision rests on one of the project's signed-off reports). */
export function decisionModels(m: Pick<ProjectOutcomesModel, 'decisions' | 'reports'>): GateDecisionModel[] {
  const reports = new Map(m.reports.map((r) => [r.id, r]));
  return m.decisions.map((row) => ({ row, report: reports.get(row.reportId) ?? unknownReport(row.reportId) }));
}

/** The project's last approval, as a model. */
export const lastApprovalModel = (m: Pick<ProjectOutcomesModel, 'decisions' | 'reports'>): GateDecisionModel | null => {
  const approval = lastApproval(m.decisions);
  return decisionModels(m).find((d) => d.row.id === approval?.id) ?? null;
};

/** The close-out with the approval it belongs to. */
export function closeOutModel(m: Pick<ProjectOutcomesModel, 'decisions' | 'reports' | 'closeOut'>): CloseOutModel | null {
  if (!m.closeOut) return null;
  const approval = decisionModels(m).find((d) => d.row.id === m.closeOut?.gateDecisionId);
  return approval ? { row: m.closeOut, approval } : null;
}
