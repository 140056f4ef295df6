import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { UserRow } from '../users/users.queries.ts';
import { latestFelIndexes, type LatestFelIndex } from './dashboard.queries.ts';
import type { ProjectView } from './projects.queries.ts';
import { getProject, listVisibleProjects } from './projects.service.ts';

export type ProjectSummary = { project: ProjectView; owner: UserRow | null; felIndexes: LatestFelIndex[] };

/**
 * The dashboard list with what each row shows (owner, latest FEL Index per phase) for callers without
 * DataLoaders (the legacy list): a fixed number of statements however long the list is.
 */
export async function listProjectSummaries(ctx: ServiceCtx, input: unknown): Promise<{ summaries: ProjectSummary[]; total: number }> {
  const { nodes, total } = await listVisibleProjects(ctx, input);
  const ids = nodes.map((p) => p.id);
  const ownerIds = [...new Set(nodes.map((p) => p.ownerUserId))];
  const [owners, indexes] = await Promise.all([
    ownerIds.length > 0 ? ctx.db.select().from(users).where(inArray(users.id, ownerIds)) : Promise.resolve([]),
    latestFelIndexes(ctx.db, ids),
  ]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const indexesOf = new Map<string, LatestFelIndex[]>();
  for (const i of indexes) indexesOf.set(i.projectId, [...(indexesOf.get(i.projectId) ?? []), i]);
  return {
    total,
    summaries: nodes.map((project) => ({
      project,
      owner: ownerById.get(project.ownerUserId) ?? null,
      felIndexes: indexesOf.get(project.id) ?? [],
    })),
  };
}

/** One project the viewer may see, with its owner and latest FEL Index per phase (legacy detail). */
export async function getProjectSummary(ctx: ServiceCtx, key: unknown): Promise<ProjectSummary> {
  const project = await getProject(ctx, key);
  const [owners, felIndexes] = await Promise.all([
    ctx.db.select().from(users).where(inArray(users.id, [project.ownerUserId])),
    latestFelIndexes(ctx.db, [project.id]),
  ]);
  return { project, owner: owners[0] ?? null, felIndexes };
}
