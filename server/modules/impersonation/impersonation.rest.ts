import type { FastifyInstance } from 'fastify';
import { declared } from '../../commands/bindings.ts';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { setClientImpersonation } from './impersonation.service.ts';

/** Legacy client switcher path of spec §7. */
export function registerImpersonationRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'POST', '/api/user/clientimpersonation/edit/', declared('organization.impersonate'), async (ctx, req) => {
    const { viewer, organization } = await setClientImpersonation(ctx, req.body);
    return {
      clientImpersonation: viewer.activeOrganizationId === viewer.organizationId ? null : viewer.activeOrganizationId,
      client: { key: organization.id, name: organization.name },
    };
  });
}
