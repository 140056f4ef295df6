import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// SCIM's list of an organization's people (RFC 7644 §3.4.2: a filter on userName, startIndex and count).

/** One page of an organization's people (never API token principals), by email; optionally one email only. */
export async function listScimUsers(db: Db, p: { organizationId: string; email: string | null; offset: number; limit: number }) {
  const where = and(
    eq(users.organizationId, p.organizationId),
    eq(users.servicePrincipal, false),
    p.email === null ? undefined : sql`lower(${users.email}) = ${p.email.toLowerCase()}`,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).offset(p.offset).limit(p.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
