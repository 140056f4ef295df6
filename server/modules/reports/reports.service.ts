import { z } from 'zod';
import { about, defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, findAppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput, phaseField } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { phaseIsInScope } from '../projects/phase-scope.ts';
import { findVisibleProject, projectRef, writable } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import type { ProjectView } from '../projects/index.ts';
import { questionnaireOf } from '../questionnaire/answers.service.ts';
import { AREA_LABELS, methodOfBank, PHASE_LABELS, type Phase } from '../questionnaire/bank/index.ts';
import { unratedAreas } from '../scoring/scoring.ts';
import { naOverweightAreas, naRuleBreaches } from '../scoring/method2.ts';
import type { PhaseQuestionnaire } from '../questionnaire/progress.ts';
import { buildSnapshot, reportFigures, scoringInput } from './report-builder.ts';
import { CreateReportInput, ReportNotesInput } from './report-input.ts';
import { parseSnapshot, type ReportSnapshot } from './report-snapshot.ts';
import { findReportWithAuthor, listReportPage } from '../read-models/index.ts';
import { decodeCursor, type Page, pageArgs, pageOf } from '../../paging.ts';
import { insertReport, type ReportWithAuthor, updateReportNotes as writeNotes } from './reports.queries.ts';
import { plural, pluralNoun } from '../../../common/plural.ts';

/** A report as the adapters show it: a saved snapshot (row set) or a preview of the current answers. */
export type ReportView = { snapshot: ReportSnapshot; row: ReportWithAuthor | null; project: ProjectView };

export const REPORT_NOT_FOUND = 'Report not found';

/** Spec §1: a report exists only for a fully answered phase; the error lists what is still missing. */
export function notFullyAnswered(questionnaire: PhaseQuestionnaire): AppError {
  const n = questionnaire.missing.length;
  return new AppError(
    'CONFLICT',
    `The ${PHASE_LABELS[questionnaire.phase]} report is available once every question has a level or a justified N/A: ${plural(n, 'question')} ${pluralNoun(n, 'is', 'are')} still open.`,
    [],
    { missing: questionnaire.missing },
  );
}

/**
 * Why no report can be made of the phase now, or null: not fully answered; an area with nothing rated or
 * more than a third N/A by weight; N/A answers saved before bank 2026.2's rules that do not meet them.
 */
export function reportBlocker(questionnaire: PhaseQuestionnaire): AppError | null {
  if (!questionnaire.fullyAnswered) return notFullyAnswered(questionnaire);
  const phase = PHASE_LABELS[questionnaire.phase];
  const input = scoringInput(questionnaire);
  const unrated = unratedAreas(input.questions, input.answers);
  if (unrated.length > 0) {
    const names = unrated.map((a) => AREA_LABELS[a]).join(', ');
    return new AppError(
      'CONFLICT',
      `The ${phase} report needs at least one question of each area answered with a level: every ${names} question is N/A, so that area cannot be scored.`,
      [],
      { unratedAreas: unrated },
    );
  }
  const overweight = naOverweightAreas(input.questions, input.answers);
  if (overweight.length > 0) {
    const names = overweight.map((a) => AREA_LABELS[a]).join(', ');
    return new AppError(
      'CONFLICT',
      `The ${phase} report cannot score ${names}: more than a third of ${pluralNoun(overweight.length, 'its', 'their')} questions' weight is N/A. Answer some of them with a level.`,
      [],
      { naOverweightAreas: overweight },
    );
  }
  const breaches = naRuleBreaches(input.questions, input.answers);
  if (breaches.length > 0) {
    const list = breaches.map((b) => `${b.code} (${b.problem})`).join('; ');
    return new AppError('CONFLICT', `The ${phase} report needs every N/A to meet the rules: ${list}.`, [], { naBreaches: breaches.map((b) => b.code) });
  }
  return null;
}

