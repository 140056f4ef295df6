import { doublePrecision, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Where a report stands in the independent review of method 3 (DOMAIN.md §3a): `none` for methods 1 and 2
 * (no review in the product); a method 3 report is a `draft` until submitted, `submitted` to its reviewer,
 * `returned` with comments, or `signed_off` (only then does it join benchmarks and carry gate decisions).
 */
export const REVIEW_STATES = ['none', 'draft', 'submitted', 'returned', 'signed_off'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
import { users } from './accounts.ts';
import { PHASES, projects } from './projects.ts';

/** A frozen report: scores, bank version, levels and benchmarks as they were when it was created. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    bankVersion: text('bank_version').notNull(),
    /** The snapshot's shape is owned by the report module (ReportSnapshot); its top-level `felIndex` (number, the composite) is read by the dashboard. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    notes: text('notes').notNull().default(''),
    /** Scoring method of the snapshot (1 before bank 2026.2, 2 after); averages never mix methods. */
    method: smallint('method').notNull().default(1),
    // The figures benchmarks aggregate, beside the snapshot (DOMAIN.md §3), so a company average is one SQL aggregate.
    felIndex: doublePrecision('fel_index').notNull(),
    siteIndex: doublePrecision('site_index').notNull(),
    engIndex: doublePrecision('eng_index').notNull(),
    pepIndex: doublePrecision('pep_index').notNull(),
    /** The project's type and cost range when the report was made ('' when not given). */
    projectType: text('project_type').notNull().default(''),
    costRange: text('cost_range').notNull().default(''),
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull().default('none'),
    /** The reviewer it was submitted to (method 3). */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    /** Method 3: the answers as they were at the (latest) submission, which the reviewer marks and the sign-off freezes. */
    reviewInput: jsonb('review_input').$type<Record<string, unknown>>(),
    /** Method 3: the review frozen at sign-off (who, when, the statement, every mark and the figures it gave). */
    reviewRecord: jsonb('review_record').$type<Record<string, unknown>>(),
    /** The reviewer's comments when the draft was last returned ('' when never). */
    returnComments: text('return_comments').notNull().default(''),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Latest report of a project and phase (dashboard, company average, trend).
    // A project's newest report of a phase: `where project_id = … and phase = … order by created_at desc`
    // (the dashboard's FEL Index per row, projects.queries.ts; the report history, reports.queries.ts).
    index('reports_project_phase_created_idx').on(t.projectId, t.phase, t.createdAt),
    // "Reviews waiting" for a reviewer: `where reviewer_user_id = … and review_state = 'submitted'`.
    index('reports_reviewer_state_idx').on(t.reviewerUserId, t.reviewState),
  ],
);

/** The reviewer's marks on a submitted method 3 report: one per answer (an answer's mark, or a decision on its N/A). */
export const REVIEW_MARK_KINDS = ['supports', 'supportsLevel', 'notSeen', 'naAccepted', 'naRejected'] as const;
export type ReviewMarkKind = (typeof REVIEW_MARK_KINDS)[number];

export const reviewMarks = pgTable(
  'review_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    kind: text('kind', { enum: REVIEW_MARK_KINDS }).notNull(),
    /** "Supports level N": N. */
    level: smallint('level'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_marks_report_question_uq').on(t.reportId, t.questionCode)],
);
