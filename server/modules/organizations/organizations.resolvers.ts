import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { can } from '../../policies/authorize.ts';
import { authorizeClientView, listCelCandidates, setCels } from './cels.service.ts';
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
    adminOrganizations: (_, args, ctx) => listClients(ctx, args),
    adminOrganization: (_, { key }, ctx) => getClient(ctx, key),
    celCandidates: (_, __, ctx) => listCelCandidates(ctx),
    pocCandidates: (_, args, ctx) => listPocCandidates(ctx, args),
  },
  Mutation: {
    createOrganization: (_, { input }, ctx) => payload(async () => ({ organization: await createOrganization(ctx, input), warning: null })),
    updateOrganization: (_, { input }, ctx) => payload(async () => ({ organization: await updateOrganization(ctx, input), warning: null })),
    regenerateLicenseKey: (_, { input }, ctx) => payload(async () => ({ organization: await regenerateLicenseKey(ctx, input), warning: null })),
    setCompanyMetrics: (_, { input }, ctx) => payload(async () => ({ organization: await setCompanyMetrics(ctx, input), warning: null })),
    setOrganizationCels: (_, { input }, ctx) => payload(async () => ({ organization: await setCels(ctx, input), warning: null })),
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
      authorizeClientView(ctx, o.id);
      return ctx.loaders.celsByOrganization.load(o.id);
    },
    viewerCanManage: (_, __, ctx) => ctx.viewer !== null && can(ctx.viewer, 'organization.manage', null),
  },
};
