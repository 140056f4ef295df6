import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import type { OrganizationRow } from '../users/users.queries.ts';

export type ClientChoice = { key: string; name: string };

/**
 * Client organizations (never the provider) by name; only those of `onlyIds` when given. One statement,
 * whatever the number of clients.
 */
export async function findClientChoices(db: Db, params: { onlyIds: readonly string[] | null }): Promise<ClientChoice[]> {
  if (params.onlyIds !== null && params.onlyIds.length === 0) return [];
  return db
    .select({ key: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.isProvider, false),
        params.onlyIds === null ? undefined : inArray(organizations.id, [...params.onlyIds]),
      ),
    )
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/** One organization by key, or null. */
export async function findOrganizationById(db: Db, organizationId: string): Promise<OrganizationRow | null> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return org ?? null;
}

/** The organization a user impersonates now (locked for the rest of the transaction), or undefined without the user. */
export async function lockImpersonation(db: Db, userId: string): Promise<{ impersonatedOrganizationId: string | null } | undefined> {
  const [row] = await db
    .select({ impersonatedOrganizationId: users.impersonatedOrganizationId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Stores the organization a user works on (null: its own). */
export async function saveImpersonation(db: Db, params: { userId: string; organizationId: string | null; now: Date }): Promise<void> {
  await db
    .update(users)
    .set({ impersonatedOrganizationId: params.organizationId, updatedAt: params.now })
    .where(eq(users.id, params.userId));
}
