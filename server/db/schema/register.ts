import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { PHASES, projects, teamMembers } from './projects.ts';

/**
 * A project's deliverables register (method 3, DOMAIN.md §3a): references to the owner's documents, never the
 * files. An entry is evidence for answers that link it (answer_evidence).
 */
export const deliverables = pgTable(
  'deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The document number as typed (trimmed). */
    number: text('number').notNull(),
    /** The number compared: letter case and runs of whitespace do not make another document. */
    numberKey: text('number_key').notNull(),
    title: text('title').notNull().default(''),
    discipline: text('discipline').notNull().default(''),
    /** The current revision ("B", "IFC", "3"); empty when the document has a revision date only, or neither. */
    revision: text('revision').notNull().default(''),
    revisionDate: date('revision_date', { mode: 'string' }),
    /** An https link into the owner's document system. */
    link: text('link'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the revision or its date last changed in substance (case and whitespace edits do not count). */
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull().defaultNow(),
    /** Incremented on every change: an edit names the version it edited. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per document number in a project (the register tab, the legacy evidence reader's lookup).
    uniqueIndex('deliverables_project_number_uq').on(t.projectId, t.numberKey),
  ],
);

/**
 * An answer's evidence: a register entry linked to one question of a phase. An entry linked by the FEL 2 →
 * FEL 3 copy remembers its revision at the copy: it counts at FEL 3 only once revised after it.
 */
export const answerEvidence = pgTable(
  'answer_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    questionCode: text('question_code').notNull(),
    // A linked entry cannot be deleted (restrict); unlinking it first is the way.
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'restrict' }),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the FEL 2 → FEL 3 copy made the link: the entry's revision and date at that moment. */
    copiedAt: timestamp('copied_at', { withTimezone: true }),
    copyRevision: text('copy_revision'),
    copyRevisionDate: date('copy_revision_date', { mode: 'string' }),
  },
  (t) => [
    // The entries of a project's answers, phase by phase (questionnaire, scoring, the report's register page).
    uniqueIndex('answer_evidence_answer_entry_uq').on(t.projectId, t.phase, t.questionCode, t.deliverableId),
    // "Is this entry linked anywhere?" before a delete, and the register's "used by" column.
    index('answer_evidence_deliverable_idx').on(t.deliverableId),
  ],
);

/**
 * The actions that close a question's gap (method 3: several per gap; one complete action suffices). The owner
 * is picked: a user of the organization or a member of the project team; typed text that matches neither
 * stays text, and such an action is not complete.
 */
export const gapActions = pgTable(
  'gap_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    questionCode: text('question_code').notNull(),
    text: text('text').notNull().default(''),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerMemberId: uuid('owner_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** The owner as typed, kept when it matched nobody (and shown as typed). */
    ownerText: text('owner_text').notNull().default(''),
    due: date('due', { mode: 'string' }),
    done: boolean('done').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A phase's actions with their answers (questionnaire, scoring); the portfolio's open actions by due date.
    index('gap_actions_project_phase_idx').on(t.projectId, t.phase, t.questionCode),
    index('gap_actions_project_due_idx').on(t.projectId, t.due).where(sql`not ${t.done}`),
  ],
);
