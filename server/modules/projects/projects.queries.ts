import { and, asc, desc, eq, exists, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, teamMembers, type Phase } from '../../db/schema/index.ts';

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

/** One project of an organization with the viewer's team flag; `lock` takes a row lock inside a transaction. */
export async function findProject(
  db: Db,
  p: { organizationId: string; projectId: string; viewerEmail: string; lock?: boolean },
): Promise<ProjectView | null> {
  const query = db
    .select({ project: projects, viewerIsTeamMember: teamFlag(db, p.viewerEmail) })
    .from(projects)
    .where(and(eq(projects.id, p.projectId), eq(projects.organizationId, p.organizationId)))
    .limit(1);
  const [row] = p.lock ? await query.for('update', { of: projects }) : await query;
  return row ? { ...row.project, viewerIsTeamMember: row.viewerIsTeamMember } : null;
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

function visibilityCondition(p: ProjectListParams, team: SQL<boolean>): SQL | undefined {
  if (p.scope.all) return undefined;
  const conditions = p.scope.combos.map(({ owner, team: onTeam }) =>
    and(owner ? eq(projects.ownerUserId, p.viewerId) : ne(projects.ownerUserId, p.viewerId), onTeam ? team : not(team)),
  );
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/** currentPhaseOf (phase-scope.ts) in SQL, for filtering lists by phase. */
export const currentPhaseSql = sql<Phase>`case when not ${projects.fel20} or ${projects.statusfel3} > 0 then 'fel3' else 'fel2' end`;

/**
 * The dashboard list: one page of the projects the viewer may see in one organization, with the total
 * (one statement, whatever the length of the list).
 */
export async function listProjects(db: Db, p: ProjectListParams): Promise<{ rows: ProjectView[]; total: number }> {
  const team = teamFlag(db, p.viewerEmail);
  const search = p.search.trim().toLowerCase();
  const where = and(
    eq(projects.organizationId, p.organizationId),
    visibilityCondition(p, team),
    p.status === 'all' ? undefined : eq(projects.isActive, p.status === 'active'),
    p.mine ? or(eq(projects.ownerUserId, p.viewerId), team) : undefined,
    p.phase ? sql`${currentPhaseSql} = ${p.phase}` : undefined,
    search ? sql`strpos(lower(${projects.name}), ${search}) > 0` : undefined,
    p.onlyIds ? inArray(projects.id, p.onlyIds) : undefined,
  );
  const rows = await db
    .select({ project: projects, viewerIsTeamMember: team, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .where(where)
    .orderBy(...(p.sort === 'updated' ? [desc(projects.updatedAt)] : []), asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(p.limit)
    .offset(p.offset);
  const total = rows[0]?.total ?? (p.offset > 0 ? await countProjects(db, where) : 0);
  return { rows: rows.map((r) => ({ ...r.project, viewerIsTeamMember: r.viewerIsTeamMember })), total };
}

/** The count alone, for a page past the end (where the window count has no row to ride on). */
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
