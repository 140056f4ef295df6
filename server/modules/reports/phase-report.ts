import type { ProjectView } from '../projects/index.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import type { PhaseQuestionnaire } from '../questionnaire/progress.ts';
import type { ReportView } from './reports.service.ts';

// The model behind GraphQL's PhaseReport, on its own: the generated resolver types name it, and it names
// nothing of the GraphQL adapter, so the types import one way.

/** A project's report screen for one phase; its parts load once, when a field asks for them. */
export type PhaseReportModel = {
  project: ProjectView;
  phase: Phase;
  inScope: boolean;
  /** The project is an element of a list (fields that read more than the page's statements are refused). */
  inList: boolean;
  questionnaire: () => Promise<PhaseQuestionnaire>;
  history: () => Promise<ReportView[]>;
};
