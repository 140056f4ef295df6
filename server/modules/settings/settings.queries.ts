import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteSettingsChanges = Pick<SiteSettingsRow, 'banner' | 'message' | 'color'>;

/** The one row of site settings; null before the first save. */
export async function findSiteSettings(db: Db): Promise<SiteSettingsRow | null> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row ?? null;
}

/** Saves the banner (creating the row with the given footer year when there is none yet). */
export async function saveSiteSettings(db: Db, p: { changes: SiteSettingsChanges; year: number; now: Date }): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, year: p.year, ...p.changes, updatedAt: p.now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...p.changes, updatedAt: p.now } })
    .returning();
  if (!row) throw new Error('site settings not saved');
  return row;
}
