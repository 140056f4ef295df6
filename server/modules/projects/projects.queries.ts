import { and, asc, desc, eq, exists, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, projects, reports, teamMembers, users, type Phase } from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.queries.ts';
import type { LatestFelIndex } from './dashboard.queries.ts';

export type ProjectRow = typeof projects.$inferSelect;
/** A project as a viewer sees it: the row plus whether the viewer is on its team (for the permission table). */
export type ProjectView = ProjectRow & { viewerIsTeamMember: boolean };

/**
 * The viewer is on the project's team (any phase): team membership matches on email, case-insensitively.
 * Built as a sub-select so that Drizzle qualifies its columns (a bare select list would not).
 */
const teamFlag = (db: Db, email: string) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(teamMembers)
      .where(and(eq(teamMembers.projectId, projects.id), sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`)),
  )}`;

/**
 * How a write holds its project row until it commits. `update` (finalize, lifecycle, copy) excludes every
 * other writer; `key share` (answer saves) lets any number of editors save at once, yet waits for, and
 * is waited for by, a finalize or deactivate (they take `update`), so a save never lands in a project
 * that was finalized after it read the row.
 */
export type ProjectLock = 'update' | 'key share';

/**
 * One project of an organization with the viewer's team flag (`lock` takes a row lock inside a
 * transaction), and (when `answer` names a question) that question's answer, read
 * in the same statement: an autosave needs both before it writes.
 */
export async function findProjectWithAnswer(
  db: Db,
  p: { organizationId: string; projectId: string; viewerEmail: string; lock?: ProjectLock; answer?: { phase: Phase; code: string } },
): Promise<{ project: ProjectView; answer: typeof answers.$inferSelect | null } | null> {
  const query = db
    .select({ project: projects, viewerIsTeamMember: teamFlag(db, p.viewerEmail), answer: answers })
    .from(projects)
    .leftJoin(
      answers,
      p.answer
        ? and(eq(answers.projectId, projects.id), eq(answers.phase, p.answer.phase), eq(answers.questionCode, p.answer.code))
        : sql`false`,
    )
    .where(and(eq(projects.id, p.projectId), eq(projects.organizationId, p.organizationId)))
    .limit(1);
  const [row] = p.lock ? await query.for(p.lock, { of: projects }) : await query;
  return row ? { project: { ...row.project, viewerIsTeamMember: row.viewerIsTeamMember }, answer: row.answer } : null;
}

/** Which (owner, team member) combinations the viewer may see: derived from the permission table by the service. */
export type VisibilityScope = { all: true } | { all: false; combos: { owner: boolean; team: boolean }[] };

export type ProjectListParams = {
  organizationId: string;
  viewerId: string;
  viewerEmail: string;
  scope: VisibilityScope;
  status: 'active' | 'inactive' | 'all';
  mine: boolean;
  phase: Phase | null;
  search: string;
  sort: 'name' | 'updated';
  limit: number;
  offset: number;
  /** Only these projects (legacy "selected keys"). */
  onlyIds?: string[];
};

function visibilityCondition(p: Pick<ProjectListParams, 'scope' | 'viewerId'>, team: SQL<boolean>): SQL | undefined {
  if (p.scope.all) return undefined;
  const conditions = p.scope.combos.map(({ owner, team: onTeam }) =>
    and(owner ? eq(projects.ownerUserId, p.viewerId) : ne(projects.ownerUserId, p.viewerId), onTeam ? team : not(team)),
  );
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/**
 * The projects of an organization the viewer may see, as a condition on the unaliased projects table (the
 * dashboard's rule, for other read models such as the portfolio).
 */
export function visibleProjectsCondition(db: Db, p: { organizationId: string; viewerId: string; viewerEmail: string; scope: VisibilityScope }): SQL | undefined {
  return and(eq(projects.organizationId, p.organizationId), visibilityCondition(p, teamFlag(db, p.viewerEmail)));
}

/** currentPhaseOf (phase-scope.ts) in SQL, for filtering lists by phase. */
export const currentPhaseSql = sql<Phase>`case when not ${projects.fel20} or ${projects.statusfel3} > 0 then 'fel3' else 'fel2' end`;

/** A row of the dashboard list: the project, its owner and the FEL Index of its newest report per phase. */
export type ListedProject = { project: ProjectView; owner: UserRow; felIndexes: LatestFelIndex[] };

/** The FEL Index of a project's newest report of one phase (reports_project_phase_created_idx). */
const newestFelIndex = (phase: Phase) =>
  sql<number | null>`(select r.fel_index from ${reports} r where r.project_id = ${projects.id} and r.phase = ${phase} order by r.created_at desc, r.id desc limit 1)`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  );

/** `lower(name) like '%…%'` for a search text, with the pattern's own characters escaped (trigram index). */
const nameContains = (search: string) => sql`lower(${projects.name}) like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/**
 * The dashboard list: one page of the projects the viewer may see in one organization, with each one's
 * owner and newest FEL Index per phase, and the total, in one statement whatever the length of the list.
 * The total is counted by its own sub-select (run once), not by a window over every matching row, so a
 * page near the end costs about what the first one does; the page walks projects_org_name_order_idx.
 */
export async function listProjects(db: Db, p: ProjectListParams): Promise<{ rows: ListedProject[]; total: number }> {
  const team = teamFlag(db, p.viewerEmail);
  const search = p.search.trim().toLowerCase();
  const where = and(
    eq(projects.organizationId, p.organizationId),
    visibilityCondition(p, team),
    p.status === 'all' ? undefined : eq(projects.isActive, p.status === 'active'),
    p.mine ? or(eq(projects.ownerUserId, p.viewerId), team) : undefined,
    p.phase ? sql`${currentPhaseSql} = ${p.phase}` : undefined,
    search ? nameContains(search) : undefined,
    p.onlyIds ? inArray(projects.id, p.onlyIds) : undefined,
  );
  const order = [...(p.sort === 'updated' ? [desc(projects.updatedAt)] : []), asc(sql`lower(${projects.name})`), asc(projects.id)];
  // The page's ids first: OFFSET computes every select expression of the rows it skips, so the owner, the
  // FEL Index and the team flag are read only for the page's rows, in the outer select.
  // The total: without a search, its own count (an index scan of the organization's projects, not the
  // page's sort); with one, a window over the matches, so the name is compared once per project, not twice.
  const page = db
    .select({ pageId: projects.id, matches: (search ? sql<number>`count(*) over ()` : sql<number>`0`).as('matches') })
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(p.limit)
    .offset(p.offset)
    .as('page');
  const counted = search ? sql`${page.matches}` : sql`(${db.select({ n: sql`count(*)` }).from(projects).where(where)})`;
  const rows = await db
    .select({
      project: projects,
      owner: users,
      viewerIsTeamMember: team,
      fel2: newestFelIndex('fel2'),
      fel3: newestFelIndex('fel3'),
      total: sql<number>`${counted}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.pageId))
    .innerJoin(users, eq(users.id, projects.ownerUserId))
    .orderBy(...order);
  const total = rows[0]?.total ?? (p.offset > 0 ? await countProjects(db, where) : 0);
  return {
    total,
    rows: rows.map((r) => ({
      project: { ...r.project, viewerIsTeamMember: r.viewerIsTeamMember },
      owner: r.owner,
      felIndexes: [
        { projectId: r.project.id, phase: 'fel2', felIndex: r.fel2 },
        { projectId: r.project.id, phase: 'fel3', felIndex: r.fel3 },
      ],
    })),
  };
}

