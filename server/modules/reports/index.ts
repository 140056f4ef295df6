// The reports module's door: what other modules may use of its data (its services are imported from their
// files).
export { reportLoaders } from './reports.loaders.ts';
export type { ReportWithAuthor } from './reports.queries.ts';
