import type { FastifyInstance } from 'fastify';
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
  legacyRoute(app, deps, 'GET', '/api/admin/clients/', listClients, async (ctx) => {
    const { nodes } = await listClients.execute(ctx, { all: true });
    const pocs = await pointsOfContact(ctx, nodes);
    return { clients: nodes.map((org) => toLegacyClient(org, pocs.get(org.id) ?? null)) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/create/', createOrganization, async (ctx, req) => {
    const org = await createOrganization.execute(ctx, fromLegacyClientBody(req.body));
    return { message: 'Organization SAVED!', key: org.id, licensekey: org.licenseKey };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/edit/', updateOrganization, async (ctx, req) => {
    await updateOrganization.execute(ctx, { ...fromLegacyClientBody(req.body), key: req.params.id });
    return { message: 'Organization SAVED!' };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/editmetrics/', setCompanyMetrics, async (ctx, req) => {
    await setCompanyMetrics.execute(ctx, { key: req.params.id, metrics: bodyFields(req.body).metrics });
    const org = await getClient.execute(ctx, { key: req.params.id });
    const pocs = await pointsOfContact(ctx, [org]);
    return { client: toLegacyClient(org, pocs.get(org.id) ?? null) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/reset-license/', regenerateLicenseKey, async (ctx, req) => {
    const org = await regenerateLicenseKey.execute(ctx, { key: req.params.id });
    return { licensekey: org.licenseKey };
  });

  legacyRoute(app, deps, 'GET', '/api/admin/client/:id/cels/', getCelAssignment, async (ctx, req) => {
    const { cels, candidates } = await getCelAssignment.execute(ctx, { key: req.params.id });
    return { cels: cels.map(toLegacyPerson), candidates: candidates.map(toLegacyPerson) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/client/:id/cels/edit/', setCels, async (ctx, req) => {
    await setCels.execute(ctx, { key: req.params.id, cels: bodyFields(req.body).cel });
    const { cels } = await getCelAssignment.execute(ctx, { key: req.params.id });
    return { cels: cels.map(toLegacyPerson) };
  });

  // Spec §6: "the point-of-contact candidate list is fetched per client" (path not given there).
  legacyRoute(app, deps, 'GET', '/api/admin/client/:id/users/', listPocCandidates, async (ctx, req) => ({
    users: (await listPocCandidates.execute(ctx, { organization: req.params.id, search: req.query.search, first: 50 })).map(toLegacyPerson),
  }));
}
