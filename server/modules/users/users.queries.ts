import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema/index.ts';
import { isKey } from '../../validation.ts';
import { SERVICE_PRINCIPAL_ROLE } from '../../policies/roles.ts';

export type UserRow = typeof users.$inferSelect;

/** Users by key, in one statement. */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  return ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, [...ids]));
}

/** Creates the service principal of an API token: a row of the organization with the service principal's role (a Super User) with no password (it cannot sign in). */
export async function insertServicePrincipal(db: Db, p: { organizationId: string; name: string; email: string; now: Date }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ organizationId: p.organizationId, name: p.name, email: p.email, passwordHash: null, userType: SERVICE_PRINCIPAL_ROLE, status: 'active', servicePrincipal: true, createdAt: p.now, updatedAt: p.now })
    .returning();
  if (!row) throw new Error('service principal insert returned no row');
  return row;
}

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id'>>;

/** Inserts a user; null when its email is taken (the unique index decides between concurrent requests). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a user's columns; null when there is no such user. */
export async function updateUserRow(db: Db, userId: string, changes: UserChanges): Promise<UserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Counts one more failed sign-in of the user. */
export async function incrementFailedLogins(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLoginAttempts: sql`${users.failedLoginAttempts} + 1` }).where(eq(users.id, userId));
}

/**
 * Sets a new password only while the stored hash is still `previousHash` (a reset link is single-use even
 * when two requests race); false when it changed meanwhile.
 */
export async function setPasswordIfUnchanged(db: Db, p: { userId: string; previousHash: string | null; passwordHash: string; now: Date }): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: p.passwordHash, passwordChangedAt: p.now, failedLoginAttempts: 0, updatedAt: p.now })
    .where(and(eq(users.id, p.userId), sql`${users.passwordHash} is not distinct from ${p.previousHash}`))
    .returning({ id: users.id });
  return updated.length > 0;
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

/** An active user of the organization: the condition the member look-ups and lists below share. */
const activeMemberOf = (organizationId: string) => and(eq(users.organizationId, organizationId), eq(users.status, 'active'));

/** Active users of one organization whose name or email contains the text: point-of-contact candidates. */
export async function findPocCandidates(db: Db, p: { organizationId: string; search: string | null; limit: number }): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        activeMemberOf(p.organizationId),
        eq(users.servicePrincipal, false),
        p.search ? sql`(${ilike(users.name, containsPattern(p.search))} or ${ilike(users.email, containsPattern(p.search))})` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(p.limit);
}

/** An active user of an organization, by key or by email (transfer of ownership). */
export async function findActiveMember(db: Db, p: { organizationId: string; keyOrEmail: string }): Promise<UserRow | null> {
  const byKey = isKey(p.keyOrEmail);
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        activeMemberOf(p.organizationId),
        byKey ? eq(users.id, p.keyOrEmail) : sql`lower(${users.email}) = ${p.keyOrEmail.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Up to `limit` active users of an organization by name (owner choices), after the (name, key) of a cursor
 * when given, whose name or email contains `search` when given.
 */
export async function listActiveMembers(
  db: Db,
  p: { organizationId: string; search: string | null; after: readonly [string, string] | null; limit: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        activeMemberOf(p.organizationId),
        p.search ? sql`(${ilike(users.name, containsPattern(p.search))} or ${ilike(users.email, containsPattern(p.search))})` : undefined,
        p.after ? sql`(${users.name}, ${users.id}) > (${p.after[0]}, ${p.after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(p.limit);
}
