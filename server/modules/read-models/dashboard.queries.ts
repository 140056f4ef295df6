import { and, desc, eq, getTableColumns, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { frozen } from '../../db/frozen-sql.ts';
import { jsonRowCodec } from '../../db/json-rows.ts';
import { projects, reports, users, type Phase } from '../../db/schema/index.ts';
import { currentPhaseSql, teamFlag, visibleProjectsCondition, type ProjectView, type VisibilityScope } from '../projects/index.ts';
import { areaCountsJson } from '../questionnaire/index.ts';
import type { AreaCounts } from '../questionnaire/progress.ts';
import type { UserRow } from '../users/index.ts';
import { encodeCursor, keysAsText, keysetCondition, orderBy, type ProjectOrder } from './dashboard-order.ts';

// The dashboard list: projects with their owner (users) and newest FEL Index (reports), one page at a time.

export type LatestFelIndex = { projectId: string; phase: Phase; felIndex: number | null };

/**
 * The composite FEL Index of the newest report of each phase of several projects, in one statement, from
 * the report's `fel_index` column (the snapshot is not unpacked).
 */
export async function latestFelIndexes(db: Db, projectIds: string[]): Promise<LatestFelIndex[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectDistinctOn([reports.projectId, reports.phase], { projectId: reports.projectId, phase: reports.phase, felIndex: reports.felIndex })
    .from(reports)
    .where(inArray(reports.projectId, projectIds))
    .orderBy(reports.projectId, reports.phase, desc(reports.createdAt), desc(reports.id));
}

export type DashboardListParams = {
  organizationId: string;
  viewerId: string;
  viewerEmail: string;
  scope: VisibilityScope;
  status: 'active' | 'inactive' | 'all';
  mine: boolean;
  phase: Phase | null;
  search: string;
  order: ProjectOrder;
  limit: number;
  /** Rows to skip (the legacy path and older callers; the client pages with cursors). */
  offset: number;
  /** Only the rows after (or, `before`, before) the row with these sort keys (a decoded cursor). */
  cursor?: { keys: string[]; before: boolean };
  /** Only these projects (legacy "selected keys"). */
  onlyIds?: string[];
  /** Also each row's answered and flagged counts per phase and area (the progress bars). */
  withProgress?: boolean;
};

/**
 * A row of the dashboard list: the project, its owner, the FEL Index of its newest report per phase and,
 * when asked for, its answer counts per phase and area (null when not asked for).
 */
export type ListedProject = { project: ProjectView; owner: UserRow; felIndexes: LatestFelIndex[]; areaCounts: AreaCounts[] | null };

export type DashboardPage = { rows: ListedProject[]; total: number; startCursor: string | null; endCursor: string | null };

/**
 * The FEL Index of a project's newest report of one phase (reports_project_phase_created_idx), for the
 * page's row; constant, so rendered once (frozen-sql.ts).
 */
const newestFelIndex = (phase: Phase) =>
  frozen(sql<number | null>`(select r.fel_index from ${reports} r where r.project_id = ${projects.id} and r.phase = ${sql.raw(`'${phase}'`)} order by r.created_at desc, r.id desc limit 1)`);
const FEL2_INDEX = newestFelIndex('fel2');
const FEL3_INDEX = newestFelIndex('fel3');

/** `lower(name) like '%…%'` for a search text, with the pattern's own characters escaped (projects_name_trgm_idx). */
const nameContains = (search: string) => sql`lower(${projects.name}) like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** The filters of the list (not the page): which projects match, and so count in the total. */
function matching(db: Db, p: DashboardListParams): SQL | undefined {
  const search = p.search.trim().toLowerCase();
  return and(
    visibleProjectsCondition(db, p),
    p.status === 'all' ? undefined : eq(projects.isActive, p.status === 'active'),
    p.mine ? or(eq(projects.ownerUserId, p.viewerId), teamFlag(p.viewerEmail)) : undefined,
    p.phase ? sql`${currentPhaseSql} = ${p.phase}` : undefined,
    search ? nameContains(search) : undefined,
    p.onlyIds ? inArray(projects.id, p.onlyIds) : undefined,
  );
}

const projectJson = jsonRowCodec(projects);
const userJson = jsonRowCodec(users);
/** The page's row's answer counts per phase and area (JSON), rendered once. */
const AREA_COUNTS = frozen(areaCountsJson(projects.id));
/** The page's distinct owners, read from the `page` CTE (its owner_user_id), rendered once. */
const PAGE = 'page';
const PAGE_OWNERS = frozen(
  sql<unknown[][] | null>`(select json_agg(${userJson.array}) from ${users} where ${users.id} in (select ${sql.identifier(projects.ownerUserId.name)} from ${sql.identifier(PAGE)}))`,
);
/**
 * The page's rows under the table's own name: the CTE carries every column of `projects`, so the outer
 * statement's fragments (written against `projects`) read the page's rows, not the table. Joining the
 * page's ids back to `projects` instead let PostgreSQL hash-join a sequential scan of every project of the
 * table (1.9 ms of 5.5 at 10,000 projects, EXPLAIN ANALYZE).
 */
const PAGE_AS_PROJECTS = sql`${sql.identifier(PAGE)} as ${sql.identifier(getTableName(projects))}`;
/** The page row's sort keys (the CTE's `sort_keys`). */
const SORT_KEYS = sql<string[]>`${sql.identifier(getTableName(projects))}.${sql.identifier('sort_keys')}`;

/** A page row as the statement sends it: [project, viewer on its team, FEL 2 Index, FEL 3 Index, sort keys, area counts]. */
type PageRowJson = [unknown[], boolean, number | null, number | null, string[], AreaCounts[] | null];

/**
 * One page of the projects the viewer may see in one organization, in the asked order, with each one's
 * owner, newest FEL Index per phase and (withProgress) answer counts per area, the total and the cursors
 * of the page's first and last rows, in one statement whatever the length of the list or the depth of the
 * page.
 *
 * The page's ids first (keyset: the rows after the cursor, by the order's index where it has one: name
 * projects_org_name_order_idx, last updated projects_org_updated_order_idx; owner and FEL Index sort the
 * matching rows, as their keys live in other tables), so the owner, FEL Index and team flag are read for
 * the page's rows only; the total by its own sub-select over the filters (run once, an index scan of the
 * organization's projects), so it comes back even for a page past the end. The page's rows and their
 * distinct owners come back as two JSON arrays (json-rows.ts): one value each to parse, not ~40 columns
 * of every row to map one by one.
 */
export async function listDashboardProjects(db: Db, p: DashboardListParams): Promise<DashboardPage> {
  const where = matching(db, p);
  const reversed = p.cursor?.before ?? false;
  const ids = db
    .select({ ...getTableColumns(projects), keys: keysAsText(p.order).as('sort_keys') })
    .from(projects)
    .$dynamic();
  // The owner order reads the owner's name: joined for that order only.
  const byOwner = p.order.sort === 'owner';
  const page = db.$with(PAGE).as(
    (byOwner ? ids.innerJoin(users, eq(users.id, projects.ownerUserId)) : ids)
      .where(and(where, p.cursor ? keysetCondition(p.order, p.cursor) : undefined))
      .orderBy(...orderBy(p.order, reversed))
      .limit(p.limit)
      .offset(p.offset),
  );
  const total = sql`(${db.select({ n: sql`count(*)` }).from(projects).where(where)})`;
  const row = sql`json_build_array(${projectJson.array}, ${teamFlag(p.viewerEmail)}, ${FEL2_INDEX}, ${FEL3_INDEX}, ${SORT_KEYS}, ${
    p.withProgress ? AREA_COUNTS : sql`null`
  })`;
  const rows = sql<PageRowJson[] | null>`json_agg(${row} order by ${sql.join(orderBy(p.order), sql`, `)})`;
  const query = db.with(page).select({ total: sql<number>`${total}`.mapWith(Number), rows, owners: PAGE_OWNERS }).from(PAGE_AS_PROJECTS);
  const [result] = await (byOwner ? query.innerJoin(users, eq(users.id, projects.ownerUserId)) : query);
  const ownersById = new Map((result?.owners ?? []).map((values) => userJson.decode(values)).map((u) => [u.id, u]));
  const listed = (result?.rows ?? []).map(([projectValues, viewerIsTeamMember, fel2, fel3, , areaCounts]) => {
    const project = projectJson.decode(projectValues);
    const owner = ownersById.get(project.ownerUserId);
    if (!owner) throw new Error(`listDashboardProjects: the owner of project ${project.id} was not read`);
    return {
      project: { ...project, viewerIsTeamMember },
      owner,
      felIndexes: [
        { projectId: project.id, phase: 'fel2' as const, felIndex: fel2 },
        { projectId: project.id, phase: 'fel3' as const, felIndex: fel3 },
      ],
      areaCounts,
    };
  });
  const firstKeys = result?.rows?.[0]?.[4];
  const lastKeys = result?.rows?.at(-1)?.[4];
  return {
    total: result?.total ?? 0,
    startCursor: firstKeys ? encodeCursor(p.order, firstKeys) : null,
    endCursor: lastKeys ? encodeCursor(p.order, lastKeys) : null,
    rows: listed,
  };
}
