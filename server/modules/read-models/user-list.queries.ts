import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { ALL_ROLES, ROLE_LABELS } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { organizations, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';

// The Users screen: filtering, sorting and paging happen here, in one statement for the page and one
// for the count, so the answer time barely depends on how many users exist (bench/users-list.bench.ts).

/** Spec §9 user sorts. */
export const USER_SORT_FIELDS = ['name', 'email', 'organization', 'role', 'lastLogin', 'status', 'created', 'failedLogins'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export type UserListParams = {
  /** The organization whose users are listed; null means every organization (provider Admin). */
  organizationId: string | null;
  emailContains: string | null;
  organizationContains: string | null;
  /** Only users of this status (null: any). */
  status: UserRow['status'] | null;
  sort: { field: UserSortField; descending: boolean };
};

export type UserListRow = { user: UserRow; organizationName: string };

// Sorting by role follows its label (what the column shows), not its number.
const ROLE_LABEL_SQL = sql`case ${users.userType} ${sql.join(
  ALL_ROLES.map((role) => sql`when ${sql.raw(String(role))} then ${ROLE_LABELS[role].toLowerCase()}`),
  sql` `,
)} end`;

const SORT_COLUMNS: Record<UserSortField, SQL> = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  organization: sql`lower(${organizations.name})`,
  role: ROLE_LABEL_SQL,
  lastLogin: sql`${users.lastLogin}`,
  status: sql`${users.status}`,
  created: sql`${users.createdAt}`,
  failedLogins: sql`${users.failedLoginAttempts}`,
};

function orderBy(sort: UserListParams['sort']): SQL[] {
  const column = SORT_COLUMNS[sort.field];
  // "Never signed in" counts as the oldest last login.
  const primary =
    sort.field === 'lastLogin'
      ? sort.descending
        ? sql`${column} desc nulls last`
        : sql`${column} asc nulls first`
      : sort.descending
        ? desc(column)
        : asc(column);
  return [primary, asc(sql`lower(${users.name})`), asc(users.id)];
}

function listWhere(p: UserListParams): SQL | undefined {
  return and(
    // API tokens' service principals are managed on the API tokens section, not as people.
    eq(users.servicePrincipal, false),
    p.organizationId ? eq(users.organizationId, p.organizationId) : undefined,
    p.emailContains ? ilike(users.email, containsPattern(p.emailContains)) : undefined,
    p.organizationContains ? ilike(organizations.name, containsPattern(p.organizationContains)) : undefined,
    p.status ? eq(users.status, p.status) : undefined,
  );
}

/** The users matching, in order, with their organization's name; limit null means all of them (export). */
export async function listUsers(db: Db, p: UserListParams & { limit: number | null; offset: number }): Promise<UserListRow[]> {
  const select = () =>
    db
      .select({ user: users, organizationName: organizations.name })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId));
  if (p.limit === null) return select().where(listWhere(p)).orderBy(...orderBy(p.sort)).offset(p.offset);
  // Sort only the keys to find the page, then read the page's full rows: a deep page sorts narrow tuples.
  const pageKeys = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(listWhere(p))
    .orderBy(...orderBy(p.sort))
    .limit(p.limit)
    .offset(p.offset);
  return select().where(inArray(users.id, pageKeys)).orderBy(...orderBy(p.sort));
}

/** How many users match. */
export async function countUsers(db: Db, p: UserListParams): Promise<number> {
  const query = db.select({ n: count() }).from(users);
  // The join is needed only to filter by organization name.
  const rows = p.organizationContains
    ? await query.innerJoin(organizations, eq(organizations.id, users.organizationId)).where(listWhere(p))
    : await query.where(listWhere(p));
  return rows[0]?.n ?? 0;
}
