import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { loadEditableProject } from '../projects/project-access.ts';
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
  key: z.string().max(100),
  statusfel3: z.union([z.literal(1), z.literal(2)], { error: 'statusfel3 must be 1 (in progress) or 2 (complete)' }),
});

/** Marks FEL 3 complete (2, only when fully answered) or reopens it (1). */
export async function setFel3Status(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key, statusfel3 } = parseInput(StatusInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    if (statusfel3 === 2) {
      const missing = await fel3Missing(tx, project.id, project.bankVersion);
      if (missing.length > 0) throw new AppError('BAD_INPUT', FEL3_INCOMPLETE_MESSAGE, [{ field: 'statusfel3', message: FEL3_INCOMPLETE_MESSAGE }], { missing });
    }
    const row = await updateFel3Status(tx, { project, statusfel3, now: ctx.now() });
    if (!row) throw notFound('Project not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: statusfel3 === 2 ? 'project.fel3.complete' : 'project.fel3.reopen',
      entityType: 'project',
      entityId: project.id,
      before: { statusfel3: project.statusfel3 },
      after: { statusfel3 },
      ip: ctx.meta.ip,
    });
    return row;
  });
}