/** The saved report with the project it belongs to; null for another organization's (or an invisible) report. */
async function findReportFor(db: Db, viewer: Viewer, key: unknown): Promise<ReportView | null> {
  const row = isKey(key) ? await findReportWithAuthor(db, key) : null;
  if (!row) return null;
  const visible = await findVisibleProject(db, viewer, row.projectId).catch((error: unknown) => {
    if (findAppError(error)?.code === 'NOT_FOUND') return null;
    throw error;
  });
  return visible ? { snapshot: parseSnapshot(row.snapshot), row, project: visible.project } : null;
}

const ReportKeyInput = z.object({ key: z.string().max(100) });

/** A saved report of a project the viewer may see ("Report not found" otherwise). */
export const getReport = defineQuery({
  name: 'report.get',
  input: ReportKeyInput,
  action: 'project.view',
  load: async (_ctx, db, input, viewer): Promise<ReportView> => {
    const report = await findReportFor(db, viewer, input.key);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    return report;
  },
  resource: (report) => projectRef(report.project),
  run: async (_ctx, _db, { object }) => object,
});

const HistoryPageInput = pageArgs(50);
const ReportCursor = z.tuple([z.uuid()]);

/**
 * A page of a project's saved reports of a phase, newest first (the project already passed the access
 * checks): one statement, or, for a project of a list, a page of the reports its list's one statement loaded
 * (`loaded`, newest first).
 */
export async function reportHistory(ctx: ServiceCtx, project: ProjectView, phase: Phase, input: unknown, loaded?: readonly ReportView[]): Promise<Page<ReportView>> {
  const { first, after } = parseInput(HistoryPageInput, input);
  const [afterId = null] = after ? decodeCursor(after, ReportCursor) : [];
  if (loaded) {
    const start = afterId === null ? 0 : loaded.findIndex((r) => r.row?.id === afterId) + 1;
    return pageOf(start > 0 || afterId === null ? loaded.slice(start, start + first + 1) : [], first, (r) => [r.row?.id ?? '']);
  }
  const rows = await listReportPage(ctx.db, { projectId: project.id, phase, afterId, limit: first + 1 });
  const page = pageOf(rows, first, (row) => [row.id]);
  return { ...page, nodes: page.nodes.map((row) => ({ snapshot: parseSnapshot(row.snapshot), row, project })) };
}

/** The current answers scored now, not saved; null while the phase is not fully answered. */
export async function previewReport(ctx: ServiceCtx, project: ProjectView, questionnaire: PhaseQuestionnaire): Promise<ReportView | null> {
  if (reportBlocker(questionnaire)) return null;
  return { snapshot: await buildSnapshot(ctx.db, project, questionnaire, ctx.now(), null, undefined, ctx.log), row: null, project };
}

/** A phase of a project, as report operations act on it. */
type PhasePart = { project: ProjectView; phase: Phase };


/** A project's phase named by the input (`key`/`projectKey` and `phase`), locked when a lock is given. */
const phaseOfProject =
  (lock?: 'update') =>
  async (_ctx: ServiceCtx, db: Db, input: { projectKey: string; phase: Phase }, viewer: Viewer): Promise<PhasePart> => ({
    project: (await findVisibleProject(db, viewer, input.projectKey, { lock })).project,
    phase: input.phase,
  });

/** The newest saved report of a phase, else a preview of the current answers; an error listing what is missing otherwise. */
export const currentReport = defineQuery({
  name: 'report.current',
  input: z.object({ projectKey: projectKey(), phase: phaseField() }),
  action: 'project.view',
  load: phaseOfProject(),
  resource: (p) => projectRef(p.project),
  preconditions: [phaseIsInScope],
  run: async (ctx, db, { object: { project, phase } }): Promise<ReportView> => {
    const {
      nodes: [latest],
    } = await reportHistory(ctx, project, phase, { first: 1 });
    if (latest) return latest;
    const questionnaire = await questionnaireOf(ctx, project, phase);
    const blocker = reportBlocker(questionnaire);
    if (blocker) throw blocker;
    return { snapshot: await buildSnapshot(db, project, questionnaire, ctx.now(), null, undefined, ctx.log), row: null, project };
  },
});


