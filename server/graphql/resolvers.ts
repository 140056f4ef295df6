import type { Resolvers } from './generated/resolvers.ts';
import { DateScalar, DateTime } from './scalars.ts';
import { apiTokensResolvers } from '../modules/api-tokens/api-tokens.resolvers.ts';
import { authResolvers } from '../modules/auth/auth.resolvers.ts';
import { impersonationResolvers } from '../modules/impersonation/impersonation.resolvers.ts';
import { metricsResolvers } from '../modules/metrics/metrics.resolvers.ts';
import { organizationsResolvers } from '../modules/organizations/organizations.resolvers.ts';
import { settingsResolvers } from '../modules/settings/settings.resolvers.ts';
import { liveResolvers } from '../live/live.resolvers.ts';
import { portfolioResolvers } from '../modules/portfolio/portfolio.resolvers.ts';
import { projectsResolvers } from '../modules/projects/projects.resolvers.ts';
import { questionnaireResolvers } from '../modules/questionnaire/questionnaire.resolvers.ts';
import { reportsResolvers } from '../modules/reports/reports.resolvers.ts';
import { userAdminResolvers } from '../modules/users/user-admin.resolvers.ts';
import { usersResolvers } from '../modules/users/users.resolvers.ts';

const modules: Resolvers[] = [
  authResolvers,
  usersResolvers,
  userAdminResolvers,
  organizationsResolvers,
  metricsResolvers,
  settingsResolvers,
  impersonationResolvers,
  projectsResolvers,
  questionnaireResolvers,
  reportsResolvers,
  apiTokensResolvers,
  portfolioResolvers,
  liveResolvers,
];

/** Every module's resolvers, for makeExecutableSchema to merge type by type (a type may be extended by several modules). */
export function buildResolvers(): Resolvers[] {
  return [{ Query: { health: () => true }, Mutation: { noop: () => null } }, ...modules, { DateTime, Date: DateScalar }];
}
