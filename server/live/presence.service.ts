import { AppError, forbidden } from '../errors.ts';
import type { Phase } from '../db/schema/index.ts';
import { loadVisibleProject, projectRef } from '../modules/projects/project-access.ts';
import { can } from '../policies/authorize.ts';
import { questionByCode } from '../modules/questionnaire/bank/index.ts';
import type { ServiceCtx } from '../service-context.ts';
import { announceCoalesced } from './presence-coalescer.ts';

export const TOKENS_DO_NOT_ANNOUNCE = 'An API token does not announce presence: presence is for people in the workspace.';

export type AnnouncePresenceInput = { key: string; phase?: Phase | null; questionCode?: string | null };

/**
 * "I am in this project's workspace, at this question" (or, without a phase, "I left"): told to every app
 * instance, at most one announcement per person and project every 500 ms (presence-coalescer.ts). The project
 * must be visible to the viewer (else "Project not found"), and the viewer a person; nothing is stored.
 */
export async function announcePresence(ctx: ServiceCtx, input: AnnouncePresenceInput): Promise<{ ok: true }> {
  const { viewer, project } = await loadVisibleProject(ctx, input.key);
  if (!can(viewer, 'presence.announce', projectRef(project))) throw forbidden(TOKENS_DO_NOT_ANNOUNCE);
  const phase = input.phase ?? null;
  const code = phase ? (input.questionCode ?? null) : null;
  if (phase && code !== null) {
    const question = questionByCode(code, project.bankVersion);
    if (!question || question.phase !== phase) {
      const message = `${code} is not a question of this phase.`;
      throw new AppError('BAD_INPUT', message, [{ field: 'questionCode', message }]);
    }
  }
  await announceCoalesced(ctx, { projectId: project.id, userId: viewer.userId, name: viewer.name, phase, questionCode: code });
  return { ok: true };
}
