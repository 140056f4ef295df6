import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import type { OrganizationRow } from '../organizations/organizations.queries.ts';

// graphql/loaders.ts still imports OrganizationRow from here; the organizations module owns it.
export type { OrganizationRow } from '../organizations/organizations.queries.ts';
import { organizations, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** A user with its organization, by email (case-insensitive). */
export async function findUserByEmail(db: Db, email: string): Promise<{ user: UserRow; org: OrganizationRow } | null> {
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** A user with its organization, by key. */
export async function findUserById(db: Db, userId: string): Promise<{ user: UserRow; org: OrganizationRow } | null> {
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What a request needs about its signed-in user: the user, its organization, and its session's state. */
export async function findSessionUser(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      user: users,
      org: organizations,
      sessionRevokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Active provider Admins (notified of registrations). */
export async function findProviderAdmins(db: Db): Promise<UserRow[]> {
  return db
    .select({ user: users })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(organizations.isProvider, true), eq(users.userType, ROLE.ADMIN), eq(users.status, 'active')))
    .then((rows) => rows.map((r) => r.user));
}

/** Users by key, in one statement. */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  return ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, [...ids]));
}

/** Creates the service principal of an API token: a Super User row of the organization with no password (it cannot sign in). */
export async function insertServicePrincipal(db: Db, p: { organizationId: string; name: string; email: string; now: Date }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ organizationId: p.organizationId, name: p.name, email: p.email, passwordHash: null, userType: ROLE.SUPER_USER, status: 'active', servicePrincipal: true, createdAt: p.now, updatedAt: p.now })
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
