// The outcomes module's door: what other modules (the report builder, the seed) may use of it.
export { outcomeLines, type OutcomeLine, type OutcomeLines } from './outcome-lines.ts';
export { reportOutcomeLines, reportOutcomePoints } from './portfolio-outcomes.service.ts';
export type { OutcomePoint } from './outcome-statistics.ts';
export type { OutcomeHistoryRow } from './outcomes.queries.ts';
