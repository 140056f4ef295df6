import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const metric = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** Client organizations, and the provider's own organization (is_provider). */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isProvider: boolean('is_provider').notNull().default(false),
    licenseKey: text('license_key').notNull(),
    licenseCreate: date('license_create', { mode: 'string' }).notNull(),
    licenseDue: date('license_due', { mode: 'string' }).notNull(),
    licenseRenew: date('license_renew', { mode: 'string' }),
    subscription: smallint('subscription').notNull().default(0),
    notes: text('notes').notNull().default(''),
    plantNames: text('plant_names').array().notNull().default(sql`'{}'::text[]`),
    pocUserId: uuid('poc_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    requiresSecondFactor: boolean('requires_second_factor').notNull().default(false),
    /** Its users may not use the emailed code (an authenticator app or a passkey only; those without one enrol at sign-in). */
    refusesEmailedCode: boolean('refuses_emailed_code').notNull().default(false),
    // Company-average overrides (spec §3): null or 0 means "use the computed average".
    fel2co: metric('fel2co'),
    fel3co: metric('fel3co'),
    site2co: metric('site2co'),
    site3co: metric('site3co'),
    eng2co: metric('eng2co'),
    eng3co: metric('eng3co'),
    pep2co: metric('pep2co'),
    pep3co: metric('pep3co'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Organization names are unique regardless of case (admin form, registration notices).
    uniqueIndex('organizations_name_lower_uq').on(sql`lower(${t.name})`),
    // Registration looks an organization up by its current licence key.
    uniqueIndex('organizations_license_key_uq').on(t.licenseKey),
    // At most one provider organization.
    uniqueIndex('organizations_single_provider_uq').on(t.isProvider).where(sql`${t.isProvider}`),
    check('organizations_subscription_ck', sql`${t.subscription} >= 0`),
    check('organizations_license_dates_ck', sql`${t.licenseDue} >= ${t.licenseCreate}`),
  ],
);

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** People who sign in. user_type is the numeric role of spec §6. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    userType: smallint('user_type').notNull().default(4),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    poOnly: boolean('po_only').notNull().default(false),
    ipaUser: boolean('ipa_user').notNull().default(false),
    celCheck: boolean('cel_check').notNull().default(false),
    impersonatedOrganizationId: uuid('impersonated_organization_id').references(
      (): AnyPgColumn => organizations.id,
      { onDelete: 'set null' },
    ),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    registeredWithKey: boolean('registered_with_key').notNull().default(false),
    /** The service principal of an API token ("API: <token name>"): never signs in, never listed as a person. */
    servicePrincipal: boolean('service_principal').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in, registration and admin filters find a user by email, case-insensitively.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // Users screen of a client admin and POC candidates: users of one organization, by name (as they sort it).
    index('users_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    // Users screen of an Admin in its default order (name): the first pages come from this index, not a sort.
    index('users_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    check('users_user_type_ck', sql`${t.userType} between 1 and 6`),
    check('users_failed_attempts_ck', sql`${t.failedLoginAttempts} >= 0`),
  ],
);

/** Client engagement leaders (provider staff) assigned to client organizations. */
export const celAssignments = pgTable(
  'cel_assignments',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cel_assignments_pk', columns: [t.organizationId, t.userId] }),
    // "Which clients is this IPA user CEL of" (project visibility, impersonation choices).
    index('cel_assignments_user_idx').on(t.userId),
  ],
);
