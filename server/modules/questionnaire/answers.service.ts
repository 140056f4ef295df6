import { notifyAnswerSaved } from '../../live/answer-events.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput, phaseField, versionField } from '../../validation.ts';
import type { AnswerChangeKind } from '../../db/schema/index.ts';
import { assertPhaseInScope } from '../projects/phase-scope.ts';
import { loadEditableProject, loadVisibleProject } from '../projects/project-access.ts';
import type { ProjectView } from '../projects/index.ts';
import { AnswerFields, type AnswerFieldsInput, answerJson, contentOf, mergeAnswer } from './answer-fields.ts';
import { type AnswerRow, deleteAnswerRow, findAnswer, insertAnswer, listAnswers, updateAnswer, upsertAnswer } from './answers.queries.ts';
import { recordAnswerChanges } from './answer-history.queries.ts';
import { PHASE_LABELS, type Area, type Phase, questionByCode } from './bank/index.ts';
import { assertNaAllowed } from './na-rules.ts';
import { syncFel3Status } from './fel3-status.service.ts';
import { buildQuestionnaire, type PhaseQuestionnaire } from './progress.ts';
import { findUserById } from '../read-models/index.ts';

// Answers save as people work (autosave). A save names the version of the answer it edited; a stale save
// is refused with CONFLICT and the answer as it now stands, so two people never silently overwrite each
// other. Callers that send no version (the older client) overwrite, as they always did.
//
// Editors of one project save side by side: a save holds its project row with a shared lock (key share),
// which only a finalize or deactivate (an exclusive lock) waits for and makes wait; what keeps two saves
// of the same answer apart is that answer's own version. Every change is kept in the answer's history
// (who, when, what), in the transaction of the change; the history is the answers' audit trail.

export const CONFLICT_MESSAGE = 'Someone else changed this answer while you were editing it. Their version is shown now; make your change again if it still applies.';


/** A phase's questions with the answers of a project the viewer may see. */
export async function getQuestionnaire(ctx: ServiceCtx, key: unknown, phase: Phase): Promise<PhaseQuestionnaire> {
  const { project } = await loadVisibleProject(ctx, key);
  return questionnaireOf(ctx, project, phase);
}

/** A phase's questionnaire of a project already loaded through the access checks. */
export async function questionnaireOf(ctx: ServiceCtx, project: ProjectView, phase: Phase): Promise<PhaseQuestionnaire> {
  const answers = await listAnswers(ctx.db, { projectId: project.id, phase });
  return buildQuestionnaire({ phase, label: PHASE_LABELS[phase], bankVersion: project.bankVersion, answers });
}

/** CONFLICT with the answer as it now stands (and who saved it), for the caller to show. */
async function conflictError(db: Db, code: string, current: AnswerRow | null): Promise<AppError> {
  const by = current?.answeredBy ? await findUserById(db, current.answeredBy) : null;
  return new AppError('CONFLICT', CONFLICT_MESSAGE, [], { questionCode: code, current: current ? answerJson(current, by?.user.name ?? null) : null });
}

export type Item = AnswerFieldsInput & { code: string; version?: number };

/** Checks that a code is a question of the phase (and of the area, when given) in the project's bank. */
function questionOf(project: ProjectView, phase: Phase, code: string, area: Area | null, field: string) {
  const question = questionByCode(code, project.bankVersion);
  if (!question || question.phase !== phase || (area && question.area !== area)) {
    const message = area ? `${code} is not a question of this phase and area.` : `${code} is not a question of this phase.`;
    throw new AppError('BAD_INPUT', message, [{ field, message }]);
  }
  return question;
}

type Write = { tx: Db; viewer: Viewer; project: ProjectView; phase: Phase; item: Item; existing: AnswerRow | null; field?: string };

/**
 * Writes one answer inside the caller's transaction (its stored row already read as `existing`), with the
 * optimistic check when a version is named, and keeps the change in the answer's history.
 */
export async function writeAnswer(ctx: ServiceCtx, w: Write, how: { kind: AnswerChangeKind; restoredFromVersion?: number } = { kind: 'save' }): Promise<AnswerRow> {
  const { tx, viewer, project, phase, item, existing, field = '' } = w;
  const key = { projectId: project.id, phase, code: item.code };
  const now = ctx.now();
  const content = mergeAnswer(contentOf(existing), item, field, { userId: viewer.userId, now });
  const question = questionOf(project, phase, item.code, null, `${field}code`);
  const fel2Code = phase === 'fel3' && content.na ? question.fel2Code : undefined;
  const fel2Counterpart = fel2Code ? await findAnswer(tx, { projectId: project.id, phase: 'fel2', code: fel2Code }) : null;
  assertNaAllowed({ question, merged: content, input: item, fel2Counterpart, field });
  const stamp = { bankVersion: project.bankVersion, answeredBy: viewer.userId, answeredAt: now, updatedAt: now };
  let row: AnswerRow | null;
  if (item.version === undefined) row = await upsertAnswer(tx, { ...key, content, stamp });
  else if (existing === null) row = item.version === 0 ? await insertAnswer(tx, { ...key, content, stamp }) : null;
  else row = item.version === existing.version ? await updateAnswer(tx, { ...key, content, stamp, expectedVersion: item.version }) : null;
  if (!row) throw await conflictError(tx, item.code, await findAnswer(tx, key));
  await recordAnswerChanges(tx, [
    { ...key, version: row.version, kind: how.kind, before: existing, after: content, changedBy: viewer.userId, changedAt: now, restoredFromVersion: how.restoredFromVersion },
  ]);
  return row;
}

