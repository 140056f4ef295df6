import { z } from 'zod';
import { defineQuery } from '../commands/operation.ts';
import { AppError } from '../errors.ts';
import { PHASES } from '../db/schema/index.ts';
import { projectByKey, projectResource } from '../modules/projects/project-access.ts';
import { questionByCode } from '../modules/questionnaire/bank/index.ts';
import { announceCoalesced } from './presence-coalescer.ts';

export const TOKENS_DO_NOT_ANNOUNCE = 'An API token does not announce presence: presence is for people in the workspace.';

const AnnouncePresenceInput = z.object({ key: z.string().max(100), phase: z.enum(PHASES).nullish(), questionCode: z.string().max(40).nullish() });

/**
 * "I am in this project's workspace, at this question" (or, without a phase, "I left"): told to every app
 * instance, at most one announcement per person and project every 500 ms (presence-coalescer.ts). The project
 * must be visible to the viewer (else "Project not found"), and the viewer a person. Nothing is stored, so it
 * reads the project without a transaction.
 */
export const announcePresence = defineQuery({
  name: 'presence.announce',
  input: AnnouncePresenceInput,
  action: 'presence.announce',
  load: projectByKey(),
  resource: projectResource,
  forbidden: TOKENS_DO_NOT_ANNOUNCE,
  run: async (ctx, _db, { viewer, object: project, input }): Promise<{ ok: true }> => {
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
  },
});

/** Opening a project's live stream (answers saved, presence): the project as the viewer may see it, "Project not found" otherwise. */
export const watchProject = defineQuery({
  name: 'project.watch',
  input: z.object({ key: z.string().max(100) }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: async (_ctx, _db, { object }) => object,
});