/**
 * Freezes a report of a fully answered phase: scores (method 2, or 3 for bank 2026.3, a draft until its
 * review is signed off), bank version, levels, benchmarks, team,
 * who and when, with notes and the optional preparer and reviewer names. Needs the right to edit the project,
 * which must be neither finalized nor deactivated.
 */
export const createReport = defineCommand({
  name: 'report.create',
  input: CreateReportInput,
  action: 'project.edit',
  load: phaseOfProject('update'),
  resource: (p) => projectRef(p.project),
  forbidden: 'You do not have permission to edit this project.',
  preconditions: [...writable.map((rule) => about((p: PhasePart) => p.project, rule)), phaseIsInScope],
  run: async (ctx, tx, { viewer, object: { project }, input: v }): Promise<ReportView> => {
    const now = ctx.now();
    const questionnaire = await questionnaireOf({ ...ctx, db: tx }, project, v.phase);
    const blocker = reportBlocker(questionnaire);
    if (blocker) throw blocker;
    const snapshot = await buildSnapshot(tx, project, questionnaire, now, { key: viewer.userId, name: viewer.name }, { preparedBy: v.preparedBy || null, reviewedBy: methodOfBank(project.bankVersion) === 3 ? null : v.reviewedBy || null }, ctx.log);
    if (snapshot.version === 3 && snapshot.score.blockers.length > 0) {
      throw new AppError('CONFLICT', `The ${PHASE_LABELS[v.phase]} report cannot be made yet: ${snapshot.score.blockers.map((b) => b.problem).join('; ')}.`);
    }
    const saved = await insertReport(tx, {
      projectId: project.id,
      phase: v.phase,
      bankVersion: snapshot.bankVersion,
      snapshot,
      ...reportFigures(snapshot, project),
      // A method 3 draft joins no company average of method 2 (its figures count once signed off: company-figures.ts).
      ...(methodOfBank(project.bankVersion) === 3 ? { method: 3 } : {}),
      notes: v.notes ?? '',
      // Method 3: a draft until an independent reviewer signs it off (DOMAIN.md §3a); methods 1 and 2 have no review.
      reviewState: methodOfBank(project.bankVersion) === 3 ? 'draft' : 'none',
      createdBy: viewer.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'report.create',
      entityType: 'report',
      entityId: saved.id,
      after: { projectId: project.id, phase: v.phase, method: snapshot.method, felIndex: snapshot.felIndex, band: snapshot.score.band, gate: snapshot.score.gate, bankVersion: snapshot.bankVersion },
      ip: ctx.meta.ip,
    });
    return { snapshot, row: { ...saved, createdByName: viewer.name }, project };
  },
});

/** The viewer may create a report of this phase now. */
export function viewerCanCreateReport(viewer: Viewer | null, project: ProjectView, questionnaire: PhaseQuestionnaire): boolean {
  return viewer !== null && createReport.can(viewer, { project, phase: questionnaire.phase }) && reportBlocker(questionnaire) === null;
}

/** Changes a saved report's notes (same rights as creating one). */
export const updateReportNotes = defineCommand({
  name: 'report.notes',
  input: ReportNotesInput,
  action: 'project.edit',
  load: async (_ctx, db, input, viewer): Promise<ReportView> => {
    const report = await findReportFor(db, viewer, input.reportKey);
    if (!report?.row) throw notFound(REPORT_NOT_FOUND);
    // The project row is held like every other change of the project's content.
    return { ...report, project: (await findVisibleProject(db, viewer, report.project.id, { lock: 'update' })).project };
  },
  resource: (report) => projectRef(report.project),
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable.map((rule) => about((r: ReportView) => r.project, rule)),
  run: async (ctx, tx, { viewer, object: report, input: v }): Promise<ReportView> => {
    const row = report.row;
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const now = ctx.now();
    await writeNotes(tx, { reportId: row.id, notes: v.notes, now });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: report.project.organizationId,
      action: 'report.notes',
      entityType: 'report',
      entityId: row.id,
      before: { notes: row.notes },
      after: { notes: v.notes },
      ip: ctx.meta.ip,
    });
    return { ...report, row: { ...row, notes: v.notes, updatedAt: now } };
  },
});