/** The count alone, for a page past the end (where the count has no row to ride on). */
async function countProjects(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects).where(where);
  return row?.n ?? 0;
}

/** Another project of the organization already has this name (case-insensitive). */
export async function projectNameTaken(db: Db, p: { organizationId: string; name: string; exceptId?: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, p.organizationId),
        sql`lower(${projects.name}) = ${p.name.toLowerCase()}`,
        p.exceptId ? ne(projects.id, p.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ProjectInsert = typeof projects.$inferInsert;

/** Inserts a project; answers null when the name is taken (the unique index decides, also under races). */
export async function insertProject(db: Db, values: ProjectInsert): Promise<ProjectRow | null> {
  const [row] = await db.insert(projects).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export type ProjectChanges = Partial<Pick<ProjectRow, 'name' | 'description' | 'costRange' | 'projectType' | 'isActive' | 'isValid' | 'statusfel3' | 'ownerUserId' | 'finalizedAt' | 'finalizedBy' | 'gateDate' | 'bankVersion'>>;

/**
 * Updates a project of an organization and bumps its version. With `expectedVersion`, only when the row is
 * still at that version (optimistic concurrency): null means someone else changed it first.
 */
export async function updateProject(
  db: Db,
  p: { organizationId: string; projectId: string; changes: ProjectChanges; now: Date; expectedVersion?: number },
): Promise<ProjectRow | null> {
  const [row] = await db
    .update(projects)
    .set({ ...p.changes, version: sql`${projects.version} + 1`, updatedAt: p.now })
    .where(
      and(
        eq(projects.id, p.projectId),
        eq(projects.organizationId, p.organizationId),
        p.expectedVersion === undefined ? undefined : eq(projects.version, p.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}
