import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scimDeactivations } from '../../db/schema/index.ts';

// The SCIM tables of the sso module (the deactivations it made; its token is an API token); the users it lists are a read model.

export async function recordScimDeactivation(db: Db, p: { userId: string; organizationId: string; at: Date }): Promise<void> {
  await db.insert(scimDeactivations).values(p).onConflictDoUpdate({ target: scimDeactivations.userId, set: { at: p.at } });
}

/** Forgets a SCIM deactivation; true when there was one (so SCIM may bring the user back). */
export async function takeScimDeactivation(db: Db, userId: string): Promise<boolean> {
  return (await db.delete(scimDeactivations).where(eq(scimDeactivations.userId, userId)).returning()).length > 0;
}
