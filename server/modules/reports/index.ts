// The reports module's door: what other modules may use of its data (its services are imported from their
// files).
export type { ReportWithAuthor } from './reports.queries.ts';
export { findSignedOffReport, listSignedOffReports, type SignedOffReport } from './signed-off.queries.ts';
export { conditionsOpenOn } from './report-conditions.ts';
