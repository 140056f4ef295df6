import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { can } from '../../policies/authorize.ts';
import { licenceDaysLeft, licenceTermMonths, subscriptionLabel } from './licence.ts';

export const organizationsResolvers: Resolvers = {
  Organization: {
    key: (o) => o.id,
    licenseKey: (o, _, ctx) => (ctx.viewer && can(ctx.viewer, 'user.manage', { organizationId: o.id }) ? o.licenseKey : null),
    subscriptionLabel: (o) => subscriptionLabel(o.subscription),
    licenseTermMonths: (o) => licenceTermMonths(o),
    licenseDaysLeft: (o, _, ctx) => licenceDaysLeft(o, ctx.now()),
  },
};
