import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, type ReviewMarkKind, reviewMarks } from '../../db/schema/index.ts';

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
