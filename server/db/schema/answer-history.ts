import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { PHASES, projects } from './projects.ts';

/** How an answer changed: a person's save, a restore of an earlier version, copy FEL 2 → FEL 3, a duplicate of the project, a cleared answer. */
export const ANSWER_CHANGE_KINDS = ['save', 'restore', 'copy', 'duplicate', 'clear'] as const;
export type AnswerChangeKind = (typeof ANSWER_CHANGE_KINDS)[number];
/** What a person answers, as groups the History panel names. */
export const ANSWER_FIELD_GROUPS = ['level', 'na', 'comment', 'evidence', 'action', 'revisit'] as const;
export type AnswerFieldGroup = (typeof ANSWER_FIELD_GROUPS)[number];

/** An answer's content as kept in its history (dates as ISO strings). */
export type AnswerSnapshot = {
  level: number | null;
  na: boolean;
  naReason: string;
  naApprover: string;
  comment: string;
  evidence: string;
  evidenceCopied: boolean;
  revisit: boolean;
  revisitReason: string;
  actionText: string;
  actionOwner: string;
  actionDue: string | null;
  actionStatus: 'open' | 'done';
};

/**
 * Every change of an answer, written in the transaction of the change: the content after it, which field
 * groups it changed, who and when. Kept by project, phase and code (a cleared answer's row is gone, its
 * history is not).
 */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: the history reads newest first by it (times may tie within a transaction). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    questionCode: text('question_code').notNull(),
    /** The answer's version after the change (for a cleared answer: the version that was cleared). */
    version: integer('version').notNull(),
    kind: text('kind', { enum: ANSWER_CHANGE_KINDS }).notNull(),
    changed: text('changed', { enum: ANSWER_FIELD_GROUPS }).array().notNull(),
    content: jsonb('content').$type<AnswerSnapshot>().notNull(),
    /** A restore: the version whose content it brought back. */
    restoredFromVersion: integer('restored_from_version'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One question's history, newest first (History panel); the last change per question (answers CSV).
    index('answer_history_question_idx').on(t.projectId, t.phase, t.questionCode, t.seq.desc()),
  ],
);
