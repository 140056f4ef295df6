import type { FastifyInstance } from 'fastify';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import type { SiteSettingsRow } from './settings.queries.ts';
import { getSiteSettings, updateSiteSettings } from './settings.service.ts';

/** The settings in the legacy shape. */
const toLegacySettings = (s: SiteSettingsRow) => ({ banner: s.banner, message: s.message, color: s.color, year: s.year });

/** Site settings (spec §7): the public read, and the Admin save. */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/site-settings/', getSiteSettings, async (ctx) => toLegacySettings(await getSiteSettings.execute(ctx, {})));

  legacyRoute(app, deps, 'POST', '/api/admin/site-settings/', updateSiteSettings, async (ctx, req) => toLegacySettings(await updateSiteSettings.execute(ctx, req.body)));
}
