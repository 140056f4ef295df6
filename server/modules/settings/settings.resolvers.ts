import { PRODUCT_NAME, TAGLINE, VERSION } from '../../../common/product.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { getMailDeliveryStatus } from './mail-status.service.ts';
import { getSiteSettings, updateSiteSettings } from './settings.service.ts';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: (_, __, ctx) => getSiteSettings(ctx),
    mailDeliveryStatus: (_, __, ctx) => getMailDeliveryStatus(ctx),
    appInfo: (_, __, ctx) => ({ productName: PRODUCT_NAME, tagline: TAGLINE, version: VERSION, ...ctx.config.links }),
  },
  Mutation: {
    updateSiteSettings: (_, { input }, ctx) => payload(async () => ({ siteSettings: await updateSiteSettings(ctx, input) })),
  },
};
