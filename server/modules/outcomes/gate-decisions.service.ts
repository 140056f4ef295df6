import { z } from 'zod';
import { APPROVALS, decisionRules, gateDecisionFields, type GateDecisionValues } from '../../../common/outcome-schema.ts';
import { defineCommand } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, versionField } from '../../validation.ts';
import { projectByKey, projectResource } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import type { ProjectView } from '../projects/index.ts';
import { conditionsOpenOn, findSignedOffReport } from '../reports/index.ts';
import { changedFields, historyContent, lastApproval } from './outcome-model.ts';
import {
  deleteGateDecision,
  findCloseOut,
  findGateDecision,
  type GateDecisionInsert,
  type GateDecisionRow,
  insertGateDecision,
  listGateDecisions,
  recordOutcomeChange,
  updateGateDecision,
} from './outcomes.queries.ts';

// A project's gate decisions (DOMAIN.md §3b): recorded once a signed-off report exists, every one kept in
// order, corrected by edits (each kept in the history). Recorded by those who may edit the project, also after
// it is finalized or deactivated (its own permission line; no `writable` precondition). The project row is
// held `for update`, so decisions and the close-out of one project are written one at a time.

export const REPORT_MESSAGE = 'Pick a signed-off report of this project';
export const CLOSED_MESSAGE = "The project's close-out is recorded: correct its decisions rather than adding one.";
export const KEEPS_APPROVAL = 'The close-out belongs to this approval: it stays the last approval while the close-out exists.';
export const STALE_DECISION = 'Someone else changed this decision while you were editing it. Open it again to see their version.';

const Fields = z.object({ key: projectKey(), ...gateDecisionFields });
export const RecordInput = Fields.superRefine(decisionRules);
const EditInput = Fields.extend({ id: z.string().max(100), version: versionField() }).superRefine(decisionRules);
const RemoveInput = z.object({ key: projectKey(), id: z.string().max(100), version: versionField().optional() });

const decisionWrite = {
  action: 'project.recordOutcome',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to record outcomes of this project.',
} as const;

/** The stored values of a decision as entered, with its open conditions read from the report it rests on. */
async function valuesOf(tx: Db, project: ProjectView, v: GateDecisionValues): Promise<Omit<GateDecisionInsert, 'projectId'>> {
  const report = isKey(v.report) ? await findSignedOffReport(tx, { projectId: project.id, reportId: v.report }) : null;
  if (!report) throw new AppError('BAD_INPUT', REPORT_MESSAGE, [{ field: 'report', message: REPORT_MESSAGE }]);
  return {
    reportId: report.id,
    decision: v.decision,
    decidedOn: v.decidedOn,
    currency: v.currency,
    budgetBase: v.base,
    budgetContingency: v.contingency,
    budgetEscalation: v.escalation,
    estimateBaseDate: v.estimateBaseDate,
    estimateClass: v.estimateClass,
    rangeLowPct: String(v.rangeLowPct),
    rangeHighPct: String(v.rangeHighPct),
    p50: v.p50,
    p80: v.p80,
    plannedAuthorization: v.plannedAuthorization,
    plannedMechanicalCompletion: v.plannedMechanicalCompletion,
    plannedStartUp: v.plannedStartUp,
    scopeType: v.scopeType,
    shutdownDependent: v.shutdownDependent,
    contractStrategy: v.contractStrategy,
    conditionsOpen: conditionsOpenOn(report.snapshot, v.decidedOn),
  };
}

async function keepHistory(ctx: ServiceCtx, tx: Db, p: { viewerId: string; before: GateDecisionRow | null; after: GateDecisionRow; kind: 'record' | 'edit' | 'remove' }) {
  const content = historyContent(p.after);
  await recordOutcomeChange(tx, {
    projectId: p.after.projectId,
    entity: 'gateDecision',
    entityId: p.after.id,
    version: p.after.version,
    kind: p.kind,
    changed: p.kind === 'remove' ? [] : changedFields(p.before ? historyContent(p.before) : null, content),
    content,
    changedBy: p.viewerId,
    changedAt: ctx.now(),
  });
}

/** Records a committee's decision on a project (a deferral and a later approval are two decisions). */
export const recordGateDecision = defineCommand({
  name: 'outcome.recordDecision',
  input: RecordInput,
  ...decisionWrite,
  run: async (ctx, tx, { viewer, object: project, input }): Promise<{ decision: GateDecisionRow; project: ProjectView }> => {
    if (await findCloseOut(tx, project.id)) throw new AppError('CONFLICT', CLOSED_MESSAGE);
    const now = ctx.now();
    const decision = await insertGateDecision(tx, { projectId: project.id, ...(await valuesOf(tx, project, input)), createdBy: viewer.userId, updatedBy: viewer.userId, createdAt: now, updatedAt: now });
    await keepHistory(ctx, tx, { viewerId: viewer.userId, before: null, after: decision, kind: 'record' });
    return { decision, project };
  },
});

async function existing(tx: Db, project: ProjectView, id: string): Promise<GateDecisionRow> {
  const found = isKey(id) ? await findGateDecision(tx, { projectId: project.id, id }) : null;
  if (!found) throw notFound('Gate decision not found');
  return found;
}

/** Corrects a recorded decision; with a close-out, it stays the project's last approval. */
export const editGateDecision = defineCommand({
  name: 'outcome.editDecision',
  input: EditInput,
  ...decisionWrite,
  run: async (ctx, tx, { viewer, object: project, input }): Promise<{ decision: GateDecisionRow; project: ProjectView }> => {
    const before = await existing(tx, project, input.id);
    if (before.version !== input.version) throw new AppError('CONFLICT', STALE_DECISION);
    const decision = await updateGateDecision(tx, { id: before.id, expectedVersion: input.version, values: { ...(await valuesOf(tx, project, input)), updatedBy: viewer.userId, updatedAt: ctx.now() } });
    if (!decision) throw new AppError('CONFLICT', STALE_DECISION);
    const closeOut = await findCloseOut(tx, project.id);
    if (closeOut && lastApproval(await listGateDecisions(tx, project.id))?.id !== closeOut.gateDecisionId) {
      const field = APPROVALS.includes(decision.decision) ? 'decidedOn' : 'decision';
      throw new AppError('BAD_INPUT', KEEPS_APPROVAL, [{ field, message: KEEPS_APPROVAL }]);
    }
    await keepHistory(ctx, tx, { viewerId: viewer.userId, before, after: decision, kind: 'edit' });
    return { decision, project };
  },
});

/** Removes a decision recorded by mistake; never the approval a close-out belongs to. */
export const removeGateDecision = defineCommand({
  name: 'outcome.removeDecision',
  input: RemoveInput,
  ...decisionWrite,
  run: async (ctx, tx, { viewer, object: project, input }): Promise<{ decision: GateDecisionRow; project: ProjectView }> => {
    const decision = await existing(tx, project, input.id);
    if (input.version !== undefined && decision.version !== input.version) throw new AppError('CONFLICT', STALE_DECISION);
    const closeOut = await findCloseOut(tx, project.id);
    if (closeOut?.gateDecisionId === decision.id) throw new AppError('CONFLICT', KEEPS_APPROVAL);
    await deleteGateDecision(tx, decision.id);
    await keepHistory(ctx, tx, { viewerId: viewer.userId, before: decision, after: decision, kind: 'remove' });
    return { decision, project };
  },
});
