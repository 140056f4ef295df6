import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { celAssignments, organizations, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';

// Client Engagement Leads as people: the provider staff who may be assigned, and who is assigned to which
// client (CEL assignments joined to their users).

/** Provider staff who may be assigned as CELs: active users of the provider marked celCheck. */
export async function findCelCandidates(db: Db): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(organizations.isProvider, true), eq(users.celCheck, true), eq(users.status, 'active')))
    .orderBy(asc(sql`lower(${users.name})`));
  return rows.map((r) => r.user);
}

/** The CELs of several organizations in one statement, by organization key. */
export async function findCelsOf(db: Db, organizationIds: readonly string[]): Promise<Map<string, UserRow[]>> {
  const byOrg = new Map<string, UserRow[]>(organizationIds.map((id) => [id, []]));
  if (organizationIds.length === 0) return byOrg;
  const rows = await db
    .select({ organizationId: celAssignments.organizationId, user: users })
    .from(celAssignments)
    .innerJoin(users, eq(users.id, celAssignments.userId))
    .where(inArray(celAssignments.organizationId, [...organizationIds]))
    .orderBy(asc(sql`lower(${users.name})`));
  for (const r of rows) byOrg.get(r.organizationId)?.push(r.user);
  return byOrg;
}
