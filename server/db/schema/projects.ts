import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';

export const PHASES = ['fel2', 'fel3'] as const;
export type Phase = (typeof PHASES)[number];

/** A small capital project of one organization. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** true when FEL 2 is in the project's scope (screening). */
    fel20: boolean('fel20').notNull().default(true),
    /** Screening answers; null when not given (a legacy create sends only name, fel20, client). */
    costRange: text('cost_range'),
    projectType: text('project_type'),
    isActive: boolean('is_active').notNull().default(true),
    /** Demo data (the seed's): counts inside its own organization only, never in a provider pool (DOMAIN.md §3a, §3b). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** true once finalized (read-only). */
    isValid: boolean('is_valid').notNull().default(false),
    /** 0 no FEL 3 answer, 1 in progress, 2 marked complete. */
    statusfel3: smallint('statusfel3').notNull().default(0),
    /** The planned date of the next gate: actions due after it do not count as complete (method 2). */
    gateDate: date('gate_date', { mode: 'string' }),
    /**
     * The question bank the questionnaires use: the current one, or the one a finalized project was finalized
     * with. Set from BANK_VERSION on create and duplicate: no database default, which would repeat the
     * constant and leave new projects on the old bank after the next bank version.
     */
    bankVersion: text('bank_version').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    finalizedBy: uuid('finalized_by').references(() => users.id, { onDelete: 'set null' }),
    /** Incremented on every change of the project's own row: detects concurrent edits of its details (answers have their own version). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique within an organization, case-insensitively (create, duplicate, rename).
    uniqueIndex('projects_org_name_lower_uq').on(t.organizationId, sql`lower(${t.name})`),
    // Dashboard list of one organization's projects, owner filter.
    index('projects_org_owner_idx').on(t.organizationId, t.ownerUserId),
    // The dashboard page by name: `where organization_id = … and (lower(name), id) > (…) order by lower(name),
    // id limit …` (read-models/dashboard.queries.ts listDashboardProjects, keyset after a cursor; scanned
    // backwards for Z to A and for the page before a cursor), so a deep page reads only its own rows.
    index('projects_org_name_order_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    // The dashboard page by last change: `where organization_id = … and (updated_at, id) < (…) order by
    // updated_at desc, id desc limit …` (listDashboardProjects, same keyset; forwards for oldest first).
    index('projects_org_updated_order_idx').on(t.organizationId, t.updatedAt, t.id),
    // The name search, `lower(name) like '%…%'`, uses projects_name_trgm_idx (a GIN trigram index on
    // lower(name), pg_trgm): hand-written at the end of its migration, after `create extension pg_trgm`,
    // and without GIN's pending list (fastupdate = off, migration 0011), which every search would scan.
    check('projects_statusfel3_ck', sql`${t.statusfel3} between 0 and 2`),
  ],
);

/** Team members of a project, per phase. Visibility for team members matches on email. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: PHASES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    function: text('function').notNull().default(''),
    company: text('company').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Team list of a project and phase.
    index('team_members_project_phase_idx').on(t.projectId, t.phase),
    // "Projects I am a team member of" on the dashboard.
    index('team_members_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Sites of a project: one of the organization's plants plus a location. */
export const projectSites = pgTable(
  'project_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    plantName: text('plant_name').notNull(),
    location: text('location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Sites of a project.
  (t) => [index('project_sites_project_idx').on(t.projectId)],
);
