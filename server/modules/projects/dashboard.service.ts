import { findUsersByIds } from '../users/users.queries.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { areaCountsOf, type ProjectAreaCounts } from '../questionnaire/progress.queries.ts';
import { type AreaProgress, progressFromCounts } from '../questionnaire/progress.ts';
import type { UserRow } from '../users/users.queries.ts';
import { latestFelIndexes, type LatestFelIndex } from './dashboard.queries.ts';
import { phasesOf } from './phase-scope.ts';
import type { ProjectView } from './projects.queries.ts';
import { getProject, listVisibleProjects } from './projects.service.ts';

export type ProjectSummary = { project: ProjectView; owner: UserRow | null; felIndexes: LatestFelIndex[]; progress: AreaProgress[] };

/** The phases a project is assessed in. */

/**
 * The dashboard list with what each row shows (owner, latest FEL Index per phase, progress) for callers
 * without DataLoaders (the legacy list): two statements however long the list is.
 */
export async function listProjectSummaries(ctx: ServiceCtx, input: unknown): Promise<{ summaries: ProjectSummary[]; total: number }> {
  const { rows, total } = await listVisibleProjects(ctx, input);
  const counts = await areaCountsOf(
    ctx.db,
    rows.map((r) => r.project.id),
  );
  const countsOf = new Map<string, ProjectAreaCounts[]>();
  for (const c of counts) countsOf.set(c.projectId, [...(countsOf.get(c.projectId) ?? []), c]);
  return {
    total,
    summaries: rows.map(({ project, owner, felIndexes }) => ({
      project,
      owner,
      felIndexes,
      progress: progressFromCounts(phasesOf(project), countsOf.get(project.id) ?? [], project.bankVersion),
    })),
  };
}

/** One project the viewer may see, with its owner and latest FEL Index per phase (legacy detail). */
export async function getProjectSummary(ctx: ServiceCtx, key: unknown): Promise<ProjectSummary> {
  const project = await getProject(ctx, key);
  const [owners, felIndexes, counts] = await Promise.all([
    findUsersByIds(ctx.db, [project.ownerUserId]),
    latestFelIndexes(ctx.db, [project.id]),
    areaCountsOf(ctx.db, [project.id]),
  ]);
  return { project, owner: owners[0] ?? null, felIndexes, progress: progressFromCounts(phasesOf(project), counts, project.bankVersion) };
}
