import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time data changes that need the application's own rules (server/db/data-migrations.ts: the free-text
 * evidence reader, owner matching), applied once after the schema migrations, each recorded here by name.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
