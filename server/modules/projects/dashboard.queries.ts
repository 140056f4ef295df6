import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, type Phase } from '../../db/schema/index.ts';

export type LatestFelIndex = { projectId: string; phase: Phase; felIndex: number | null };

/**
 * The composite FEL Index of the newest report of each phase of several projects, in one statement. The
 * report module owns the snapshot; its top-level `felIndex` is a number (anything else reads as none).
 */
export async function latestFelIndexes(db: Db, projectIds: string[]): Promise<LatestFelIndex[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([reports.projectId, reports.phase], {
      projectId: reports.projectId,
      phase: reports.phase,
      felIndex: sql<string | null>`case when jsonb_typeof(${reports.snapshot}->'felIndex') = 'number' then ${reports.snapshot}->>'felIndex' end`,
    })
    .from(reports)
    .where(inArray(reports.projectId, projectIds))
    .orderBy(reports.projectId, reports.phase, desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({ projectId: r.projectId, phase: r.phase, felIndex: r.felIndex === null ? null : Number(r.felIndex) }));
}
