import type { FastifyInstance } from 'fastify';
import { declared } from '../../commands/bindings.ts';
import { bodyFields, legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getCelAssignment, setCels } from './cels.service.ts';
import {
  createOrganization,
  getClient,
  listClients,
  listPocCandidates,
  regenerateLicenseKey,
  setCompanyMetrics,
  updateOrganization,
} from './organization-admin.service.ts';
import { fromLegacyClientBody, toLegacyClient, toLegacyPerson } from './organizations.legacy.ts';
import { pointsOfContact } from './organizations.service.ts';

/** Legacy organization (client) administration paths of spec §7. */
export function registerOrganizationAdminRoutes(app: FastifyInstance, deps: Deps): void {
  // The list of the Organizations screen, every match on one page, by name.
  legacyRoute(app, deps, 'GET', '/api/admin/clients/', declared('admin.screens'), async (ctx) => {
    const { nodes } = await listClients(ctx, { all: true });
    const pocs = await pointsOfContact(ctx, nodes);
    return { clients: nodes.map((org) => toLegacyClient(org, pocs.get(org.id) ?? null)) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/create/', declared('organization.manage'), async (ctx, req) => {
    const org = await createOrganization(ctx, fromLegacyClientBody(req.body));
    return { message: 'Organization SAVED!', key: org.id, licensekey: org.licenseKey };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/edit/', declared('organization.manage'), async (ctx, req) => {
    await updateOrganization(ctx, { ...fromLegacyClientBody(req.body), key: req.params.id });
    return { message: 'Organization SAVED!' };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/editmetrics/', declared('organization.manage'), async (ctx, req) => {
    await setCompanyMetrics(ctx, { key: req.params.id, metrics: bodyFields(req.body).metrics });
    const org = await getClient(ctx, req.params.id ?? '');
    const pocs = await pointsOfContact(ctx, [org]);
    return { client: toLegacyClient(org, pocs.get(org.id) ?? null) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/reset-license/', declared('organization.manage'), async (ctx, req) => {
    const org = await regenerateLicenseKey(ctx, { key: req.params.id });
    return { licensekey: org.licenseKey };
  });

  legacyRoute(app, deps, 'GET', '/api/admin/client/:id/cels/', declared('client.view'), async (ctx, req) => {
    const { cels, candidates } = await getCelAssignment(ctx, req.params.id ?? '');
    return { cels: cels.map(toLegacyPerson), candidates: candidates.map(toLegacyPerson) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/cels/edit/', declared('organization.manage'), async (ctx, req) => {
    await setCels(ctx, { key: req.params.id, cels: bodyFields(req.body).cel });
    const { cels } = await getCelAssignment(ctx, req.params.id ?? '');
    return { cels: cels.map(toLegacyPerson) };
  });

  // Spec §6: "the point-of-contact candidate list is fetched per client" (path not given there).
  legacyRoute(app, deps, 'GET', '/api/admin/client/:id/users/', declared('organization.manage'), async (ctx, req) => ({
    users: (await listPocCandidates(ctx, { organization: req.params.id, search: req.query.search, first: 50 })).map(toLegacyPerson),
  }));
}
