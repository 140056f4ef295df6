import { doublePrecision, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PHASES } from './projects.ts';

// What the company average (DOMAIN.md §3) averages, kept as reports are written so that reading it does not
// grow with the organization: the newest report of each project, phase and method, and per organization,
// phase, method and project type the count and sums of their figures. Both are kept by the database itself
// (triggers on reports and on projects' organization, drizzle/0009), in the transaction that inserts,
// updates or deletes a report, whoever writes it (the app, the seed, a cascade); the app only reads them.
// No foreign keys: a cascade would remove a row before the trigger could take it out of the totals.

/** The newest report (created_at, then id) of each project, phase and scoring method, with the project's organization. */
export const reportLatest = pgTable(
  'report_latest',
  {
    projectId: uuid('project_id').notNull(),
    phase: text('phase', { enum: PHASES }).notNull(),
    method: smallint('method').notNull(),
    organizationId: uuid('organization_id').notNull(),
    reportId: uuid('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    projectType: text('project_type').notNull(),
    felIndex: doublePrecision('fel_index').notNull(),
    siteIndex: doublePrecision('site_index').notNull(),
    engIndex: doublePrecision('eng_index').notNull(),
    pepIndex: doublePrecision('pep_index').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.phase, t.method] }),
    // The company range: `where organization_id = … and phase = … and method = … and project_id <> …
    // order by <figure> [desc] limit 1` (reports.queries.ts companyAggregate), one index per figure.
    index('report_latest_fel_idx').on(t.organizationId, t.phase, t.method, t.felIndex),
    index('report_latest_site_idx').on(t.organizationId, t.phase, t.method, t.siteIndex),
    index('report_latest_eng_idx').on(t.organizationId, t.phase, t.method, t.engIndex),
    index('report_latest_pep_idx').on(t.organizationId, t.phase, t.method, t.pepIndex),
  ],
);

/** Per organization, phase, method and project type (of the report): how many newest reports, and their figures' exact sums. */
export const reportTotals = pgTable(
  'report_totals',
  {
    organizationId: uuid('organization_id').notNull(),
    phase: text('phase', { enum: PHASES }).notNull(),
    method: smallint('method').notNull(),
    projectType: text('project_type').notNull(),
    projects: integer('projects').notNull(),
    // numeric, not float: adding and later subtracting a figure leaves the sum exact.
    felSum: numeric('fel_sum').notNull(),
    siteSum: numeric('site_sum').notNull(),
    engSum: numeric('eng_sum').notNull(),
    pepSum: numeric('pep_sum').notNull(),
  },
  // The company average and the class average: `where organization_id = … and phase = … and method = …` (companyAggregate).
  (t) => [primaryKey({ columns: [t.organizationId, t.phase, t.method, t.projectType] })],
);
