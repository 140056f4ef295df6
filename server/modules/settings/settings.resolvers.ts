import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { getAppInfo } from './app-info.service.ts';
import { getMailDeliveryStatus } from './mail-status.service.ts';
import { getSiteSettings, updateSiteSettings } from './settings.service.ts';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: adapts(getSiteSettings, (_, __, ctx) => getSiteSettings.execute(ctx, {})),
    mailDeliveryStatus: adapts(getMailDeliveryStatus, (_, __, ctx) => getMailDeliveryStatus.execute(ctx, {})),
    appInfo: adapts(getAppInfo, (_, __, ctx) => getAppInfo.execute(ctx, {})),
  },
  Mutation: {
    updateSiteSettings: adapts(updateSiteSettings, (_, { input }, ctx) => payload(async () => ({ siteSettings: await updateSiteSettings.execute(ctx, input) }))),
  },
};
