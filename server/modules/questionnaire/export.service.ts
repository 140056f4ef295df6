import { findUsersByIds } from '../users/index.ts';
import { csvTimestamp, fileSlug, toCsv } from '../../csv.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { ProjectView } from '../projects/index.ts';
import { listActions } from './answers.queries.ts';
import { AREA_LABELS, type Area, isLevel, LEVEL_LABELS, type Phase, questionByCode } from './bank/index.ts';
import { questionnaireOf } from './answers.service.ts';

// The paper and spreadsheet views of a phase: the CSV of questions and answers, and the actions view.

export const CSV_COLUMNS = [
  'Code',
  'Area',
  'Question',
  'Level',
  'Level text',
  'N/A reason',
  'Comment',
  'Evidence',
  'Action',
  'Owner',
  'Due date',
  'Revisit',
  'Answered by',
  'Answered at',
] as const;

/** A phase's questions and answers as CSV (a project already loaded through the access checks). */
export async function phaseCsv(ctx: ServiceCtx, project: ProjectView, phase: Phase): Promise<{ filename: string; content: string }> {
  const questionnaire = await questionnaireOf(ctx, project, phase);
  const items = questionnaire.areas.flatMap((a) => a.items);
  const answererIds = [...new Set(items.flatMap((i) => (i.answer?.answeredBy ? [i.answer.answeredBy] : [])))];
  const answerers = await findUsersByIds(ctx.db, answererIds);
  const nameOf = new Map(answerers.map((u) => [u.id, u.name]));
  const rows = items.map(({ question, answer }) => {
    const level = answer?.level ?? null;
    return [
      question.code,
      AREA_LABELS[question.area],
      question.title,
      answer?.na ? 'N/A' : isLevel(level) ? String(level) : '',
      isLevel(level) ? `${LEVEL_LABELS[level]}: ${question.levels[level]}` : '',
      answer?.na ? answer.naReason : '',
      answer?.comment ?? '',
      answer?.evidence ?? '',
      answer?.actionText ?? '',
      answer?.actionOwner ?? '',
      answer?.actionDue ?? '',
      answer?.revisit ? 'Yes' : 'No',
      answer?.answeredBy ? (nameOf.get(answer.answeredBy) ?? '') : '',
      answer?.answeredAt?.toISOString() ?? '',
    ];
  });
  const content = toCsv(CSV_COLUMNS, rows);
  return { filename: `${fileSlug(project.name)}_${phase}_questions_${csvTimestamp(ctx.now())}.csv`, content };
}

export type ActionItem = {
  phase: Phase;
  questionCode: string;
  questionTitle: string;
  area: Area | null;
  text: string;
  owner: string;
  due: string | null;
  status: 'open' | 'done';
};

/** The project's actions (both phases), by due date, undated last; only open ones when asked. */
export async function projectActions(ctx: ServiceCtx, project: ProjectView, status: 'open' | 'done' | null): Promise<ActionItem[]> {
  const rows = await listActions(ctx.db, { projectId: project.id, status });
  return rows.map((a) => {
    const question = questionByCode(a.questionCode);
    return {
      phase: a.phase,
      questionCode: a.questionCode,
      questionTitle: question?.title ?? '',
      area: question?.area ?? null,
      text: a.actionText,
      owner: a.actionOwner,
      due: a.actionDue,
      status: a.actionStatus,
    };
  });
}
