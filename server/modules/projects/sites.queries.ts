import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectSites } from '../../db/schema/index.ts';

export type ProjectSiteRow = typeof projectSites.$inferSelect;
export type ProjectSiteFields = Pick<ProjectSiteRow, 'plantName' | 'location'>;

/** Sites of one project, in the order they were added. */
export async function listSites(db: Db, projectId: string): Promise<ProjectSiteRow[]> {
  return db.select().from(projectSites).where(eq(projectSites.projectId, projectId)).orderBy(asc(projectSites.createdAt), asc(projectSites.id));
}

/** How many sites a project has (the cap on adding one). */
export async function countSites(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectSites).where(eq(projectSites.projectId, projectId));
  return row?.n ?? 0;
}

/** Sites of several projects at once (DataLoader). */
export async function listSitesOf(db: Db, projectIds: string[]): Promise<ProjectSiteRow[]> {
  if (projectIds.length === 0) return [];
  return db.select().from(projectSites).where(inArray(projectSites.projectId, projectIds)).orderBy(asc(projectSites.createdAt), asc(projectSites.id));
}

export async function findSite(db: Db, p: { projectId: string; siteId: string }): Promise<ProjectSiteRow | null> {
  const [row] = await db
    .select()
    .from(projectSites)
    .where(and(eq(projectSites.projectId, p.projectId), eq(projectSites.id, p.siteId)))
    .limit(1);
  return row ?? null;
}

export async function insertSite(db: Db, values: ProjectSiteFields & { projectId: string; createdAt: Date }): Promise<ProjectSiteRow> {
  const [row] = await db.insert(projectSites).values(values).returning();
  if (!row) throw new Error('site not inserted');
  return row;
}

export async function updateSite(db: Db, p: { projectId: string; siteId: string; changes: Partial<ProjectSiteFields> }): Promise<ProjectSiteRow | null> {
  if (Object.keys(p.changes).length === 0) return findSite(db, p);
  const [row] = await db
    .update(projectSites)
    .set(p.changes)
    .where(and(eq(projectSites.projectId, p.projectId), eq(projectSites.id, p.siteId)))
    .returning();
  return row ?? null;
}

export async function deleteSite(db: Db, p: { projectId: string; siteId: string }): Promise<boolean> {
  const rows = await db
    .delete(projectSites)
    .where(and(eq(projectSites.projectId, p.projectId), eq(projectSites.id, p.siteId)))
    .returning({ id: projectSites.id });
  return rows.length > 0;
}

/** Copies every site of one project to another (duplicate). */
export async function copySites(db: Db, p: { fromProjectId: string; toProjectId: string }): Promise<number> {
  const rows = await listSites(db, p.fromProjectId);
  if (rows.length === 0) return 0;
  await db.insert(projectSites).values(rows.map((r) => ({ projectId: p.toProjectId, plantName: r.plantName, location: r.location, createdAt: r.createdAt })));
  return rows.length;
}
