import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { organizations, siteSettings, providerMetrics } from '../../server/db/schema/index.ts';
import { newLicenseKey } from '../../server/db/seed.ts';

/** The provider organization (there is one per database), created on first use. */
export async function ensureProviderOrganization(db: Db) {
  const [existing] = await db.select().from(organizations).where(eq(organizations.isProvider, true)).limit(1);
  if (existing) return existing;
  await db
    .insert(organizations)
    .values({ name: 'Test Provider', isProvider: true, licenseKey: newLicenseKey(), licenseCreate: '2020-01-01', licenseDue: '2099-12-31', subscription: 2 })
    .onConflictDoNothing();
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await db.insert(providerMetrics).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(organizations).where(eq(organizations.isProvider, true)).limit(1);
  if (!created) throw new Error('provider organization missing');
  return created;
}
