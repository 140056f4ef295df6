import { siteSettings } from '../../db/schema/index.ts';
import type { ServiceCtx } from '../../service-context.ts';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

const DEFAULTS: SiteSettingsRow = { id: 1, banner: false, message: '', color: 'none', year: 2023, updatedAt: new Date(0) };

/** The maintenance banner and footer year; public (no sign-in needed). */
export async function getSiteSettings(ctx: Pick<ServiceCtx, 'db'>): Promise<SiteSettingsRow> {
  const [row] = await ctx.db.select().from(siteSettings).limit(1);
  return row ?? DEFAULTS;
}
