import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Latest report of a project and phase (dashboard, company average, trend).
  (t) => [index('reports_project_phase_created_idx').on(t.projectId, t.phase, t.createdAt)],
);
