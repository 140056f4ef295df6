import { formatMetric, METRIC_AREAS, PROVIDER_METRIC_KEYS } from '../../../common/admin.ts';
import { AppError } from '../../errors.ts';
import { z } from 'zod';
import { defineCommand, defineQuery, noObject } from '../../commands/operation.ts';
import { type MetricProvenance, ProviderMetricsSchema, provenanceErrors, provenanceText, type ProviderMetricsValues } from '../../../common/metrics-schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { organizationResource, readableOrganization } from '../organizations/organization-access.ts';
import { csvTimestamp, toCsv } from '../../csv.ts';
import type { OrganizationView } from '../organizations/index.ts';
import { type ProviderMetricsRow, type ProviderMetricValues, provenanceOf, readProviderMetrics, writeProviderMetrics } from './metrics.queries.ts';

/** A composite and its areas' sum may differ a little (rounding); more than this is worth a second look. */
const COMPOSITE_TOLERANCE = 0.05;

/** Composites that differ from the sum of their areas by more than 0.05: saved, but shown as a warning (DOMAIN.md §3). */
export function metricWarnings(row: ProviderMetricValues): string[] {
  return (['2', '3'] as const).flatMap((phase) =>
    (['bp', 'in'] as const).flatMap((kind) => {
      const composite = row[`fel${phase}${kind}`];
      const parts = [row[`site${phase}${kind}`], row[`eng${phase}${kind}`], row[`pep${phase}${kind}`]];
      if (composite === null || parts.some((v) => v === null)) return [];
      const sum = parts.reduce<number>((s, v) => s + (v ?? 0), 0);
      if (Math.abs(composite - sum) <= COMPOSITE_TOLERANCE + 1e-9) return [];
      const name = kind === 'bp' ? 'best practical' : 'industry';
      return [`FEL ${phase} ${name}: the composite ${composite.toFixed(2)} differs from the sum of its areas ${sum.toFixed(2)} by more than ${COMPOSITE_TOLERANCE.toFixed(2)}.`];
    }),
  );
}

const values = (row: ProviderMetricsRow): ProviderMetricValues => {
  const { id: _id, updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

/**
 * Each metric's provenance after a save: the one given, else (a legacy body with the single `source`/`asOf`)
 * the saved one with those fields, else the saved one. A set value needs a source; no as-of date after today.
 */
function mergedProvenance(before: ProviderMetricsRow, input: ProviderMetricsValues, now: Date): Partial<Record<(typeof PROVIDER_METRIC_KEYS)[number], MetricProvenance>> {
  const today = now.toISOString().slice(0, 10);
  const errors: { field: string; message: string }[] = [];
  const merged = Object.fromEntries(
    PROVIDER_METRIC_KEYS.map((key) => {
      const saved = provenanceOf(before, key);
      const given = input.provenance?.[key];
      if (given) {
        const p: MetricProvenance = { ...given, measures: given.basis === 'external' ? (given.measures ?? saved.measures) : '' };
        errors.push(...provenanceErrors(key, input[key] === undefined ? before[key] : input[key], p, today));
        return [key, p];
      }
      return [key, { ...saved, ...(input.source !== undefined && { source: input.source }), ...(input.asOf !== undefined && { asOf: input.asOf }) }];
    }),
  );
  if (errors.length > 0) throw new AppError('BAD_INPUT', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  return merged;
}

/** Every metric's provenance (the old single fields where none was given) with the text the report prints. */
export function provenanceView(row: ProviderMetricsRow): Record<(typeof PROVIDER_METRIC_KEYS)[number], MetricProvenance & { text: string }> {
  const entries = PROVIDER_METRIC_KEYS.map((key) => {
    const p = provenanceOf(row, key);
    return [key, { ...p, text: provenanceText(p) }] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof PROVIDER_METRIC_KEYS)[number], MetricProvenance & { text: string }>;
}

/** The 16 provider metrics for the IPA metrics screen (Admin; IPA Users read them). */
export const getProviderMetrics = defineQuery({
  name: 'provider-metrics.get',
  input: z.object({}),
  action: 'provider.read',
  ...noObject,
  run: (_ctx, db): Promise<ProviderMetricsRow> => readProviderMetrics(db),
});

/** Saves the 16 provider metrics (Admin): empty or zero is none; every value must be a positive number. */
export const updateProviderMetrics = defineCommand({
  name: 'provider-metrics.update',
  input: ProviderMetricsSchema,
  action: 'provider.manage',
  ...noObject,
  run: async (ctx, tx, { viewer, input }): Promise<ProviderMetricsRow> => {
    const before = await readProviderMetrics(tx);
    const row = await writeProviderMetrics(tx, { ...input, provenance: mergedProvenance(before, input, ctx.now()) }, ctx.now());
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: null, action: 'provider-metrics.update', entityType: 'provider-metrics', entityId: '1', before: values(before), after: input, ip: ctx.meta.ip });
    return row;
  },
});

/** Spec §9: the metrics as `ipa_metrics_{timestamp}.csv`, one row per phase and area (two decimals, empty for none). */
export const exportProviderMetricsCsv = defineQuery({
  name: 'provider-metrics.csv',
  input: z.object({}),
  action: 'provider.read',
  ...noObject,
  run: async (ctx, db): Promise<{ filename: string; content: string }> => {
    const row = await readProviderMetrics(db);
    const lines = (['2', '3'] as const).flatMap((phase) =>
      METRIC_AREAS.map(({ area, label }) => {
        const bp = `${area}${phase}bp` as const;
        const industry = `${area}${phase}in` as const;
        return [`FEL ${phase}`, label, formatMetric(row[bp]), formatMetric(row[industry])];
      }),
    );
    const content = toCsv(['Phase', 'Metric', 'Best Practical', 'Industry'], lines);
    return { filename: `ipa_metrics_${csvTimestamp(ctx.now())}.csv`, content };
  },
});

/**
 * The benchmarks a client's reports compare with: the 16 provider metrics and its 8 company overrides, for
 * anyone who may read the organization (its users, its CELs, Admins); another is "not found".
 */
export const getClientBenchmarks = defineQuery({
  name: 'organization.benchmarks',
  input: z.object({ organization: z.string().max(100) }),
  action: 'organization.read',
  load: readableOrganization,
  resource: organizationResource,
  run: async (_ctx, db, { object: org }): Promise<{ org: OrganizationView; metrics: ProviderMetricsRow }> => ({ org, metrics: await readProviderMetrics(db) }),
});
