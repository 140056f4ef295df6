import { z } from 'zod';
import { defineCommand } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { projectByKey, projectResource, writable } from '../projects/project-access.ts';
import { ProjectKeyInput } from '../projects/project-input.ts';
import { type ProjectView, updateFel3Status } from '../projects/index.ts';
import { listAnswers } from './answers.queries.ts';
import { buildQuestionnaire } from './progress.ts';

// statusfel3 (DOMAIN.md §2): 0 while FEL 3 has no answer, 1 while it is in progress, 2 once the team
// marks FEL 3 complete (allowed only when the phase is fully answered).

export const FEL3_INCOMPLETE_MESSAGE = 'FEL 3 is not fully answered yet: every question needs a level or a justified N/A.';

async function fel3Missing(db: Db, projectId: string, bankVersion: string): Promise<string[]> {
  const answers = await listAnswers(db, { projectId, phase: 'fel3' });
  return buildQuestionnaire({ phase: 'fel3', label: 'FEL 3', bankVersion, answers }).missing;
}

/**
 * Keeps statusfel3 true to the answers after a FEL 3 change inside the caller's transaction: 0 becomes 1
 * at the first answer, and a completed FEL 3 that is no longer fully answered reopens.
 */
export async function syncFel3Status(ctx: ServiceCtx, tx: Db, project: ProjectView): Promise<ProjectView> {
  let next = project.statusfel3;
  if (project.statusfel3 === 0) next = 1;
  else if (project.statusfel3 === 2 && (await fel3Missing(tx, project.id, project.bankVersion)).length > 0) next = 1;
  if (next === project.statusfel3) return project;
  return (await updateFel3Status(tx, { project, statusfel3: next, now: ctx.now() })) ?? project;
}

const StatusInput = z.object({
  statusfel3: z.union([z.literal(1), z.literal(2)], { error: 'statusfel3 must be 1 (in progress) or 2 (complete)' }),
});

/** Stores the new FEL 3 status with its audit event. */
async function storeFel3Status(ctx: ServiceCtx, tx: Db, c: { viewer: Viewer; project: ProjectView; statusfel3: 1 | 2 }): Promise<ProjectView> {
  const row = await updateFel3Status(tx, { project: c.project, statusfel3: c.statusfel3, now: ctx.now() });
  if (!row) throw notFound('Project not found');
  await recordAudit(tx, {
    actorUserId: c.viewer.userId,
    organizationId: c.project.organizationId,
    action: c.statusfel3 === 2 ? 'project.fel3.complete' : 'project.fel3.reopen',
    entityType: 'project',
    entityId: c.project.id,
    before: { statusfel3: c.project.statusfel3 },
    after: { statusfel3: c.statusfel3 },
    ip: ctx.meta.ip,
  });
  return row;
}

/** Marks FEL 3 complete (statusfel3 2), only when the phase is fully answered. */
export const markFel3Complete = defineCommand({
  name: 'project.fel3.complete',
  input: ProjectKeyInput,
  action: 'project.markFel3Complete',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
  run: async (ctx, tx, { viewer, object: project }) => {
    const missing = await fel3Missing(tx, project.id, project.bankVersion);
    if (missing.length > 0) throw new AppError('BAD_INPUT', FEL3_INCOMPLETE_MESSAGE, [{ field: 'statusfel3', message: FEL3_INCOMPLETE_MESSAGE }], { missing });
    return storeFel3Status(ctx, tx, { viewer, project, statusfel3: 2 });
  },
});

/** Reopens FEL 3 (statusfel3 1) after it was marked complete. */
export const reopenFel3 = defineCommand({
  name: 'project.fel3.reopen',
  input: ProjectKeyInput,
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
  run: (ctx, tx, { viewer, object: project }) => storeFel3Status(ctx, tx, { viewer, project, statusfel3: 1 }),
});

/** Marks FEL 3 complete (2) or reopens it (1), as the input's statusfel3 says (GraphQL setFel3Status, the legacy details path). */
export async function setFel3Status(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { statusfel3 } = parseInput(StatusInput, input);
  return (statusfel3 === 2 ? markFel3Complete : reopenFel3).execute(ctx, input);
}
