import type { answers } from '../../db/schema/index.ts';

// The answer's row types, on their own so that the answers' queries and their history's queries can both use
// them without importing each other.

export type AnswerRow = typeof answers.$inferSelect;
/** What a save writes: everything the person answers, plus who and when. */
export type AnswerContent = Pick<
  AnswerRow,
  | 'level'
  | 'na'
  | 'naReason'
  | 'naApprover'
  | 'comment'
  | 'evidence'
  | 'evidenceCopied'
  | 'levelCopiedAt'
  | 'revisit'
  | 'revisitReason'
  | 'revisitConfirmedBy'
  | 'revisitConfirmedAt'
  | 'actionText'
  | 'actionOwner'
  | 'actionDue'
  | 'actionStatus'
>;
