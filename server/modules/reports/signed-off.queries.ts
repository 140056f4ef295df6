import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { Phase } from '../questionnaire/bank/index.ts';

// Signed-off reports (method 3's independent review, DOMAIN.md §3a): the only reports a gate decision may
// rest on. Read by the outcomes module through this module's door.

/** A signed-off report as a gate decision names it. */
export type SignedOffReport = { id: string; projectId: string; phase: Phase; method: number; felIndex: number; signedOffAt: Date | null; createdAt: Date };

const COLUMNS = {
  id: reports.id,
  projectId: reports.projectId,
  phase: reports.phase,
  method: reports.method,
  felIndex: reports.felIndex,
  signedOffAt: reports.signedOffAt,
  createdAt: reports.createdAt,
};

/** A project's signed-off reports, newest first. */
export function listSignedOffReports(db: Db, projectId: string): Promise<SignedOffReport[]> {
  return db
    .select(COLUMNS)
    .from(reports)
    .where(and(eq(reports.projectId, projectId), eq(reports.reviewState, 'signed_off')))
    .orderBy(desc(reports.signedOffAt), desc(reports.createdAt), desc(reports.id));
}

/** One signed-off report of a project, with its frozen snapshot; null when it is not one. */
export async function findSignedOffReport(db: Db, p: { projectId: string; reportId: string }): Promise<(SignedOffReport & { snapshot: unknown }) | null> {
  const [row] = await db
    .select({ ...COLUMNS, snapshot: reports.snapshot })
    .from(reports)
    .where(and(eq(reports.id, p.reportId), eq(reports.projectId, p.projectId), eq(reports.reviewState, 'signed_off')));
  return row ?? null;
}
