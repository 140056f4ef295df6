import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, reports, type ReviewState, users } from '../../db/schema/index.ts';

// The independent review's reads across modules: the reviews waiting for a person (reports, their projects
// and preparers), and a report's project whoever asks (the review's load decides who may go on).

export type WaitingReview = { key: string; projectName: string; phase: 'fel2' | 'fel3'; submittedAt: Date | null; preparedBy: string | null; state: ReviewState };

/** The reports submitted to a reviewer and not yet signed off or returned, oldest submission first. */
export async function listWaitingReviews(db: Db, reviewerUserId: string, limit = 100): Promise<{ total: number; nodes: WaitingReview[] }> {
  const where = and(eq(reports.reviewerUserId, reviewerUserId), eq(reports.reviewState, 'submitted'));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where);
  const rows = await db
    .select({ key: reports.id, projectName: projects.name, phase: reports.phase, submittedAt: reports.submittedAt, preparedBy: users.name, state: reports.reviewState })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(where)
    .orderBy(asc(reports.submittedAt), desc(reports.id))
    .limit(limit);
  return { total: count?.n ?? 0, nodes: rows };
}

/** A report's project row, whoever asks (the review's load decides who may go on). */
export async function findProjectOfReport(db: Db, projectId: string): Promise<typeof projects.$inferSelect | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
}
