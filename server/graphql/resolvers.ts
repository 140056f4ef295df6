import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDate } from '../../common/dates.ts';
import type { Resolvers } from './generated/resolvers.ts';
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

const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new GraphQLError('DateTime must be a Date');
  },
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});

const checkDate = (value: unknown): string => {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  throw new GraphQLError('Date must be a calendar date YYYY-MM-DD');
};

const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: checkDate,
  parseValue: checkDate,
  parseLiteral: (ast) => checkDate(ast.kind === Kind.STRING ? ast.value : null),
});

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
