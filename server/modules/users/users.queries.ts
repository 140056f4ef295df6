import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { celAssignments, organizations, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

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

/** Keys of the organizations a provider user is CEL of. */
export async function findCelOrganizationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: celAssignments.organizationId })
    .from(celAssignments)
    .where(eq(celAssignments.userId, userId));
  return rows.map((r) => r.organizationId);
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
