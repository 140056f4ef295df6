// The metrics module's door: what other modules may use of its data (its services are imported from their files).
export { type ProviderMetricsRow, provenanceOf, readProviderMetrics } from './metrics.queries.ts';
