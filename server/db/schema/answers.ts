import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { PHASES, projects } from './projects.ts';

export const ACTION_STATUSES = ['open', 'done'] as const;

/** One answer to one question of a phase, stored by question code and bank version. */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    questionCode: text('question_code').notNull(),
    bankVersion: text('bank_version').notNull(),
    /** 1 Definitive … 4 Not started; null when unanswered or N/A. */
    level: smallint('level'),
    na: boolean('na').notNull().default(false),
    naReason: text('na_reason').notNull().default(''),
    /** Who approved the N/A (required on High-weight questions, bank 2026.2). */
    naApprover: text('na_approver').notNull().default(''),
    comment: text('comment').notNull().default(''),
    evidence: text('evidence').notNull().default(''),
    /** The evidence was copied from FEL 2 and not edited since: it does not count at FEL 3 (method 2). */
    evidenceCopied: boolean('evidence_copied').notNull().default(false),
    /** When "copy FEL 2 → FEL 3" gave this answer its level; cleared by a save that changes the level (method 3's pessimistic index). */
    levelCopiedAt: timestamp('level_copied_at', { withTimezone: true }),
    revisit: boolean('revisit').notNull().default(false),
    /** Why the product flagged it ("Copied from FEL 2: …"); empty when a person did. */
    revisitReason: text('revisit_reason').notNull().default(''),
    /** Who cleared the last revisit flag (confirmed the level), and when. */
    revisitConfirmedBy: uuid('revisit_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    revisitConfirmedAt: timestamp('revisit_confirmed_at', { withTimezone: true }),
    actionText: text('action_text').notNull().default(''),
    actionOwner: text('action_owner').notNull().default(''),
    actionDue: date('action_due', { mode: 'string' }),
    actionStatus: text('action_status', { enum: ACTION_STATUSES }).notNull().default('open'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Incremented on every save of this answer: a save names the version it edited. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per question and phase; the questionnaire reads a project's phase in one go.
    uniqueIndex('answers_project_phase_code_uq').on(t.projectId, t.phase, t.questionCode),
    // Open actions of a project by due date (actions view).
    index('answers_project_action_due_idx').on(t.projectId, t.actionDue).where(sql`${t.actionText} <> ''`),
    check('answers_level_ck', sql`${t.level} is null or ${t.level} between 1 and 4`),
    check('answers_na_without_level_ck', sql`not (${t.na} and ${t.level} is not null)`),
  ],
);
