import { z } from 'zod';
import { defineCommand } from '../../commands/operation.ts';
import { notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput, phaseField, versionField } from '../../validation.ts';
import type { ProjectView } from '../projects/index.ts';
import { projectKey } from '../projects/project-input.ts';
import type { AnswerRow } from './answers.queries.ts';
import { afterPhaseWrite, announceSaved, answerWrite, writeAnswer } from './answers.service.ts';
import { type AnswerChangeRow, findAnswerChange, listAnswerHistory } from './answer-history.queries.ts';
import { decodeCursor, type Page, pageArgs, pageOf } from '../../paging.ts';

// An answer's history: every change (save, restore, copy FEL 2 → FEL 3, duplicate, clear) with who and
// when, read by anyone who may see the project; "restore this version" is a new save of that content,
// subject to the same version check as any save.

export const VERSION_NOT_FOUND = 'That version of the answer was not found.';

const HistoryPageInput = pageArgs(50).extend({ phase: phaseField(), code: z.string().max(50) });
const HistoryCursor = z.tuple([z.number().int()]);

/** A page of one question's history, newest first, of a project already loaded through the access checks. */
export async function answerHistoryOf(ctx: ServiceCtx, project: ProjectView, input: unknown): Promise<Page<AnswerChangeRow>> {
  const { phase, code, first, after } = parseInput(HistoryPageInput, input);
  const [beforeSeq = null] = after ? decodeCursor(after, HistoryCursor) : [];
  const rows = await listAnswerHistory(ctx.db, { projectId: project.id, phase, code, beforeSeq, limit: first + 1 });
  return pageOf(rows, first, (row) => [row.seq]);
}

const RestoreInput = z.object({
  key: projectKey(),
  phase: phaseField(),
  code: z.string().max(50),
  changeId: z.string().max(100),
  version: versionField(),
});

/** Brings back the content of one history entry as a new change ("restore"); a stale version is a CONFLICT. */
export const restoreAnswerVersion = defineCommand({
  name: 'answer.restore',
  input: RestoreInput,
  ...answerWrite,
  run: async (ctx, tx, { viewer, object: w, input: { phase, code, changeId, version } }): Promise<{ answer: AnswerRow; project: ProjectView }> => {
    const entry = isKey(changeId) ? await findAnswerChange(tx, { projectId: w.project.id, phase, code, id: changeId }) : null;
    if (!entry) throw notFound(VERSION_NOT_FOUND);
    const { level, na, naReason, naApprover, comment, evidence, revisit, actionText, actionOwner, actionDue, actionStatus } = entry.content;
    const item = { code, version, level, na, naReason, naApprover, comment, evidence, revisit, actionText, actionOwner, actionDue, actionStatus };
    const answer = await writeAnswer(ctx, { tx, viewer, project: w.project, phase, item, existing: w.answer }, { kind: 'restore', restoredFromVersion: entry.version });
    return { answer, project: await afterPhaseWrite(ctx, tx, w) };
  },
  afterCommit: (ctx, { project }, { input }) => announceSaved(ctx, { project, phase: input.phase, codes: [input.code] }),
});
