import { companyMetricsOf } from '../organizations/organizations.legacy.ts';
import type { FastifyInstance } from 'fastify';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getClientBenchmarks, getProviderMetrics, metricWarnings, provenanceView, updateProviderMetrics } from './metrics.service.ts';
import type { ProviderMetricsRow } from './metrics.queries.ts';

/** The 16 values as the legacy data map, plus each metric's provenance (an optional new field). */
const metricsMap = (row: ProviderMetricsRow) => {
  const { id: _id, updatedAt: _updatedAt, ...values } = row;
  return { ...values, provenance: provenanceView(row) };
};

/** Legacy IPA metrics paths of spec §7. */
export function registerMetricsRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/admin/IPAmetrics/', getProviderMetrics, async (ctx) => ({ data: metricsMap(await getProviderMetrics.execute(ctx, {})) }));

  // The body of spec §7 (the 16 values) still works; `source`, `asOf` and
  // `provenance` (each metric's own) are optional (docs/api/admin.md).
  legacyRoute(app, deps, 'POST', '/api/admin/IPAmetrics/', updateProviderMetrics, async (ctx, req) => {
    const row = await updateProviderMetrics.execute(ctx, req.body);
    return { data: metricsMap(row), warnings: metricWarnings(row) };
  });

  // The benchmarks a client's reports use: the provider's 16 values and that client's 8 overrides.
  legacyRoute(app, deps, 'GET', '/api/IPAmetrics/:id/', getClientBenchmarks, async (ctx, req) => {
    const { org, metrics } = await getClientBenchmarks.execute(ctx, { organization: req.params.id });
    return {
      data: {
        ...metricsMap(metrics),
        ...companyMetricsOf(org),
      },
    };
  });
}
