import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { exportProviderMetricsCsv, getProviderMetrics, metricWarnings, updateProviderMetrics } from './metrics.service.ts';

export const metricsResolvers: Resolvers = {
  Query: {
    providerMetrics: (_, __, ctx) => getProviderMetrics(ctx),
    providerMetricsCsv: (_, __, ctx) => exportProviderMetricsCsv(ctx),
  },
  Mutation: {
    updateProviderMetrics: (_, { input }, ctx) => payload(async () => ({ metrics: await updateProviderMetrics(ctx, input) })),
  },
  ProviderMetrics: {
    warnings: (m) => metricWarnings(m),
  },
};
