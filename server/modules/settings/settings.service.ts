import { SiteSettingsSchema } from '../../../common/site-settings-schema.ts';
import { authorize } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { findSiteSettings, saveSiteSettings, type SiteSettingsRow } from './settings.queries.ts';


const DEFAULTS: SiteSettingsRow = { id: 1, banner: false, message: '', color: 'none', year: 2023, updatedAt: new Date(0) };

/** The maintenance banner and footer year; public (no sign-in needed). */
export async function getSiteSettings(ctx: Pick<ServiceCtx, 'db'>): Promise<SiteSettingsRow> {
  return (await findSiteSettings(ctx.db)) ?? DEFAULTS;
}

/** Saves the maintenance banner (Admin); every signed-in screen shows it from the next read on. */
export async function updateSiteSettings(ctx: ServiceCtx, input: unknown): Promise<SiteSettingsRow> {
  const viewer = authorize(ctx.viewer, 'provider.manage', null);
  const next = parseInput(SiteSettingsSchema, input);
  return ctx.db.transaction(async (tx) => {
    const before = await getSiteSettings({ db: tx });
    const now = ctx.now();
    const row = await saveSiteSettings(tx, { changes: next, year: before.year, now });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: null,
      action: 'site-settings.update',
      entityType: 'site-settings',
      entityId: '1',
      before: { banner: before.banner, message: before.message, color: before.color },
      after: next,
      ip: ctx.meta.ip,
    });
    return row;
  });
}
