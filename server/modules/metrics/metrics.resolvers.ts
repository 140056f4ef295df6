import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { exportProviderMetricsCsv, getClientBenchmarks, getProviderMetrics, metricWarnings, updateProviderMetrics } from './metrics.service.ts';

export const metricsResolvers: Resolvers = {
  Query: {
    providerMetrics: (_, __, ctx) => getProviderMetrics(ctx),
    providerMetricsCsv: (_, __, ctx) => exportProviderMetricsCsv(ctx),
    clientBenchmarks: async (_, { organization }, ctx) => {
      const { org, metrics } = await getClientBenchmarks(ctx, organization);
      return { organization: org, provider: metrics, company: org };
    },
  },
  Mutation: {
    updateProviderMetrics: (_, { input }, ctx) => payload(async () => ({ metrics: await updateProviderMetrics(ctx, input) })),
  },
  ProviderMetrics: {
    warnings: (m) => metricWarnings(m),
  },
};
