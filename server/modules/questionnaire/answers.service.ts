import { notifyAnswerSaved } from '../../live/answer-events.ts';
import { z } from 'zod';
import { about, defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { phaseField, versionField } from '../../validation.ts';
import type { AnswerChangeKind } from '../../db/schema/index.ts';
import { phaseIsInScope } from '../projects/phase-scope.ts';
import { findVisibleProject, projectByKey, projectResource, projectRef, writable } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import type { ProjectLock, ProjectView } from '../projects/index.ts';
import { AnswerFields, type AnswerFieldsInput, answerJson, contentOf, mergeAnswer } from './answer-fields.ts';
import { type AnswerRow, deleteAnswerRow, findAnswer, insertAnswer, listAnswers, updateAnswer, upsertAnswer } from './answers.queries.ts';
import { recordAnswerChanges } from './answer-history.queries.ts';
import { methodOfBank, PHASE_LABELS, type Area, type Phase, questionByCode } from './bank/index.ts';
import { linkEntries, linkEvidenceText } from './evidence.service.ts';
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
export const getQuestionnaire = defineQuery({
  name: 'questionnaire.get',
  input: z.object({ key: projectKey(), phase: phaseField() }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (ctx, _db, { object: project, input }) => questionnaireOf(ctx, project, input.phase),
});

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

/** How a write treats evidence besides its fields: the legacy paths' free text is read as a register reference. */
type EvidenceMode = { readEvidenceText?: boolean };

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
export async function writeAnswer(ctx: ServiceCtx, w: Write, how: { kind: AnswerChangeKind; restoredFromVersion?: number } & EvidenceMode = { kind: 'save' }): Promise<AnswerRow> {
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
  const answerKey = { project, phase, code: item.code };
  if (item.evidenceEntries !== undefined) await linkEntries(tx, answerKey, { entryKeys: item.evidenceEntries, by: viewer.userId, now, field });
  else if (how.readEvidenceText && item.evidence !== undefined && methodOfBank(project.bankVersion) === 3) await linkEvidenceText(tx, key, { text: item.evidence, by: viewer.userId, now });
  return row;
}

/** What an answer write acts on: the project, held with a shared lock (see above), the phase and, when one question is named, its answer. */
export type PhaseWrite = { project: ProjectView; phase: Phase; answer: AnswerRow | null };


/**
 * The checks around writes to one phase of one project: visible, editable, writable (finalized and
 * deactivated projects take none), the phase in scope. With a `code` in the input, that answer is read with
 * the project in one statement. Answer saves hold the project with `key share` (see above); a write of many
 * answers at once (the FEL 2 → FEL 3 copy) holds it exclusively.
 */
export const phaseWrite = (lock: ProjectLock) =>
  ({
    action: 'project.edit',
    load: async (_ctx: ServiceCtx, db: Db, input: { key: string; phase: Phase; code?: string }, viewer: Viewer): Promise<PhaseWrite> => {
      const answer = input.code === undefined ? undefined : { phase: input.phase, code: input.code };
      const found = await findVisibleProject(db, viewer, input.key, { lock, answer });
      return { project: found.project, phase: input.phase, answer: found.answer };
    },
    resource: (w: PhaseWrite) => projectRef(w.project),
    forbidden: 'You do not have permission to edit this project.',
    preconditions: [...writable.map((rule) => about((w: PhaseWrite) => w.project, rule)), phaseIsInScope],
  }) as const;

/** An answer save's checks (phaseWrite with the shared lock). */
export const answerWrite = phaseWrite('key share');

/** After a write of FEL 3 answers: the project's FEL 3 status kept true to them. */
export const afterPhaseWrite = (ctx: ServiceCtx, tx: Db, w: PhaseWrite): Promise<ProjectView> =>
  w.phase === 'fel3' ? syncFel3Status(ctx, tx, w.project) : Promise.resolve(w.project);

/** Tells the live workspace which answers changed (after the commit). */
export const announceSaved = (ctx: ServiceCtx, p: { project: ProjectView; phase: Phase; codes: string[] }): Promise<void> =>
  p.codes.length === 0 ? Promise.resolve() : notifyAnswerSaved(ctx, { projectId: p.project.id, phase: p.phase, codes: p.codes, byUserId: ctx.viewer?.userId ?? '' });

/** Set by the legacy adapter (GraphQL's inputs have no such field): read free-text evidence as a register reference. */
const LegacyEvidence = z.object({ readEvidenceText: z.literal(true).optional() });

const SaveInput = AnswerFields.extend({
  key: projectKey(),
  phase: phaseField(),
  code: z.string().max(50),
  version: versionField().optional(),
  /** When the caller addresses the answer by area (legacy paths), the question must be of that area. */
  area: z.enum(['site', 'eng', 'pep'], { error: 'Area must be site, eng or pep' }).optional(),
  ...LegacyEvidence.shape,
});

/** Saves one answer (autosave); with `version`, refuses a stale save with CONFLICT. */
export const saveAnswer = defineCommand({
  name: 'answer.save',
  input: SaveInput,
  ...answerWrite,
  run: async (ctx, tx, { viewer, object: w, input: { key: _key, phase, area, readEvidenceText, ...item } }): Promise<{ answer: AnswerRow; project: ProjectView }> => {
    questionOf(w.project, phase, item.code, area ?? null, 'code');
    const answer = await writeAnswer(ctx, { tx, viewer, project: w.project, phase, item, existing: w.answer }, { kind: 'save', readEvidenceText });
    return { answer, project: await afterPhaseWrite(ctx, tx, w) };
  },
  afterCommit: (ctx, { project }, { input }) => announceSaved(ctx, { project, phase: input.phase, codes: [input.code] }),
});

const AreaInput = z.object({
  key: projectKey(),
  phase: phaseField(),
  area: z.enum(['site', 'eng', 'pep'], { error: 'Area must be site, eng or pep' }),
  answers: z
    .array(AnswerFields.extend({ code: z.string({ error: 'code is required' }).max(50), version: versionField().optional() }), { error: 'answers must be a list' })
    .min(1, 'Send at least one answer')
    .max(100, 'At most 100 answers at a time'),
  ...LegacyEvidence.shape,
});

/** Saves several answers of one area together (all or none). */
export const saveAreaAnswers = defineCommand({
  name: 'answer.saveArea',
  input: AreaInput,
  ...answerWrite,
  run: async (ctx, tx, { viewer, object: w, input: { phase, area, answers, readEvidenceText } }): Promise<{ answers: AnswerRow[]; project: ProjectView }> => {
    answers.forEach((a, i) => questionOf(w.project, phase, a.code, area, `answers.${i}.code`));
    if (new Set(answers.map((a) => a.code)).size !== answers.length) throw new AppError('BAD_INPUT', 'Each question may appear once.');
    const rows: AnswerRow[] = [];
    for (const [i, a] of answers.entries()) {
      const existing = await findAnswer(tx, { projectId: w.project.id, phase, code: a.code });
      rows.push(await writeAnswer(ctx, { tx, viewer, project: w.project, phase, item: a, existing, field: `answers.${i}.` }, { kind: 'save', readEvidenceText }));
    }
    return { answers: rows, project: await afterPhaseWrite(ctx, tx, w) };
  },
  afterCommit: (ctx, { project }, { input }) => announceSaved(ctx, { project, phase: input.phase, codes: input.answers.map((a) => a.code) }),
});

const DeleteInput = z.object({ key: projectKey(), phase: phaseField(), area: z.enum(['site', 'eng', 'pep']), code: z.string().max(50), version: versionField().optional() });

/** Clears an answer (the question becomes unanswered); with `version`, refuses a stale delete. */
export const deleteAnswer = defineCommand({
  name: 'answer.delete',
  input: DeleteInput,
  ...answerWrite,
  run: async (ctx, tx, { viewer, object: w, input: { phase, area, code, version } }): Promise<{ answer: AnswerRow; project: ProjectView }> => {
    questionOf(w.project, phase, code, area, 'code');
    const existing = w.answer;
    if (!existing) throw notFound('Answer not found');
    if (version !== undefined && version !== existing.version) throw await conflictError(tx, code, existing);
    await deleteAnswerRow(tx, existing.id);
    await recordAnswerChanges(tx, [
      { projectId: w.project.id, phase, code, version: existing.version, kind: 'clear', before: existing, after: contentOf(null), changedBy: viewer.userId, changedAt: ctx.now() },
    ]);
    return { answer: existing, project: await afterPhaseWrite(ctx, tx, w) };
  },
  afterCommit: (ctx, { project }, { input }) => announceSaved(ctx, { project, phase: input.phase, codes: [input.code] }),
});

/** The current answer to one question of a project the viewer may see (after a CONFLICT), or null. */
export const getAnswer = defineQuery({
  name: 'answer.get',
  input: z.object({ key: projectKey(), phase: phaseField(), code: z.string().max(50) }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (_ctx, db, { object: project, input }): Promise<AnswerRow | null> => findAnswer(db, { projectId: project.id, phase: input.phase, code: input.code }),
});
