import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, reports, type ReviewMarkKind, reviewMarks, type ReviewState, users } from '../../db/schema/index.ts';

// The review's rows: a report's review columns and its marks (one per answer).

export type ReviewMarkRow = typeof reviewMarks.$inferSelect;

/** A report's marks, by question code. */
export function listMarks(db: Db, reportId: string): Promise<ReviewMarkRow[]> {
  return db.select().from(reviewMarks).where(eq(reviewMarks.reportId, reportId)).orderBy(asc(reviewMarks.questionCode));
}

/** Sets one answer's mark (replacing the one it had). */
export async function upsertMark(db: Db, p: { reportId: string; code: string; kind: ReviewMarkKind; level: number | null; by: string; now: Date }): Promise<void> {
  await db
    .insert(reviewMarks)
    .values({ reportId: p.reportId, questionCode: p.code, kind: p.kind, level: p.level, markedBy: p.by, markedAt: p.now })
    .onConflictDoUpdate({ target: [reviewMarks.reportId, reviewMarks.questionCode], set: { kind: p.kind, level: p.level, markedBy: p.by, markedAt: p.now } });
}

/** Clears the marks of the given answers (a counting entry added or revised since they were made). */
export async function clearMarks(db: Db, reportId: string, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.delete(reviewMarks).where(and(eq(reviewMarks.reportId, reportId), inArray(reviewMarks.questionCode, [...codes])));
}

/** Writes a report's review columns. */
export async function updateReview(
  db: Db,
  reportId: string,
  set: Partial<Pick<typeof reports.$inferInsert, 'reviewState' | 'reviewerUserId' | 'submittedAt' | 'signedOffAt' | 'reviewInput' | 'reviewRecord' | 'returnComments' | 'returnedAt' | 'snapshot'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(reports).set(set).where(eq(reports.id, reportId));
}

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
