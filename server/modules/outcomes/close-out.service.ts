import { z } from 'zod';
import { closeOutFields, closeOutRules } from '../../../common/outcome-schema.ts';
import { defineCommand } from '../../commands/operation.ts';
import { AppError } from '../../errors.ts';
import { versionField } from '../../validation.ts';
import { projectByKey, projectResource } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import type { ProjectView } from '../projects/index.ts';
import { changedFields, historyContent, lastApproval } from './outcome-model.ts';
import { type CloseOutInsert, type CloseOutRow, findCloseOut, insertCloseOut, listGateDecisions, recordOutcomeChange, updateCloseOut } from './outcomes.queries.ts';

// The one close-out of a project (DOMAIN.md §3b): recorded once the project has an approval, it belongs to the
// last approval and its report. Corrections are edits of the same record (each kept in the history), never
// new records; `version` names the version an edit was based on. Like the decisions, it may be recorded on a
// finalized or deactivated project: a close-out is the point of finalizing.

export const NO_APPROVAL = "Record the committee's approval first: a close-out belongs to the project's last approval.";
export const STALE_CLOSE_OUT = 'Someone else changed this close-out while you were editing it. Open it again to see their version.';
export const EXISTS = 'This project has a close-out already: edit it (corrections are kept in its history).';

export const SaveInput = z
  .object({
    key: projectKey(),
    /** The version edited; absent (or null) records the close-out. */
    version: versionField().nullish(),
    ...closeOutFields,
  })
  .superRefine(closeOutRules);

/** Records the project's close-out, or corrects it (with the version the edit was based on). */
export const saveCloseOut = defineCommand({
  name: 'outcome.saveCloseOut',
  input: SaveInput,
  action: 'project.recordOutcome',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to record outcomes of this project.',
  run: async (ctx, tx, { viewer, object: project, input }): Promise<{ closeOut: CloseOutRow; project: ProjectView }> => {
    const approval = lastApproval(await listGateDecisions(tx, project.id));
    if (!approval) throw new AppError('CONFLICT', NO_APPROVAL);
    const before = await findCloseOut(tx, project.id);
    const now = ctx.now();
    const values: Omit<CloseOutInsert, 'projectId'> = {
      gateDecisionId: approval.id,
      cancelled: input.cancelled,
      actualAuthorization: input.actualAuthorization,
      actualCost: input.actualCost,
      costBasis: input.costBasis,
      conversionFactor: input.costBasis === 'asSpent' ? '1' : input.conversionFactor,
      isFinal: input.final,
      firstFinalAt: before?.firstFinalAt ?? (input.final ? now : null),
      scopeChanges: input.scopeChanges,
      contingencyDrawn: input.contingencyDrawn,
      actualMechanicalCompletion: input.actualMechanicalCompletion,
      actualStartUp: input.actualStartUp,
      changeOrders: input.changeOrders,
      startUp6Months: input.startUp6Months === null ? null : String(input.startUp6Months),
      startUp12Months: input.startUp12Months === null ? null : String(input.startUp12Months),
      recordableIncidents: input.recordableIncidents,
      lessons: input.lessons,
      updatedBy: viewer.userId,
      updatedAt: now,
    };
    let closeOut: CloseOutRow | null;
    if (input.version === undefined || input.version === null) {
      if (before) throw new AppError('CONFLICT', EXISTS);
      closeOut = await insertCloseOut(tx, { projectId: project.id, ...values, createdBy: viewer.userId, createdAt: now });
      if (!closeOut) throw new AppError('CONFLICT', EXISTS);
    } else {
      if (!before || before.version !== input.version) throw new AppError('CONFLICT', STALE_CLOSE_OUT);
      closeOut = await updateCloseOut(tx, { id: before.id, expectedVersion: input.version, values });
      if (!closeOut) throw new AppError('CONFLICT', STALE_CLOSE_OUT);
    }
    const content = historyContent(closeOut);
    await recordOutcomeChange(tx, {
      projectId: project.id,
      entity: 'closeOut',
      entityId: closeOut.id,
      version: closeOut.version,
      kind: before ? 'edit' : 'record',
      changed: changedFields(before ? historyContent(before) : null, content),
      content,
      changedBy: viewer.userId,
      changedAt: now,
    });
    return { closeOut, project };
  },
});
