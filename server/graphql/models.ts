// What each GraphQL object type is backed by on the server (codegen mappers).
import type { Viewer } from '../policies/viewer.ts';
import type { ProviderMetricsRow } from '../modules/metrics/metrics.queries.ts';
import type { SiteSettingsRow } from '../modules/settings/settings.queries.ts';
import type { UserRow } from '../modules/users/users.queries.ts';
import type { OrganizationRow } from '../modules/organizations/organizations.queries.ts';
import type { ApiTokenRow } from '../modules/api-tokens/api-tokens.queries.ts';
import type { ProjectView } from '../modules/projects/projects.queries.ts';
import type { ProjectSiteRow } from '../modules/projects/sites.queries.ts';
import type { TeamMemberRow } from '../modules/projects/team.queries.ts';
import type { AnswerRow } from '../modules/questionnaire/answers.queries.ts';
import type { Question } from '../modules/questionnaire/bank/types.ts';
import type { PhaseReportModel as PhaseReport } from '../modules/reports/reports.resolvers.ts';
import type { ReportView } from '../modules/reports/reports.service.ts';

export type UserModel = UserRow;
export type OrganizationModel = OrganizationRow;
export type ViewerModel = Viewer;
export type SiteSettingsModel = SiteSettingsRow;
export type ProjectModel = ProjectView;
export type TeamMemberModel = TeamMemberRow;
export type ProjectSiteModel = ProjectSiteRow;
export type QuestionModel = Question;
export type AnswerModel = AnswerRow;
export type ProviderMetricsModel = ProviderMetricsRow;
export type ReportModel = ReportView;
export type PhaseReportModel = PhaseReport;
export type ApiTokenModel = ApiTokenRow;
