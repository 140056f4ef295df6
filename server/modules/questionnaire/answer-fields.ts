import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { dateField, str, TEXT_MAX } from '../../validation.ts';
import type { AnswerContent, AnswerRow } from './answers.queries.ts';

// The fields of one answer as callers send them, and how a save merges them into the stored answer:
// omitted fields keep their value, so an autosave of one field never blanks another.

export const LEVEL_MESSAGE = 'Level must be 1, 2, 3 or 4';
export const LEVEL_AND_NA_MESSAGE = 'Choose a level or N/A, not both.';

/** One answer's fields; every one optional (omitted keeps the stored value). */
export const AnswerFields = z.object({
  level: z.number({ error: LEVEL_MESSAGE }).int(LEVEL_MESSAGE).min(1, LEVEL_MESSAGE).max(4, LEVEL_MESSAGE).nullable().optional(),
  na: z.boolean({ error: 'na must be true or false' }).optional(),
  naReason: str(2000).transform((v) => v.trim()).optional(),
  naApprover: str(200).transform((v) => v.trim()).optional(),
  comment: str(TEXT_MAX).optional(),
  evidence: str(1000).optional(),
  revisit: z.boolean({ error: 'revisit must be true or false' }).optional(),
  actionText: str(1000).optional(),
  actionOwner: str(200).optional(),
  actionDue: dateField().nullable().optional(),
  actionStatus: z.enum(['open', 'done'], { error: 'Action status must be open or done' }).optional(),
  /** Method 3: the register entries linked as evidence (the whole set); omitted keeps the links. */
  evidenceEntries: z.array(z.string({ error: 'Choose entries of this project’s register.' }).max(100), { error: 'evidenceEntries must be a list' }).max(50, 'At most 50 entries per answer').optional(),
});
export type AnswerFieldsInput = z.output<typeof AnswerFields>;

const EMPTY: AnswerContent = {
  level: null,
  na: false,
  naReason: '',
  naApprover: '',
  comment: '',
  evidence: '',
  evidenceCopied: false,
  levelCopiedAt: null,
  revisit: false,
  revisitReason: '',
  revisitConfirmedBy: null,
  revisitConfirmedAt: null,
  actionText: '',
  actionOwner: '',
  actionDue: null,
  actionStatus: 'open',
};

/** The gap-closing action recorded on an answer (what, owner, due date, status), or null when none is. */
export function actionOf(row: Pick<AnswerRow, 'actionText' | 'actionOwner' | 'actionDue' | 'actionStatus'>) {
  return row.actionText || row.actionOwner || row.actionDue ? { text: row.actionText, owner: row.actionOwner, due: row.actionDue, status: row.actionStatus } : null;
}

/** An action closes a gap for the gate only when it says what will be done (an owner or a date alone does not). */
export const hasGapAction = (row: Pick<AnswerRow, 'actionText'>): boolean => row.actionText.trim() !== '';

/** The stored content of an answer (or an empty one). */
export const contentOf = (row: AnswerRow | null): AnswerContent =>
  row
    ? {
        level: row.level,
        na: row.na,
        naReason: row.naReason,
        naApprover: row.naApprover,
        comment: row.comment,
        evidence: row.evidence,
        evidenceCopied: row.evidenceCopied,
        levelCopiedAt: row.levelCopiedAt,
        revisit: row.revisit,
        revisitReason: row.revisitReason,
        revisitConfirmedBy: row.revisitConfirmedBy,
        revisitConfirmedAt: row.revisitConfirmedAt,
        actionText: row.actionText,
        actionOwner: row.actionOwner,
        actionDue: row.actionDue,
        actionStatus: row.actionStatus,
      }
    : { ...EMPTY };

/**
 * The answer after a save: the sent fields over the stored ones. Choosing a level clears N/A and choosing
 * N/A clears the level; sending both is refused. Editing copied evidence makes it the team's own; clearing
 * a revisit flag records who confirmed the level (`by`, at `now`).
 */
export function mergeAnswer(stored: AnswerContent, input: AnswerFieldsInput, field = '', by: { userId: string | null; now: Date } = { userId: null, now: new Date(0) }): AnswerContent {
  if (input.na === true && input.level !== undefined && input.level !== null) {
    throw new AppError('BAD_INPUT', LEVEL_AND_NA_MESSAGE, [{ field: `${field}level`, message: LEVEL_AND_NA_MESSAGE }]);
  }
  const merged: AnswerContent = {
    level: input.level !== undefined ? input.level : stored.level,
    na: input.na ?? stored.na,
    naReason: input.naReason ?? stored.naReason,
    naApprover: input.naApprover ?? stored.naApprover,
    comment: input.comment ?? stored.comment,
    evidence: input.evidence ?? stored.evidence,
    evidenceCopied: input.evidence !== undefined && input.evidence !== stored.evidence ? false : stored.evidenceCopied,
    levelCopiedAt: stored.levelCopiedAt,
    revisit: input.revisit ?? stored.revisit,
    revisitReason: input.revisit === false ? '' : stored.revisitReason,
    revisitConfirmedBy: stored.revisitConfirmedBy,
    revisitConfirmedAt: stored.revisitConfirmedAt,
    actionText: input.actionText ?? stored.actionText,
    actionOwner: input.actionOwner ?? stored.actionOwner,
    actionDue: input.actionDue !== undefined ? input.actionDue : stored.actionDue,
    actionStatus: input.actionStatus ?? stored.actionStatus,
  };
  if (input.level !== undefined && input.level !== null && input.na === undefined) merged.na = false;
  if (input.na === true) merged.level = null;
  // A level the team sets itself is no longer the one the FEL 2 → FEL 3 copy gave.
  if (merged.level !== stored.level || merged.na !== stored.na) merged.levelCopiedAt = null;
  if (stored.revisit && input.revisit === false) {
    merged.revisitConfirmedBy = by.userId;
    merged.revisitConfirmedAt = by.now;
  }
  return merged;
}

/** The answer as plain JSON: the legacy answer shape, also carried by a CONFLICT error (`current`). */
export function answerJson(row: AnswerRow, answeredBy: string | null) {
  return {
    code: row.questionCode,
    phase: row.phase,
    level: row.level,
    na: row.na,
    naReason: row.naReason,
    naApprover: row.naApprover,
    comment: row.comment,
    evidence: row.evidence,
    evidenceCopied: row.evidenceCopied,
    revisit: row.revisit,
    revisitReason: row.revisitReason,
    action: actionOf(row),
    answeredBy,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    bankVersion: row.bankVersion,
    version: row.version,
  };
}
