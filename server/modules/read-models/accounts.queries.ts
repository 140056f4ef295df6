import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isToldOfRegistrations, managesOwnPeople } from '../../policies/roles.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens, celAssignments, organizations, sessions, users } from '../../db/schema/index.ts';
import type { ApiTokenRow } from '../api-tokens/index.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import type { UserRow } from '../users/index.ts';

// Who is asking, and with what: a user with its organization (sign-in, accounts), a session's user (every
// request with an access token) and an API token's principal (every request with a token), each read in one
// statement across the users, organizations, sessions and API tokens tables.

export type UserWithOrganization = { user: UserRow; org: OrganizationRow };

/** A user with its organization, by email (case-insensitive). */
export async function findUserByEmail(db: Db, email: string): Promise<UserWithOrganization | null> {
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** A user with its organization, by key. */
export async function findUserById(db: Db, userId: string): Promise<UserWithOrganization | null> {
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What a request needs about its signed-in user: its row (the caller is built from it, Viewer.user answers it). */
export type SessionUser = {
  user: UserRow;
  org: Pick<OrganizationRow, 'id' | 'isProvider' | 'pocUserId' | 'licenseDue'>;
  sessionRevokedAt: Date | null;
  sessionExpiresAt: Date;
  /** The organizations the user is CEL of (empty for users who are no CEL). */
  celOrganizationIds: string[];
};

/**
 * The signed-in user of a session, its organization, the session's state and the user's CEL assignments,
 * in one statement (every request with an access token runs it).
 */
export async function findSessionUser(db: Db, userId: string, sessionId: string): Promise<SessionUser | null> {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    statement = sessionUserStatement(db);
    sessionUserStatements.set(db, statement);
  }
  const [row] = await statement.execute({ sessionId, userId });
  return row ?? null;
}

/**
 * The statement of findSessionUser, built once per database (drizzle's prepared query: rendered once,
 * run with the session's and user's ids), since every request with an access token runs it.
 */
const sessionUserStatement = (db: Db) =>
  db
    .select({
      user: users,
      org: { id: organizations.id, isProvider: organizations.isProvider, pocUserId: organizations.pocUserId, licenseDue: organizations.licenseDue },
      sessionRevokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
      celOrganizationIds: sql<string[]>`array(select ${celAssignments.organizationId} from ${celAssignments} where ${celAssignments.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_session_user');
const sessionUserStatements = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

/** Active provider staff told of registrations (the Admins: policies/roles.ts); the provider's staff are few. */
export async function findProviderAdmins(db: Db): Promise<UserRow[]> {
  return db
    .select({ user: users })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(organizations.isProvider, true), eq(users.status, 'active')))
    .then((rows) => rows.map((r) => r.user).filter((u) => isToldOfRegistrations(u.userType)));
}

/**
 * Who approves an organization's pending users (DOMAIN.md §6: user.manage of the organization's own people): its
 * active Client Admins and its point of contact; never an API token's service principal.
 */
export async function findOrganizationApprovers(db: Db, organizationId: string): Promise<UserRow[]> {
  return db
    .select({ user: users, pocUserId: organizations.pocUserId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), eq(users.servicePrincipal, false)))
    .then((rows) => rows.filter((r) => managesOwnPeople(r.user.userType, r.pocUserId === r.user.id)).map((r) => r.user));
}

/** What a request with an API token needs: the token, its principal, its organization and who created it. */
export type ApiTokenCaller = {
  token: Pick<ApiTokenRow, 'id' | 'scope' | 'expiresAt' | 'revokedAt' | 'organizationId' | 'createdBy'>;
  principal: Pick<UserRow, 'id' | 'name' | 'email' | 'status' | 'servicePrincipal'>;
  org: Pick<OrganizationRow, 'id' | 'isProvider' | 'licenseDue'>;
  /** The token's creator as the permission table sees it; null when that user was deleted. */
  creator: (Pick<UserRow, 'id' | 'name' | 'email' | 'userType' | 'status' | 'organizationId'> & { isProviderOrg: boolean; isPoc: boolean }) | null;
};

/** A token's creator and the creator's organization, joined by the token queries (`leftJoin(creators, …)`). */
export const creators = alias(users, 'creator');
export const creatorOrgs = alias(organizations, 'creator_org');

/** The select fields of a token's creator (with the two joins above). */
export const tokenCreatorFields = {
  creator: { id: creators.id, name: creators.name, email: creators.email, userType: creators.userType, status: creators.status, organizationId: creators.organizationId },
  creatorIsProviderOrg: sql<boolean>`coalesce(${creatorOrgs.isProvider}, false)`,
  creatorIsPoc: sql<boolean>`coalesce(${creatorOrgs.pocUserId} = ${creators.id}, false)`,
};

/** The creator of a row selected with tokenCreatorFields. */
export function tokenCreatorOf(row: {
  creator: Omit<NonNullable<ApiTokenCaller['creator']>, 'isProviderOrg' | 'isPoc'> | null;
  creatorIsProviderOrg: boolean;
  creatorIsPoc: boolean;
}): ApiTokenCaller['creator'] {
  return row.creator ? { ...row.creator, isProviderOrg: row.creatorIsProviderOrg, isPoc: row.creatorIsPoc } : null;
}

/** A token by the hash of its secret, or by key, with its principal, organization and creator (one statement). */
export async function findApiTokenCaller(db: Db, by: { tokenHash: string } | { id: string }): Promise<ApiTokenCaller | null> {
  const [row] = await db
    .select({
      token: { id: apiTokens.id, scope: apiTokens.scope, expiresAt: apiTokens.expiresAt, revokedAt: apiTokens.revokedAt, organizationId: apiTokens.organizationId, createdBy: apiTokens.createdBy },
      principal: { id: users.id, name: users.name, email: users.email, status: users.status, servicePrincipal: users.servicePrincipal },
      org: { id: organizations.id, isProvider: organizations.isProvider, licenseDue: organizations.licenseDue },
      ...tokenCreatorFields,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.principalUserId))
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .leftJoin(creators, eq(creators.id, apiTokens.createdBy))
    .leftJoin(creatorOrgs, eq(creatorOrgs.id, creators.organizationId))
    .where('tokenHash' in by ? eq(apiTokens.tokenHash, by.tokenHash) : eq(apiTokens.id, by.id))
    .limit(1);
  return row ? { token: row.token, principal: row.principal, org: row.org, creator: tokenCreatorOf(row) } : null;
}

/** People who registered with a licence key and wait for approval, newest first (the Admins' digest), and how many in all. */
export async function findPendingRegistrations(db: Db, limit: number): Promise<{ pending: { name: string; email: string; organization: string }[]; total: number }> {
  const rows = await db
    .select({ name: users.name, email: users.email, organization: organizations.name, total: sql<number>`count(*) over ()::int` })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.status, 'pending'), eq(users.registeredWithKey, true)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return { pending: rows.map(({ name, email, organization }) => ({ name, email, organization })), total: rows[0]?.total ?? 0 };
}
