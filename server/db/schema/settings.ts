import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProviderMetricKey } from '../../../common/admin.ts';
import type { MetricProvenance } from '../../../common/metrics-schema.ts';
import { BANNER_COLORS } from '../../../common/site-settings-schema.ts';

/** The single row of site settings (maintenance banner, footer year). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    banner: boolean('banner').notNull().default(false),
    message: text('message').notNull().default(''),
    color: text('color', { enum: BANNER_COLORS }).notNull().default('none'),
    year: integer('year').notNull().default(2023),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row_ck', sql`${t.id} = 1`)],
);

const metric = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** The provider's 16 benchmark metrics (bp = best practical, in = industry), a single row. */
export const providerMetrics = pgTable(
  'provider_metrics',
  {
    id: integer('id').primaryKey().default(1),
    fel2bp: metric('fel2bp'),
    fel2in: metric('fel2in'),
    site2bp: metric('site2bp'),
    site2in: metric('site2in'),
    eng2bp: metric('eng2bp'),
    eng2in: metric('eng2in'),
    pep2bp: metric('pep2bp'),
    pep2in: metric('pep2in'),
    fel3bp: metric('fel3bp'),
    fel3in: metric('fel3in'),
    site3bp: metric('site3bp'),
    site3in: metric('site3in'),
    eng3bp: metric('eng3bp'),
    eng3in: metric('eng3in'),
    pep3bp: metric('pep3bp'),
    pep3in: metric('pep3in'),
    /** Where the figures come from, printed with them in every report. */
    source: text('source').notNull().default(''),
    /** The date the figures are as of. */
    asOf: date('as_of', { mode: 'string' }),
    /** Each metric's own source, as-of date and basis (DOMAIN.md §3a); a metric missing here has none yet. */
    provenance: jsonb('provenance').$type<Partial<Record<ProviderMetricKey, MetricProvenance>>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('provider_metrics_single_row_ck', sql`${t.id} = 1`)],
);