type Lock = { answer?: { phase: Phase; code: string } };

/**
 * The checks and the bookkeeping around writes to one phase of one project: the project held with a
 * shared lock (see above), scope, statusfel3. With `lock.answer`, that answer is read with the project.
 */
export async function inPhase<T>(
  ctx: ServiceCtx,
  key: string,
  phase: Phase,
  write: (tx: Db, viewer: Viewer, project: ProjectView, answer: AnswerRow | null) => Promise<T>,
  lock: Lock = {},
) {
  return ctx.db.transaction(async (tx) => {
    const { viewer, project, answer } = await loadEditableProject(ctx, key, tx, { lock: 'key share', answer: lock.answer });
    assertPhaseInScope(project, phase);
    const result = await write(tx, viewer, project, answer);
    const after = phase === 'fel3' ? await syncFel3Status(ctx, tx, project) : project;
    return { result, project: after };
  });
}

const SaveInput = AnswerFields.extend({
  key: z.string().max(100),
  phase: phaseField(),
  code: z.string().max(50),
  version: versionField().optional(),
  /** When the caller addresses the answer by area (legacy paths), the question must be of that area. */
  area: z.enum(['site', 'eng', 'pep'], { error: 'Area must be site, eng or pep' }).optional(),
});

/** Saves one answer (autosave); with `version`, refuses a stale save with CONFLICT. */
export async function saveAnswer(ctx: ServiceCtx, input: unknown): Promise<{ answer: AnswerRow; project: ProjectView }> {
  const { key, phase, area, ...item } = parseInput(SaveInput, input);
  const { result, project } = await inPhase(
    ctx,
    key,
    phase,
    (tx, viewer, p, existing) => {
      questionOf(p, phase, item.code, area ?? null, 'code');
      return writeAnswer(ctx, { tx, viewer, project: p, phase, item, existing });
    },
    { answer: { phase, code: item.code } },
  );
  await notifyAnswerSaved(ctx, { projectId: project.id, phase, codes: [item.code], byUserId: ctx.viewer?.userId ?? '' });
  return { answer: result, project };
}

const AreaInput = z.object({
  key: z.string().max(100),
  phase: phaseField(),
  area: z.enum(['site', 'eng', 'pep'], { error: 'Area must be site, eng or pep' }),
  answers: z
    .array(AnswerFields.extend({ code: z.string({ error: 'code is required' }).max(50), version: versionField().optional() }), { error: 'answers must be a list' })
    .min(1, 'Send at least one answer')
    .max(100, 'At most 100 answers at a time'),
});

/** Saves several answers of one area together (all or none). */
export async function saveAreaAnswers(ctx: ServiceCtx, input: unknown): Promise<{ answers: AnswerRow[]; project: ProjectView }> {
  const { key, phase, area, answers } = parseInput(AreaInput, input);
  const { result, project } = await inPhase(ctx, key, phase, async (tx, viewer, p) => {
    answers.forEach((a, i) => questionOf(p, phase, a.code, area, `answers.${i}.code`));
    if (new Set(answers.map((a) => a.code)).size !== answers.length) throw new AppError('BAD_INPUT', 'Each question may appear once.');
    const rows: AnswerRow[] = [];
    for (const [i, a] of answers.entries()) {
      const existing = await findAnswer(tx, { projectId: p.id, phase, code: a.code });
      rows.push(await writeAnswer(ctx, { tx, viewer, project: p, phase, item: a, existing, field: `answers.${i}.` }));
    }
    return rows;
  });
  await notifyAnswerSaved(ctx, { projectId: project.id, phase, codes: answers.map((a) => a.code), byUserId: ctx.viewer?.userId ?? '' });
  return { answers: result, project };
}

const DeleteInput = z.object({ key: z.string().max(100), phase: phaseField(), area: z.enum(['site', 'eng', 'pep']), code: z.string().max(50), version: versionField().optional() });

/** Clears an answer (the question becomes unanswered); with `version`, refuses a stale delete. */
export async function deleteAnswer(ctx: ServiceCtx, input: unknown): Promise<{ answer: AnswerRow; project: ProjectView }> {
  const { key, phase, area, code, version } = parseInput(DeleteInput, input);
  const { result, project } = await inPhase(
    ctx,
    key,
    phase,
    async (tx, viewer, p, existing) => {
      questionOf(p, phase, code, area, 'code');
      if (!existing) throw notFound('Answer not found');
      if (version !== undefined && version !== existing.version) throw await conflictError(tx, code, existing);
      await deleteAnswerRow(tx, existing.id);
      const cleared = contentOf(null);
      await recordAnswerChanges(tx, [
        { projectId: p.id, phase, code, version: existing.version, kind: 'clear', before: existing, after: cleared, changedBy: viewer.userId, changedAt: ctx.now() },
      ]);
      return existing;
    },
    { answer: { phase, code } },
  );
  await notifyAnswerSaved(ctx, { projectId: project.id, phase, codes: [code], byUserId: ctx.viewer?.userId ?? '' });
  return { answer: result, project };
}

/** The current answer to one question of a project the viewer may see (after a CONFLICT), or null. */
export async function getAnswer(ctx: ServiceCtx, p: { key: unknown; phase: Phase; code: string }): Promise<AnswerRow | null> {
  const { project } = await loadVisibleProject(ctx, p.key);
  return findAnswer(ctx.db, { projectId: project.id, phase: p.phase, code: p.code });
}
