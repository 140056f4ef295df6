import { answerComplete } from '../scoring/method3-governance.ts';
import { AREA_LABELS, AREAS, type Area, methodOfBank, type Phase, questionsFor, questionsForArea, type Question } from './bank/index.ts';
import type { AnswerRow } from './answer-row.ts';

// What "answered", "complete" and "progress" mean (DOMAIN.md §2), in one place for the questionnaire,
// the dashboard and the exports.

type AnswerState = Pick<AnswerRow, 'level' | 'na' | 'naReason' | 'revisit'>;

/** Has a level, or N/A with a justification. */
export const isAnswered = (a: AnswerState | null | undefined): boolean =>
  a !== null && a !== undefined && (a.level !== null || (a.na && a.naReason.trim() !== ''));

/** The green check: answered and not flagged to revisit. */
export const isComplete = (a: AnswerState | null | undefined): boolean => isAnswered(a) && a?.revisit !== true;

export type AreaProgress = { phase: Phase; area: Area; label: string; answered: number; total: number; flagged: number };

/** Counts of answered and flagged questions of one area, as the database or the answers give them. */
export type AreaCounts = { phase: Phase; area: Area; answered: number; flagged: number };

/** Progress of every area of the given phases, from counts (areas without answers count zero). */
export function progressFromCounts(phases: readonly Phase[], counts: readonly AreaCounts[], bankVersion?: string): AreaProgress[] {
  // Plain loops: the dashboard computes this for each of its 50 rows on every page.
  const progress: AreaProgress[] = [];
  for (const phase of phases) {
    for (const area of AREAS) {
      let c: AreaCounts | undefined;
      for (const x of counts) {
        if (x.phase === phase && x.area === area) {
          c = x;
          break;
        }
      }
      progress.push({ phase, area, label: AREA_LABELS[area], answered: c?.answered ?? 0, total: questionsForArea(phase, area, bankVersion).length, flagged: c?.flagged ?? 0 });
    }
  }
  return progress;
}

/** Counts per area of one phase from its answers (answers to codes no longer in the bank are left out). */
export function countsOf(phase: Phase, answers: readonly (AnswerState & { questionCode: string })[], bankVersion?: string): AreaCounts[] {
  const byCode = new Map(answers.map((a) => [a.questionCode, a]));
  return AREAS.map((area) => {
    const inArea = questionsForArea(phase, area, bankVersion).map((q) => byCode.get(q.code));
    return { phase, area, answered: inArea.filter(isAnswered).length, flagged: inArea.filter((a) => a?.revisit === true).length };
  });
}

export type QuestionItem = { question: Question; answer: AnswerRow | null; complete: boolean; flagged: boolean };
export type QuestionnaireArea = { area: Area; label: string; progress: AreaProgress; items: QuestionItem[] };
export type PhaseQuestionnaire = {
  phase: Phase;
  label: string;
  bankVersion: string;
  areas: QuestionnaireArea[];
  answered: number;
  total: number;
  fullyAnswered: boolean;
  missing: string[];
};

/**
 * Whether a question counts as answered for the phase to be fully answered: a level or a justified N/A; under
 * method 3 (bank 2026.3) as answerComplete says (a level 3 with its comment; N/A only where permitted). Progress
 * counts (isAnswered) stay "has a level or a justified N/A", what the dashboard counts in SQL.
 */
export function answeredFor(bankVersion: string): (question: Question, answer: AnswerRow | null | undefined) => boolean {
  return methodOfBank(bankVersion) === 3 ? (question, answer) => answerComplete(question, answer) : (_question, answer) => isAnswered(answer);
}

/** A phase's questions in bank order, each with the project's answer, with progress per area. */
export function buildQuestionnaire(p: { phase: Phase; label: string; bankVersion: string; answers: readonly AnswerRow[] }): PhaseQuestionnaire {
  const byCode = new Map(p.answers.map((a) => [a.questionCode, a]));
  const answered = answeredFor(p.bankVersion);
  const progress = progressFromCounts([p.phase], countsOf(p.phase, p.answers, p.bankVersion), p.bankVersion);
  const areas = AREAS.map((area) => ({
    area,
    label: AREA_LABELS[area],
    progress: progress.find((x) => x.area === area) ?? { phase: p.phase, area, label: AREA_LABELS[area], answered: 0, total: 0, flagged: 0 },
    items: questionsForArea(p.phase, area, p.bankVersion).map((question) => {
      const answer = byCode.get(question.code) ?? null;
      return { question, answer, complete: answered(question, answer) && answer?.revisit !== true, flagged: answer?.revisit === true };
    }),
  }));
  const missing = questionsFor(p.phase, p.bankVersion)
    .filter((q) => !answered(q, byCode.get(q.code)))
    .map((q) => q.code);
  const total = questionsFor(p.phase, p.bankVersion).length;
  return { phase: p.phase, label: p.label, bankVersion: p.bankVersion, areas, answered: total - missing.length, total, fullyAnswered: missing.length === 0, missing };
}
