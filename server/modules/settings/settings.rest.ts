import type { FastifyInstance } from 'fastify';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getSiteSettings } from './settings.service.ts';

/** Public site settings (spec §7, no auth). */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/site-settings/', async (ctx) => {
    const s = await getSiteSettings(ctx);
    return { banner: s.banner, message: s.message, color: s.color, year: s.year };
  });
}
