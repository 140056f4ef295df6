import type { FastifyInstance } from 'fastify';
import { declared } from '../../commands/bindings.ts';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getSiteSettings, updateSiteSettings } from './settings.service.ts';

/** Site settings (spec §7): the public read, and the Admin save. */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/site-settings/', declared('public'), async (ctx) => {
    const s = await getSiteSettings(ctx);
    return { banner: s.banner, message: s.message, color: s.color, year: s.year };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/site-settings/', declared('provider.manage'), async (ctx, req) => {
    const s = await updateSiteSettings(ctx, req.body);
    return { banner: s.banner, message: s.message, color: s.color, year: s.year };
  });
}
