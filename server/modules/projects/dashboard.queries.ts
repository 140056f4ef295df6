import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, type Phase } from '../../db/schema/index.ts';

export type LatestFelIndex = { projectId: string; phase: Phase; felIndex: number | null };

/**
 * The composite FEL Index of the newest report of each phase of several projects, in one statement, from
 * the report's `fel_index` column (the snapshot is not unpacked).
 */
export async function latestFelIndexes(db: Db, projectIds: string[]): Promise<LatestFelIndex[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([reports.projectId, reports.phase], {
      projectId: reports.projectId,
      phase: reports.phase,
      felIndex: reports.felIndex,
    })
    .from(reports)
    .where(inArray(reports.projectId, projectIds))
    .orderBy(reports.projectId, reports.phase, desc(reports.createdAt), desc(reports.id));
  return rows;
}
