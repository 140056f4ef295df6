import type { FastifyInstance } from 'fastify';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { endImpersonation, impersonateClient, setClientImpersonation } from './impersonation.service.ts';

/** Legacy client switcher path of spec §7: the body's `clientImpersonation` starts or ends impersonating a client. */
export function registerImpersonationRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'POST', '/api/user/clientimpersonation/edit/', [impersonateClient, endImpersonation], async (ctx, req) => {
    const { viewer, organization } = await setClientImpersonation(ctx, req.body);
    return {
      clientImpersonation: viewer.activeOrganizationId === viewer.organizationId ? null : viewer.activeOrganizationId,
      client: { key: organization.id, name: organization.name },
    };
  });
}
