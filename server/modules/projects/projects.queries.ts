import { and, eq, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { frozen } from '../../db/frozen-sql.ts';
import { projects, teamMembers, type Phase } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;
/** A project as a viewer sees it: the row plus whether the viewer is on its team (for the permission table). */
export type ProjectView = ProjectRow & { viewerIsTeamMember: boolean };

/** `exists (… team_members of the row's project with the email …` up to the email: constant, so rendered once. */
const teamFlagUpToEmail = frozen(sql`exists (select 1 from ${teamMembers} where ${teamMembers.projectId} = ${projects.id} and lower(${teamMembers.email}) = `);

/** The viewer is on the project's team (any phase): team membership matches on email, case-insensitively. */
export const teamFlag = (email: string) => sql<boolean>`${teamFlagUpToEmail}${email.toLowerCase()})`;

/**
 * How a write holds its project row until it commits. `update` (finalize, lifecycle, copy) excludes every
 * other writer; `key share` (answer saves) lets any number of editors save at once, yet waits for, and
 * is waited for by, a finalize or deactivate (they take `update`), so a save never lands in a project
 * that was finalized after it read the row.
 */
export type ProjectLock = 'update' | 'key share';

/** Which (owner, team member) combinations the viewer may see: derived from the permission table by the service. */
export type VisibilityScope = { all: true } | { all: false; combos: { owner: boolean; team: boolean }[] };

function visibilityCondition(p: { scope: VisibilityScope; viewerId: string }, team: SQL<boolean>): SQL | undefined {
  if (p.scope.all) return undefined;
  const conditions = p.scope.combos.map(({ owner, team: onTeam }) =>
    and(owner ? eq(projects.ownerUserId, p.viewerId) : ne(projects.ownerUserId, p.viewerId), onTeam ? team : not(team)),
  );
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/**
 * The projects of an organization the viewer may see, as a condition on the unaliased projects table (the
 * dashboard's rule, for the read models: the dashboard list, the portfolio).
 */
export function visibleProjectsCondition(db: Db, p: { organizationId: string; viewerId: string; viewerEmail: string; scope: VisibilityScope }): SQL | undefined {
  return and(eq(projects.organizationId, p.organizationId), visibilityCondition(p, teamFlag(p.viewerEmail)));
}

/** currentPhaseOf (phase-scope.ts) in SQL, for filtering lists by phase. */
export const currentPhaseSql = sql<Phase>`case when not ${projects.fel20} or ${projects.statusfel3} > 0 then 'fel3' else 'fel2' end`;

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

/**
 * Stores a project's FEL 3 status (statusfel3) and bumps its version: the questionnaire keeps it true to the
 * answers. The one change of a project that another module makes, so it is the only write the door offers.
 */
export async function updateFel3Status(db: Db, p: { project: ProjectView; statusfel3: ProjectRow['statusfel3']; now: Date }): Promise<ProjectView | null> {
  const row = await updateProject(db, { organizationId: p.project.organizationId, projectId: p.project.id, changes: { statusfel3: p.statusfel3 }, now: p.now });
  return row ? { ...row, viewerIsTeamMember: p.project.viewerIsTeamMember } : null;
}
