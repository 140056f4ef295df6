import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { celAssignments, organizations } from '../../db/schema/index.ts';
import { isKey } from '../../validation.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type OrganizationChanges = Partial<Omit<NewOrganization, 'id'>>;

export const ORGANIZATION_SORT_FIELDS = ['name', 'created', 'licenseDue', 'subscription'] as const;
export type OrganizationSortField = (typeof ORGANIZATION_SORT_FIELDS)[number];

export type OrganizationListParams = {
  /** The organizations the viewer may list; null means every organization (provider Admin). */
  organizationIds: readonly string[] | null;
  nameContains: string | null;
  sort: { field: OrganizationSortField; descending: boolean };
  /** null: every match. */
  limit: number | null;
  offset: number;
};

const SORT_COLUMNS: Record<OrganizationSortField, SQL> = {
  name: sql`lower(${organizations.name})`,
  created: sql`${organizations.createdAt}`,
  licenseDue: sql`${organizations.licenseDue}`,
  subscription: sql`${organizations.subscription}`,
};

function listWhere(p: Pick<OrganizationListParams, 'organizationIds' | 'nameContains'>): SQL | undefined {
  return and(
    p.organizationIds ? inArray(organizations.id, [...p.organizationIds]) : undefined,
    p.nameContains ? ilike(organizations.name, containsPattern(p.nameContains)) : undefined,
  );
}

/** One page (or all) of the organizations matching and their number, name as the tie-breaker of every sort. */
export async function listOrganizations(db: Db, p: OrganizationListParams): Promise<{ rows: OrganizationRow[]; total: number }> {
  if (p.organizationIds && p.organizationIds.length === 0) return { rows: [], total: 0 };
  const where = listWhere(p);
  const direction = p.sort.descending ? desc : asc;
  const ordered = db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[p.sort.field]), asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .$dynamic();
  const [rows, totals] = await Promise.all([
    p.limit === null ? ordered.offset(p.offset) : ordered.limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** An organization by key. */
export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

/** Organizations by key, in one statement. */
export async function findOrganizationsByIds(db: Db, ids: readonly string[]): Promise<OrganizationRow[]> {
  return ids.length === 0 ? [] : db.select().from(organizations).where(inArray(organizations.id, [...ids]));
}

/** An organization by its exact name, case-insensitively (names are unique that way). */
export async function findOrganizationByName(db: Db, name: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(sql`lower(${organizations.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** An organization by key, or else by exact name (the legacy client names organizations). */
export async function findOrganizationByRef(db: Db, ref: string): Promise<OrganizationRow | null> {
  return isKey(ref) ? findOrganization(db, ref) : findOrganizationByName(db, ref);
}

/** The organization whose current licence key this is. */
export async function findOrganizationByLicenceKey(db: Db, licenseKey: string): Promise<OrganizationRow | null> {
  // In any letter case (people type keys as they read them); the organizations table is small.
  const [row] = await db.select().from(organizations).where(sql`upper(${organizations.licenseKey}) = upper(${licenseKey})`).limit(1);
  return row ?? null;
}

/** The plant names an organization has (its sites choose among them); empty for an unknown organization. */
export async function findPlantNames(db: Db, organizationId: string): Promise<string[]> {
  const [row] = await db.select({ plantNames: organizations.plantNames }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row?.plantNames ?? [];
}

/** Inserts an organization; null when its name is taken (the unique index decides). */
export async function insertOrganization(db: Db, values: NewOrganization): Promise<OrganizationRow | null> {
  const [row] = await db.insert(organizations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes an organization's columns; null when there is no such organization. */
export async function updateOrganizationRow(db: Db, organizationId: string, changes: OrganizationChanges): Promise<OrganizationRow | null> {
  const [row] = await db.update(organizations).set(changes).where(eq(organizations.id, organizationId)).returning();
  return row ?? null;
}

/** Takes away an organization's point of contact (its user moved to another organization). */
export async function clearPointOfContact(db: Db, organizationId: string): Promise<void> {
  await db.update(organizations).set({ pocUserId: null }).where(eq(organizations.id, organizationId));
}

/** Every organization (or the given ones) by name, for choosers. */
export async function listOrganizationsByName(db: Db, organizationIds: readonly string[] | null, page: ChoicePage): Promise<OrganizationRow[]> {
  return db
    .select()
    .from(organizations)
    .where(and(organizationIds ? inArray(organizations.id, [...organizationIds]) : undefined, nameContains(page.search)))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(page.limit);
}

/** A page of a choice list: the names containing `search` (any case; null: every name), at most `limit`. */
export type ChoicePage = { search: string | null; limit: number };

const nameContains = (search: string | null) => (search ? ilike(organizations.name, containsPattern(search)) : undefined);

/** Replaces the CELs of an organization (call in a transaction). */
export async function replaceCels(db: Db, organizationId: string, userIds: readonly string[]): Promise<void> {
  // Lock the organization's row first: two saves of its CELs at once run one after the other.
  await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  await db.delete(celAssignments).where(eq(celAssignments.organizationId, organizationId));
  if (userIds.length > 0) {
    await db.insert(celAssignments).values(userIds.map((userId) => ({ organizationId, userId })));
  }
}

/** Takes a user off every client it was CEL of (it is no longer a CEL). */
export async function removeUserFromCels(db: Db, userId: string): Promise<void> {
  await db.delete(celAssignments).where(eq(celAssignments.userId, userId));
}

export type ClientChoice = { key: string; name: string };

/**
 * Client organizations (never the provider) by name; only those of `onlyIds` when given. One statement,
 * whatever the number of clients.
 */
export async function findClientChoices(db: Db, params: { onlyIds: readonly string[] | null } & ChoicePage): Promise<ClientChoice[]> {
  if (params.onlyIds !== null && params.onlyIds.length === 0) return [];
  return db
    .select({ key: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.isProvider, false),
        params.onlyIds === null ? undefined : inArray(organizations.id, [...params.onlyIds]),
        nameContains(params.search),
      ),
    )
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(params.limit);
}


/** Sets an organization's second-factor policy; returns the updated row. */
export async function updateSecondFactorPolicy(db: Db, id: string, p: { requiresSecondFactor: boolean; refusesEmailedCode: boolean; now: Date }): Promise<OrganizationRow | null> {
  const [row] = await db
    .update(organizations)
    .set({ requiresSecondFactor: p.requiresSecondFactor, refusesEmailedCode: p.refusesEmailedCode, updatedAt: p.now })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}
