import { z } from 'zod';
import { MSG } from '../../../common/validation.ts';
import { BANNER_COLORS, siteSettings } from '../../db/schema/index.ts';
import { authorize } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

const DEFAULTS: SiteSettingsRow = { id: 1, banner: false, message: '', color: 'none', year: 2023, updatedAt: new Date(0) };

/** The maintenance banner and footer year; public (no sign-in needed). */
export async function getSiteSettings(ctx: Pick<ServiceCtx, 'db'>): Promise<SiteSettingsRow> {
  const [row] = await ctx.db.select().from(siteSettings).limit(1);
  return row ?? DEFAULTS;
}

export const BANNER_MESSAGE_MAX = 500;

const SettingsInput = z
  .object({
    banner: z.boolean({ error: 'Must be true or false' }),
    message: str(BANNER_MESSAGE_MAX)
      .nullish()
      .transform((v) => (v ?? '').trim()),
    color: z.enum(BANNER_COLORS, { error: 'Choose none, green, yellow or red' }),
  })
  .superRefine((v, c) => {
    // A banner that is on must say something.
    if (v.banner && v.message === '') c.addIssue({ code: 'custom', path: ['message'], message: MSG.required });
  });

/** Saves the maintenance banner (Admin); every signed-in screen shows it from the next read on. */
export async function updateSiteSettings(ctx: ServiceCtx, input: unknown): Promise<SiteSettingsRow> {
  const viewer = authorize(ctx.viewer, 'provider.manage', null);
  const next = parseInput(SettingsInput, input);
  return ctx.db.transaction(async (tx) => {
    const before = await getSiteSettings({ db: tx });
    const now = ctx.now();
    const [row] = await tx
      .insert(siteSettings)
      .values({ id: 1, year: before.year, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...next, updatedAt: now } })
      .returning();
    if (!row) throw new Error('site settings not saved');
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
