// The projects module's door: what other modules may use of its data (loading a project for a viewer goes
// through project-access.ts; its services are imported from their files). The one write offered is the
// FEL 3 status the questionnaire keeps true to the answers.
export {
  currentPhaseSql,
  type ProjectLock,
  type ProjectRow,
  type ProjectView,
  teamFlag,
  updateFel3Status,
  type VisibilityScope,
  visibleProjectsCondition,
} from './projects.queries.ts';
export { listSitesOf, type ProjectSiteRow } from './sites.queries.ts';
export { listTeam, listTeamsOf, type TeamMemberRow } from './team.queries.ts';
