import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gapActions, type Phase } from '../../db/schema/index.ts';

export type GapActionRow = typeof gapActions.$inferSelect;
/** What an action says: what, whose, by when, done. */
export type GapActionFields = Pick<GapActionRow, 'text' | 'ownerUserId' | 'ownerMemberId' | 'ownerText' | 'due' | 'done'>;

/** The actions of a project's phase (every question), or of one question, oldest first. */
export async function listGapActions(db: Db, p: { projectId: string; phase?: Phase; code?: string }): Promise<GapActionRow[]> {
  return db
    .select()
    .from(gapActions)
    .where(and(eq(gapActions.projectId, p.projectId), p.phase ? eq(gapActions.phase, p.phase) : undefined, p.code ? eq(gapActions.questionCode, p.code) : undefined))
    .orderBy(asc(gapActions.createdAt), asc(gapActions.id));
}

/** The actions of several projects (the portfolio's actions across projects). */
export async function listGapActionsOfProjects(db: Db, projectIds: readonly string[]): Promise<GapActionRow[]> {
  if (projectIds.length === 0) return [];
  return db.select().from(gapActions).where(inArray(gapActions.projectId, [...projectIds])).orderBy(asc(gapActions.due), asc(gapActions.id));
}

/** One action of a project, or null. */
export async function findGapAction(db: Db, p: { projectId: string; id: string }): Promise<GapActionRow | null> {
  const [row] = await db.select().from(gapActions).where(and(eq(gapActions.projectId, p.projectId), eq(gapActions.id, p.id)));
  return row ?? null;
}

/** Adds an action to a question's gap. */
export async function insertGapAction(db: Db, p: { projectId: string; phase: Phase; code: string; fields: GapActionFields; by: string | null; now: Date }): Promise<GapActionRow> {
  const [row] = await db
    .insert(gapActions)
    .values({ projectId: p.projectId, phase: p.phase, questionCode: p.code, ...p.fields, createdBy: p.by, createdAt: p.now, updatedAt: p.now })
    .returning();
  if (!row) throw new Error('action not stored');
  return row;
}

/** Changes an action and bumps its version; with `expectedVersion`, null when someone changed it first. */
export async function updateGapAction(db: Db, p: { projectId: string; id: string; fields: Partial<GapActionFields>; now: Date; expectedVersion?: number }): Promise<GapActionRow | null> {
  const [row] = await db
    .update(gapActions)
    .set({ ...p.fields, version: sql`${gapActions.version} + 1`, updatedAt: p.now })
    .where(and(eq(gapActions.id, p.id), eq(gapActions.projectId, p.projectId), p.expectedVersion === undefined ? undefined : eq(gapActions.version, p.expectedVersion)))
    .returning();
  return row ?? null;
}

/** Removes an action. */
export async function deleteGapAction(db: Db, p: { projectId: string; id: string }): Promise<GapActionRow | null> {
  const [row] = await db.delete(gapActions).where(and(eq(gapActions.id, p.id), eq(gapActions.projectId, p.projectId))).returning();
  return row ?? null;
}

/** Copies a project's actions of some phases to another project (duplicate); owners who are team members follow `memberMap`. */
export async function copyGapActions(db: Db, p: { fromProjectId: string; toProjectId: string; phases: readonly Phase[]; memberMap: ReadonlyMap<string, string>; by: string; now: Date }): Promise<number> {
  const rows = (await listGapActions(db, { projectId: p.fromProjectId })).filter((r) => p.phases.includes(r.phase));
  if (rows.length === 0) return 0;
  await db.insert(gapActions).values(
    rows.map(({ id: _id, projectId: _p, version: _v, ownerMemberId, ...r }) => ({
      ...r,
      projectId: p.toProjectId,
      ownerMemberId: ownerMemberId ? (p.memberMap.get(ownerMemberId) ?? null) : null,
      createdBy: p.by,
      createdAt: p.now,
      updatedAt: p.now,
    })),
  );
  return rows.length;
}
