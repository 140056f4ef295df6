import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, type Phase } from '../../db/schema/index.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamMemberFields = Pick<TeamMemberRow, 'name' | 'email' | 'function' | 'company'>;

/** Team members of one project (one phase, or both), in the order they were added. */
export async function listTeam(db: Db, p: { projectId: string; phase?: Phase | null }): Promise<TeamMemberRow[]> {
  return db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.projectId, p.projectId), p.phase ? eq(teamMembers.phase, p.phase) : undefined))
    .orderBy(asc(teamMembers.phase), asc(teamMembers.createdAt), asc(teamMembers.id));
}

/** How many members a phase's team has (the cap on adding one). */
export async function countTeam(db: Db, p: { projectId: string; phase: Phase }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(and(eq(teamMembers.projectId, p.projectId), eq(teamMembers.phase, p.phase)));
  return row?.n ?? 0;
}

/** Team members of several projects at once (DataLoader). */
export async function listTeamsOf(db: Db, projectIds: string[]): Promise<TeamMemberRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(teamMembers)
    .where(inArray(teamMembers.projectId, projectIds))
    .orderBy(asc(teamMembers.phase), asc(teamMembers.createdAt), asc(teamMembers.id));
}

/** One team member of a project (the project id keeps the lookup inside the project the service checked). */
export async function findTeamMember(db: Db, p: { projectId: string; memberId: string }): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.projectId, p.projectId), eq(teamMembers.id, p.memberId)))
    .limit(1);
  return row ?? null;
}

export async function insertTeamMember(db: Db, values: TeamMemberFields & { projectId: string; phase: Phase; createdAt: Date }): Promise<TeamMemberRow> {
  const [row] = await db.insert(teamMembers).values(values).returning();
  if (!row) throw new Error('team member not inserted');
  return row;
}

export async function updateTeamMember(db: Db, p: { projectId: string; memberId: string; changes: Partial<TeamMemberFields> }): Promise<TeamMemberRow | null> {
  if (Object.keys(p.changes).length === 0) return findTeamMember(db, p);
  const [row] = await db
    .update(teamMembers)
    .set(p.changes)
    .where(and(eq(teamMembers.projectId, p.projectId), eq(teamMembers.id, p.memberId)))
    .returning();
  return row ?? null;
}

export async function deleteTeamMember(db: Db, p: { projectId: string; memberId: string }): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.projectId, p.projectId), eq(teamMembers.id, p.memberId)))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Copies every team member of one project to another (duplicate); answers which new member stands for which original. */
export async function copyTeam(db: Db, p: { fromProjectId: string; toProjectId: string }): Promise<Map<string, string>> {
  const rows = await listTeam(db, { projectId: p.fromProjectId });
  if (rows.length === 0) return new Map();
  // New ids made here, so each copy is known to stand for its original (an action's owner follows it).
  const copies = rows.map((r) => ({ from: r.id, id: randomUUID(), projectId: p.toProjectId, phase: r.phase, name: r.name, email: r.email, function: r.function, company: r.company, createdAt: r.createdAt }));
  await db.insert(teamMembers).values(copies.map(({ from: _from, ...row }) => row));
  return new Map(copies.map((c) => [c.from, c.id]));
}
