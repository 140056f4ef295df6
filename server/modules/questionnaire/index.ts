// The questionnaire module's door: what other modules may use of its data (its services are imported from
// their files).
export { type AnswerChangeRow, codesLevelledInHistory } from './answer-history.queries.ts';
export { type AnswerRow, copyAnswers, listAnswers } from './answers.queries.ts';
export { areaCountsJson, areaCountsOf, type ProjectAreaCounts } from './progress.queries.ts';
export { copyEvidence, type EvidenceLinkRow, listEvidence, listEvidenceOfProjects } from './evidence.queries.ts';
export { copyGapActions, type GapActionRow, insertGapAction, listGapActions, listGapActionsOfProjects } from './gap-actions.queries.ts';
export type { EvidenceLinkView } from './evidence-view.ts';
