import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from '../modules/auth/auth.rest.ts';
import { registerImpersonationRoutes } from '../modules/impersonation/impersonation.rest.ts';
import { registerMetricsRoutes } from '../modules/metrics/metrics.rest.ts';
import { registerOrganizationAdminRoutes } from '../modules/organizations/organizations.rest.ts';
import { registerSettingsRoutes } from '../modules/settings/settings.rest.ts';
import { registerProjectRoutes } from '../modules/projects/projects.rest.ts';
import { registerQuestionnaireRoutes } from '../modules/questionnaire/questionnaire.rest.ts';
import { registerReportRoutes } from '../modules/reports/reports.rest.ts';
import { registerUserAdminRoutes } from '../modules/users/users.rest.ts';
import { registerSamlRoutes } from '../modules/sso/saml.routes.ts';
import { registerScimRoutes } from '../modules/sso/scim.routes.ts';
import type { Deps } from '../service-context.ts';

/** Every legacy /api/* route of spec §7, registered module by module. */
export function registerLegacyRoutes(app: FastifyInstance, deps: Deps): void {
  registerAuthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerImpersonationRoutes(app, deps);
  registerProjectRoutes(app, deps);
  registerQuestionnaireRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerUserAdminRoutes(app, deps);
  registerOrganizationAdminRoutes(app, deps);
  registerMetricsRoutes(app, deps);
  registerScimRoutes(app, deps);
  registerSamlRoutes(app, deps);
}
