import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { authorizeCelsOf, listCelCandidates, setCels } from './cels.service.ts';
import { licenceDaysLeft, licenceTermMonths, subscriptionLabel } from './licence.ts';
import {
  createOrganization,
  getClient,
  listClients,
  listPocCandidates,
  regenerateLicenseKey,
  setCompanyMetrics,
  updateOrganization,
} from './organization-admin.service.ts';

export const organizationsResolvers: Resolvers = {
  Query: {
    adminOrganizations: adapts(listClients, (_, args, ctx) => listClients.execute(ctx, args)),
    adminOrganization: adapts(getClient, (_, { key }, ctx) => getClient.execute(ctx, { key })),
    celCandidates: adapts(listCelCandidates, (_, __, ctx) => listCelCandidates.execute(ctx, {})),
    pocCandidates: adapts(listPocCandidates, (_, args, ctx) => listPocCandidates.execute(ctx, args)),
  },
  Mutation: {
    createOrganization: adapts(createOrganization, (_, { input }, ctx) => payload(async () => ({ organization: await createOrganization.execute(ctx, input), warning: null }))),
    updateOrganization: adapts(updateOrganization, (_, { input }, ctx) => payload(async () => ({ organization: (await updateOrganization.execute(ctx, input)).organization, warning: null }))),
    regenerateLicenseKey: adapts(regenerateLicenseKey, (_, { input }, ctx) => payload(async () => ({ organization: await regenerateLicenseKey.execute(ctx, input), warning: null }))),
    setCompanyMetrics: adapts(setCompanyMetrics, (_, { input }, ctx) => payload(async () => ({ organization: await setCompanyMetrics.execute(ctx, input), warning: null }))),
    setOrganizationCels: adapts(setCels, (_, { input }, ctx) => payload(async () => ({ organization: await setCels.execute(ctx, input), warning: null }))),
  },
  Organization: {
    key: (o) => o.id,
    subscriptionLabel: (o) => subscriptionLabel(o.subscription),
    licenseTermMonths: (o) => licenceTermMonths(o),
    licenseDaysLeft: (o, _, ctx) => licenceDaysLeft(o, ctx.now()),
    created: (o) => o.createdAt,
    poc: (o, _, ctx) => (o.pocUserId ? ctx.loaders.user.load(o.pocUserId) : null),
    companyMetrics: (o) => o,
    cels: (o, _, ctx) => {
      authorizeCelsOf(ctx.viewer, o);
      return ctx.loaders.celsByOrganization.load(o.id);
    },
    // One rule for every organization: whoever may create organizations may edit each of them.
    viewerCanManage: (_, __, ctx) => ctx.viewer !== null && createOrganization.can(ctx.viewer, null),
  },
};
