import { z } from 'zod';
import { metricError, metricValue, PROVIDER_METRIC_KEYS, type ProviderMetricKey } from './admin.ts';
import { dateField } from './date-field.ts';
import { str } from './text-field.ts';

// The metric screens' rules (spec §5) as zod schemas: the server parses the IPA metrics and a client's company
// metrics with them, and the client's forms (react-hook-form) check the values as typed with the same schemas,
// whose output is what is sent (none as null, two decimals).

/**
 * One metric value: empty, null or zero is none (null); otherwise positive, stored with two decimals.
 * A value left out (undefined) stays as it is.
 */
export const metricField = () =>
  z
    .unknown()
    .superRefine((v, c) => {
      const message = metricError(v);
      if (message) c.addIssue({ code: 'custom', message });
    })
    .transform((v) => metricValue(v))
    .optional();

const m = metricField;

/** The server's limit on the source text. */
export const METRICS_SOURCE_MAX = 500;

/** The longest "what the external figure measures" text. */
export const METRIC_MEASURES_MAX = 200;

/**
 * A provider figure's basis (DOMAIN.md §3a): a FEL Index of this product's method 2 or 3, or an external
 * reference (another index, never called a FEL Index of this method) with what it measures.
 */
export const METRIC_BASES = ['external', 'method2', 'method3'] as const;
export type MetricBasis = (typeof METRIC_BASES)[number];

/** How a reader sees each basis (the admin screen's choice and the report's page 6). */
export const METRIC_BASIS_LABELS: Record<MetricBasis, string> = {
  external: 'Another index (external)',
  method2: 'FEL Index of method 2 (this product)',
  method3: 'FEL Index of method 3 (this product)',
};

/** One metric's own source, as-of date and basis; `measures` says what an external figure measures. */
export const MetricProvenanceSchema = z.object({
  source: str(METRICS_SOURCE_MAX).transform((v) => v.trim()),
  asOf: dateField().nullable(),
  basis: z.enum(METRIC_BASES, { error: `Choose one of ${METRIC_BASES.join(', ')}` }),
  measures: str(METRIC_MEASURES_MAX).transform((v) => v.trim()).optional(),
});
export type MetricProvenance = { source: string; asOf: string | null; basis: MetricBasis; measures: string };

/** Each metric's provenance, by metric key (a metric left out keeps its saved one). */
export const ProvenanceMapSchema = z
  .object(Object.fromEntries(PROVIDER_METRIC_KEYS.map((k) => [k, MetricProvenanceSchema.optional()])) as Record<ProviderMetricKey, z.ZodOptional<typeof MetricProvenanceSchema>>)
  .strict();

/**
 * The 16 provider metrics (bp best practical, in industry) and each one's provenance; `source` and `asOf`
 * are the legacy single fields (spec §7), which apply to every metric whose provenance is not given.
 */
export const ProviderMetricsSchema = z.object({
  fel2bp: m(), fel2in: m(), site2bp: m(), site2in: m(), eng2bp: m(), eng2in: m(), pep2bp: m(), pep2in: m(),
  fel3bp: m(), fel3in: m(), site3bp: m(), site3in: m(), eng3bp: m(), eng3in: m(), pep3bp: m(), pep3in: m(),
  source: str(METRICS_SOURCE_MAX).transform((v) => v.trim()).optional(),
  asOf: dateField().nullable().optional(),
  provenance: ProvenanceMapSchema.optional(),
});

/** Why a metric's provenance cannot be saved: a set value needs a source; the as-of date is not after today. */
export function provenanceErrors(key: ProviderMetricKey, value: number | null | undefined, p: MetricProvenance, today: string): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (value !== null && value !== undefined && p.source === '') errors.push({ field: `provenance.${key}.source`, message: 'Source is required when the value is set' });
  if (p.asOf !== null && p.asOf > today) errors.push({ field: `provenance.${key}.asOf`, message: 'As of must not be in the future' });
  return errors;
}

/** The text page 6 prints for a provider figure: its basis, what it measures, source and as-of date. */
export function provenanceText(p: MetricProvenance): string {
  const basis = p.basis === 'external' ? `another index${p.measures ? ` (${p.measures})` : ''}` : METRIC_BASIS_LABELS[p.basis];
  return `${basis}; ${p.source === '' ? 'source not given' : p.source}; as of ${p.asOf ?? 'date not given'}`;
}
/** What the IPA metrics form holds: each value as typed. */
export type ProviderMetricsFormValues = z.input<typeof ProviderMetricsSchema>;
/** The provider metrics as saved: none as null, two decimals. */
export type ProviderMetricsValues = z.output<typeof ProviderMetricsSchema>;

/** A client's eight company-average overrides (empty means the average of its own reports). */
export const CompanyMetricsSchema = z.object(
  { fel2co: m(), fel3co: m(), site2co: m(), site3co: m(), eng2co: m(), eng3co: m(), pep2co: m(), pep3co: m() },
  { error: 'metrics must be an object of the eight company metrics' },
);
/** What the company metrics form holds: each value as typed. */
export type CompanyMetricsFormValues = z.input<typeof CompanyMetricsSchema>;
/** A client's company metrics as saved: none as null, two decimals. */
export type CompanyMetricsValues = z.output<typeof CompanyMetricsSchema>;
