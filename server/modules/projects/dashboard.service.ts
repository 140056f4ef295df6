import { findUsersByIds } from '../users/index.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { areaCountsOf } from '../questionnaire/index.ts';
import { type AreaProgress, progressFromCounts } from '../questionnaire/progress.ts';
import type { UserRow } from '../users/index.ts';
import { latestFelIndexes, type LatestFelIndex } from '../read-models/index.ts';
import { phasesOf } from './phase-scope.ts';
import type { ProjectView } from './projects.queries.ts';
import { getProject, listVisibleProjects } from './projects.service.ts';

const bodyOf = (input: unknown): Record<string, unknown> => (input !== null && typeof input === 'object' ? { ...input } : {});

export type ProjectSummary = { project: ProjectView; owner: UserRow | null; felIndexes: LatestFelIndex[]; progress: AreaProgress[] };

/**
 * The dashboard list with what each row shows (owner, latest FEL Index per phase, progress) for callers
 * without DataLoaders (the legacy list): one statement however long the list is.
 */
export async function listProjectSummaries(ctx: ServiceCtx, input: unknown): Promise<{ summaries: ProjectSummary[]; total: number }> {
  const { rows, total } = await listVisibleProjects.execute(ctx, { ...bodyOf(input), withProgress: true });
  return {
    total,
    summaries: rows.map(({ project, owner, felIndexes, areaCounts }) => ({
      project,
      owner,
      felIndexes,
      progress: progressFromCounts(phasesOf(project), areaCounts ?? [], project.bankVersion),
    })),
  };
}

/** One project the viewer may see, with its owner and latest FEL Index per phase (legacy detail). */
export async function getProjectSummary(ctx: ServiceCtx, key: unknown): Promise<ProjectSummary> {
  const project = await getProject.execute(ctx, { key });
  const [owners, felIndexes, counts] = await Promise.all([
    findUsersByIds(ctx.db, [project.ownerUserId]),
    latestFelIndexes(ctx.db, [project.id]),
    areaCountsOf(ctx.db, [project.id]),
  ]);
  return { project, owner: owners[0] ?? null, felIndexes, progress: progressFromCounts(phasesOf(project), counts, project.bankVersion) };
}
