import { findUsersByIds } from '../users/users.queries.ts';
import type { Phase } from '../../db/schema/index.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { areaCountsOf, type ProjectAreaCounts } from '../questionnaire/progress.queries.ts';
import { type AreaProgress, progressFromCounts } from '../questionnaire/progress.ts';
import type { UserRow } from '../users/users.queries.ts';
import { latestFelIndexes, type LatestFelIndex } from './dashboard.queries.ts';
import type { ProjectView } from './projects.queries.ts';
import { getProject, listVisibleProjects } from './projects.service.ts';

export type ProjectSummary = { project: ProjectView; owner: UserRow | null; felIndexes: LatestFelIndex[]; progress: AreaProgress[] };

/** The phases a project is assessed in. */
export const phasesOf = (p: Pick<ProjectView, 'fel20'>): Phase[] => (p.fel20 ? ['fel2', 'fel3'] : ['fel3']);

/**
 * The dashboard list with what each row shows (owner, latest FEL Index per phase) for callers without
 * DataLoaders (the legacy list): a fixed number of statements however long the list is.
 */
export async function listProjectSummaries(ctx: ServiceCtx, input: unknown): Promise<{ summaries: ProjectSummary[]; total: number }> {
  const { nodes, total } = await listVisibleProjects(ctx, input);
  const ids = nodes.map((p) => p.id);
  const ownerIds = [...new Set(nodes.map((p) => p.ownerUserId))];
  const [owners, indexes, counts] = await Promise.all([findUsersByIds(ctx.db, ownerIds), latestFelIndexes(ctx.db, ids), areaCountsOf(ctx.db, ids)]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const indexesOf = new Map<string, LatestFelIndex[]>();
  for (const i of indexes) indexesOf.set(i.projectId, [...(indexesOf.get(i.projectId) ?? []), i]);
  const countsOf = new Map<string, ProjectAreaCounts[]>();
  for (const c of counts) countsOf.set(c.projectId, [...(countsOf.get(c.projectId) ?? []), c]);
  return {
    total,
    summaries: nodes.map((project) => ({
      project,
      owner: ownerById.get(project.ownerUserId) ?? null,
      felIndexes: indexesOf.get(project.id) ?? [],
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
