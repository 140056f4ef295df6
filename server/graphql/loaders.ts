import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import { findCelsOf } from '../modules/organizations/organizations.queries.ts';
import type { OrganizationRow, UserRow } from '../modules/users/users.queries.ts';
import { latestFelIndexes, type LatestFelIndex } from '../modules/projects/dashboard.queries.ts';
import { listSitesOf, type ProjectSiteRow } from '../modules/projects/sites.queries.ts';
import { listTeamsOf, type TeamMemberRow } from '../modules/projects/team.queries.ts';
import { listReportsOfProjects, type ReportWithAuthor } from '../modules/reports/reports.queries.ts';
import { areaCountsOf, type ProjectAreaCounts } from '../modules/questionnaire/progress.queries.ts';

/** Loads rows by id in one statement per list of keys, in the order asked. */
function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Loads every row of several parents in one statement, grouped by the parent's key. */
function grouped<Row>(load: (keys: string[]) => Promise<Row[]>, keyOf: (row: Row) => string) {
  return new DataLoader<string, Row[]>(async (keys) => {
    const rows = await load([...keys]);
    const map = new Map<string, Row[]>();
    for (const row of rows) {
      const list = map.get(keyOf(row));
      if (list) list.push(row);
      else map.set(keyOf(row), [row]);
    }
    return keys.map((k) => map.get(k) ?? []);
  });
}

/** Per-request batching: list fields never issue one statement per row. */
export function createLoaders(db: Db) {
  return {
    organization: byId<OrganizationRow>((ids) => db.select().from(organizations).where(inArray(organizations.id, ids))),
    user: byId<UserRow>((ids) => db.select().from(users).where(inArray(users.id, ids))),
    // Projects: keys are project ids the service already let the viewer see.
    projectTeam: grouped<TeamMemberRow>((ids) => listTeamsOf(db, ids), (r) => r.projectId),
    projectSites: grouped<ProjectSiteRow>((ids) => listSitesOf(db, ids), (r) => r.projectId),
    latestFelIndex: grouped<LatestFelIndex>((ids) => latestFelIndexes(db, ids), (r) => r.projectId),
    /** Saved reports of projects, both phases, newest first (Project.report's latest and history). */
    projectReports: grouped<ReportWithAuthor>((ids) => listReportsOfProjects(db, ids), (r) => r.projectId),
    projectAreaCounts: grouped<ProjectAreaCounts>((ids) => areaCountsOf(db, ids), (r) => r.projectId),
    /** The CELs of organizations (the caller checks the viewer may see them). */
    celsByOrganization: new DataLoader<string, UserRow[]>(async (ids) => {
      const byOrg = await findCelsOf(db, ids);
      return ids.map((id) => byOrg.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
