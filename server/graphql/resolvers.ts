import { z } from 'zod';
import { adapts } from '../commands/bindings.ts';
import { definePublicCommand, definePublicQuery } from '../commands/operation.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { DateScalar, DateTime } from './scalars.ts';
import { apiTokensResolvers } from '../modules/api-tokens/api-tokens.resolvers.ts';
import { authResolvers } from '../modules/auth/auth.resolvers.ts';
import { secondFactorsResolvers } from '../modules/auth/factors/second-factors.resolvers.ts';
import { impersonationResolvers } from '../modules/impersonation/impersonation.resolvers.ts';
import { metricsResolvers } from '../modules/metrics/metrics.resolvers.ts';
import { organizationsResolvers } from '../modules/organizations/organizations.resolvers.ts';
import { settingsResolvers } from '../modules/settings/settings.resolvers.ts';
import { liveResolvers } from '../live/live.resolvers.ts';
import { outcomesResolvers } from '../modules/outcomes/outcomes.resolvers.ts';
import { portfolioResolvers } from '../modules/portfolio/portfolio.resolvers.ts';
import { projectsResolvers } from '../modules/projects/projects.resolvers.ts';
import { questionnaireResolvers } from '../modules/questionnaire/questionnaire.resolvers.ts';
import { evidenceResolvers } from '../modules/questionnaire/evidence.resolvers.ts';
import { registerResolvers } from '../modules/register/register.resolvers.ts';
import { reportsResolvers } from '../modules/reports/reports.resolvers.ts';
import { reviewResolvers } from '../modules/reports/review.resolvers.ts';
import { userAdminResolvers } from '../modules/users/user-admin.resolvers.ts';
import { usersResolvers } from '../modules/users/users.resolvers.ts';
import { ssoResolvers } from '../modules/sso/sso.resolvers.ts';

const modules: Resolvers[] = [
  authResolvers,
  secondFactorsResolvers,
  usersResolvers,
  userAdminResolvers,
  organizationsResolvers,
  metricsResolvers,
  settingsResolvers,
  impersonationResolvers,
  projectsResolvers,
  questionnaireResolvers,
  evidenceResolvers,
  registerResolvers,
  reportsResolvers,
  reviewResolvers,
  apiTokensResolvers,
  portfolioResolvers,
  outcomesResolvers,
  liveResolvers,
  ssoResolvers,
];

/** Liveness through GraphQL: answers true to anyone, without the session check (caller-free.ts). */
const health = definePublicQuery({ name: 'health', input: z.object({}), run: async () => true });
/** A mutation that changes nothing (the schema needs a Mutation type that always answers). */
const noop = definePublicCommand({ name: 'noop', input: z.object({}), ownTransactions: true, run: async () => null });

const core: Resolvers = {
  Query: { health: adapts(health, (_, _args, ctx) => health.execute(ctx, {})) },
  Mutation: { noop: adapts(noop, (_, _args, ctx) => noop.execute(ctx, {})) },
};

/** Every module's resolvers, for makeExecutableSchema to merge type by type (a type may be extended by several modules). */
export function buildResolvers(): Resolvers[] {
  return [core, ...modules, { DateTime, Date: DateScalar }];
}
