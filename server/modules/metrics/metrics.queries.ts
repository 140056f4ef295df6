import { eq } from 'drizzle-orm';
import type { ProviderMetricKey } from '../../../common/admin.ts';
import type { MetricProvenance } from '../../../common/metrics-schema.ts';
import type { Db } from '../../db/client.ts';
import { providerMetrics } from '../../db/schema/index.ts';

export type ProviderMetricsRow = typeof providerMetrics.$inferSelect;
export type ProviderMetricValues = Omit<ProviderMetricsRow, 'id' | 'updatedAt'>;

const NONE: ProviderMetricValues = {
  fel2bp: null, fel2in: null, site2bp: null, site2in: null, eng2bp: null, eng2in: null, pep2bp: null, pep2in: null,
  fel3bp: null, fel3in: null, site3bp: null, site3in: null, eng3bp: null, eng3in: null, pep3bp: null, pep3in: null,
  source: '', asOf: null, provenance: {},
};

/** A metric's own source, as-of date and basis; one never given takes the old single fields, as another index. */
export function provenanceOf(row: Pick<ProviderMetricsRow, 'source' | 'asOf' | 'provenance'>, key: ProviderMetricKey): MetricProvenance {
  return row.provenance[key] ?? { source: row.source, asOf: row.asOf, basis: 'external', measures: '' };
}

/** The single row of provider metrics; every value none when it was never saved. */
export async function readProviderMetrics(db: Db): Promise<ProviderMetricsRow> {
  const [row] = await db.select().from(providerMetrics).where(eq(providerMetrics.id, 1)).limit(1);
  return row ?? { id: 1, ...NONE, updatedAt: new Date(0) };
}

/** Saves the values given (creates the row on first save); a value left out stays as it is. */
export async function writeProviderMetrics(db: Db, values: Partial<ProviderMetricValues>, now: Date): Promise<ProviderMetricsRow> {
  const [row] = await db
    .insert(providerMetrics)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: providerMetrics.id, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('provider metrics not saved');
  return row;
}
