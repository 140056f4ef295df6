import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { exportProviderMetricsCsv, getClientBenchmarks, getProviderMetrics, metricWarnings, provenanceView, updateProviderMetrics } from './metrics.service.ts';

export const metricsResolvers: Resolvers = {
  Query: {
    providerMetrics: adapts(getProviderMetrics, (_, __, ctx) => getProviderMetrics.execute(ctx, {})),
    providerMetricsCsv: adapts(exportProviderMetricsCsv, (_, __, ctx) => exportProviderMetricsCsv.execute(ctx, {})),
    clientBenchmarks: adapts(getClientBenchmarks, async (_, { organization }, ctx) => {
      const { org, metrics } = await getClientBenchmarks.execute(ctx, { organization });
      return { organization: org, provider: metrics, company: org };
    }),
  },
  Mutation: {
    updateProviderMetrics: adapts(updateProviderMetrics, (_, { input }, ctx) => payload(async () => ({ metrics: await updateProviderMetrics.execute(ctx, input) }))),
  },
  ProviderMetrics: {
    warnings: (m) => metricWarnings(m),
    provenance: (m) => provenanceView(m),
  },
};
