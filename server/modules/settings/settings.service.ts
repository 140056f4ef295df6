import { z } from 'zod';
import { SiteSettingsSchema } from '../../../common/site-settings-schema.ts';
import { defineCommand, definePublicQuery, noObject } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.ts';
import { findSiteSettings, saveSiteSettings, type SiteSettingsRow } from './settings.queries.ts';

const DEFAULTS: SiteSettingsRow = { id: 1, banner: false, message: '', color: 'none', year: 2023, updatedAt: new Date(0) };

/** The stored settings, or the defaults before the first save. */
const readSiteSettings = async (db: Db): Promise<SiteSettingsRow> => (await findSiteSettings(db)) ?? DEFAULTS;

/** The maintenance banner and footer year; public (no sign-in needed). */
export const getSiteSettings = definePublicQuery({
  name: 'site-settings.get',
  input: z.object({}),
  run: (_ctx, db) => readSiteSettings(db),
});

/** Saves the maintenance banner (Admin); every signed-in screen shows it from the next read on. */
export const updateSiteSettings = defineCommand({
  name: 'site-settings.update',
  input: SiteSettingsSchema,
  action: 'provider.manage',
  ...noObject,
  run: async (ctx, tx, { viewer, input }): Promise<SiteSettingsRow> => {
    const before = await readSiteSettings(tx);
    const row = await saveSiteSettings(tx, { changes: input, year: before.year, now: ctx.now() });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: null,
      action: 'site-settings.update',
      entityType: 'site-settings',
      entityId: '1',
      before: { banner: before.banner, message: before.message, color: before.color },
      after: input,
      ip: ctx.meta.ip,
    });
    return row;
  },
});
