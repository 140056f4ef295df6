import { z } from 'zod';
import { metricError, metricValue } from './admin.ts';
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

/** The 16 provider metrics (bp best practical, in industry), their source and as-of date. */
export const ProviderMetricsSchema = z.object({
  fel2bp: m(), fel2in: m(), site2bp: m(), site2in: m(), eng2bp: m(), eng2in: m(), pep2bp: m(), pep2in: m(),
  fel3bp: m(), fel3in: m(), site3bp: m(), site3in: m(), eng3bp: m(), eng3in: m(), pep3bp: m(), pep3in: m(),
  source: str(METRICS_SOURCE_MAX).transform((v) => v.trim()).optional(),
  asOf: dateField().nullable().optional(),
});
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
