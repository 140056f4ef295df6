import { AppError, type FieldError } from '../../errors.ts';
import { naJustificationSchema } from '../../../common/na-rule.ts';
import type { AnswerContent, AnswerRow } from './answers.queries.ts';
import type { AnswerFieldsInput } from './answer-fields.ts';
import type { Question } from './bank/index.ts';

// N/A governance of bank 2026.2 (DOMAIN.md §3), checked when a save sets or changes an N/A: the question
// allows it, the justification says enough, a High-weight N/A names who approved it, and at FEL 3 the
// FEL 2 question it continues has no level. One place for the messages both transports show; the
// justification's rule is common/na-rule.ts, which the question card's N/A draft checks too.

export const NA_NOT_ALLOWED = 'N/A is not allowed on this question: choose the level that fits, even "Not started / Unknown".';
export const naFel2Answered = (fel2Code: string) => `N/A is not possible here: the FEL 2 question it continues (${fel2Code}) is answered with a level.`;

const touchesNa = (input: AnswerFieldsInput) => input.na === true || input.naReason !== undefined || input.naApprover !== undefined;

/** Refuses an N/A that breaks the rules (BAD_INPUT with field messages); other saves pass unchanged. */
export function assertNaAllowed(p: { question: Question; merged: AnswerContent; input: AnswerFieldsInput; fel2Counterpart: AnswerRow | null; field?: string }): void {
  const { question, merged, input } = p;
  if (!merged.na || !touchesNa(input)) return;
  const prefix = p.field ?? '';
  const errors: FieldError[] = [];
  if (!question.naAllowed) errors.push({ field: `${prefix}na`, message: NA_NOT_ALLOWED });
  else if (question.phase === 'fel3' && question.fel2Code && p.fel2Counterpart?.level != null) errors.push({ field: `${prefix}na`, message: naFel2Answered(question.fel2Code) });
  else {
    const justified = naJustificationSchema(question.weight).safeParse({ naReason: merged.naReason, naApprover: merged.naApprover });
    for (const issue of justified.success ? [] : justified.error.issues) errors.push({ field: `${prefix}${issue.path.join('.')}`, message: issue.message });
  }
  const first = errors[0];
  if (first) throw new AppError('BAD_INPUT', first.message, errors);
}
