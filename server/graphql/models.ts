// What each GraphQL object type is backed by on the server (codegen mappers).
import type { Viewer } from '../policies/viewer.ts';
import type { ProviderMetricsRow } from '../modules/metrics/index.ts';
import type { SiteSettingsRow } from '../modules/settings/index.ts';
import type { UserRow } from '../modules/users/index.ts';
import type { OrganizationView } from '../modules/organizations/index.ts';
import type { ApiTokenView } from '../modules/api-tokens/api-tokens.service.ts';
import type { ProjectSiteRow, ProjectView, TeamMemberRow } from '../modules/projects/index.ts';
import type { AnswerChangeRow, AnswerRow } from '../modules/questionnaire/index.ts';
import type { Question } from '../modules/questionnaire/bank/types.ts';
import type { PhaseReportModel as PhaseReport } from '../modules/reports/reports.resolvers.ts';
import type { ReportView } from '../modules/reports/reports.service.ts';
import type { PortfolioAction, PortfolioModel as Portfolio } from '../modules/portfolio/portfolio.service.ts';
import type { PortfolioProjectRow } from '../modules/read-models/index.ts';

export type UserModel = UserRow;
/** Masked for the viewer by the organizations module (organizationView): no resolver decides what to hide. */
export type OrganizationModel = OrganizationView;
export type ViewerModel = Viewer;
export type SiteSettingsModel = SiteSettingsRow;
export type ProjectModel = ProjectView;
export type TeamMemberModel = TeamMemberRow;
export type ProjectSiteModel = ProjectSiteRow;
export type QuestionModel = Question;
export type AnswerModel = AnswerRow;
export type AnswerChangeModel = AnswerChangeRow;
export type ProviderMetricsModel = ProviderMetricsRow;
export type ReportModel = ReportView;
export type PhaseReportModel = PhaseReport;
export type ApiTokenModel = ApiTokenView;
export type PortfolioModel = Portfolio;
export type PortfolioProjectModel = PortfolioProjectRow;
export type PortfolioActionModel = PortfolioAction;
