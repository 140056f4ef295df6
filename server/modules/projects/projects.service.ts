import { isUniqueViolation } from '../../db/errors.ts';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { findOrganization } from '../organizations/index.ts';
import { CreateProjectInput, nameTaken, ProjectDetailsInput, RenameProjectInput } from './project-input.ts';
import { loadEditableProject, loadVisibleProject, visibilityScope, worksOnClient } from './project-access.ts';
import { insertProject, projectNameTaken, updateProject, type ProjectView } from './projects.queries.ts';
import { decodeCursor, defaultDescending, PROJECT_SORTS } from '../read-models/dashboard-order.ts';
import { type DashboardPage, listDashboardProjects } from '../read-models/index.ts';
import { screeningWarning } from '../../../common/screening.ts';

export const PAGE_MAX = 1000;

const ListInput = z
  .object({
    status: z.enum(['active', 'inactive', 'all']).default('active'),
    mine: z.boolean().default(false),
    phase: z.enum(['fel2', 'fel3']).nullish(),
    search: str(200).default(''),
    sort: z.enum(PROJECT_SORTS).default('name'),
    /** Null or absent: the column's own direction (defaultDescending). */
    descending: z.boolean().nullish(),
    first: z.number().int().min(1).max(PAGE_MAX, `At most ${PAGE_MAX} projects per page`).default(50),
    offset: z.number().int().min(0).default(0),
    /** A page cursor (startCursor or endCursor of a page in the same order): the page after or before it. */
    after: z.string().max(2000).nullish(),
    before: z.string().max(2000).nullish(),
    onlyKeys: z.array(z.uuid()).max(PAGE_MAX).optional(),
    /** The client whose list is asked for (legacy path): only the viewer's active organization answers. */
    client: z.string().max(100).optional(),
  })
  .refine((f) => !(f.after && f.before), { message: 'Give either after or before, not both', path: ['before'] });

export const STALE_CURSOR_MESSAGE = 'This page of the list belongs to another order or is out of date: start again from the first page.';

/**
 * The projects the viewer may see in its active organization, filtered and ordered, one page at a time;
 * `withProgress` also reads each one's answer counts per area in the page's statement.
 */
export async function listVisibleProjects(ctx: ServiceCtx, input: unknown, options: { withProgress?: boolean } = {}): Promise<DashboardPage> {
  const viewer = requireViewer(ctx.viewer);
  const f = parseInput(ListInput, input);
  const organizationId = viewer.activeOrganizationId;
  if (f.client !== undefined && f.client !== organizationId) throw notFound('Client not found');
  const order = { sort: f.sort, descending: f.descending ?? defaultDescending(f.sort) };
  const given = f.after ?? f.before;
  const keys = given ? decodeCursor(order, given) : null;
  if (given && !keys) throw new AppError('BAD_INPUT', STALE_CURSOR_MESSAGE, [{ field: f.after ? 'after' : 'before', message: STALE_CURSOR_MESSAGE }]);
  return listDashboardProjects(ctx.db, {
    organizationId,
    viewerId: viewer.userId,
    viewerEmail: viewer.email,
    scope: visibilityScope(viewer, organizationId),
    status: f.status,
    mine: f.mine,
    phase: f.phase ?? null,
    search: f.search,
    order,
    limit: f.first,
    offset: f.offset,
    ...(keys ? { cursor: { keys, before: !f.after } } : {}),
    onlyIds: f.onlyKeys,
    withProgress: options.withProgress ?? false,
  });
}

/** One project the viewer may see; another organization's project is "not found". */
export async function getProject(ctx: ServiceCtx, key: unknown): Promise<ProjectView> {
  return (await loadVisibleProject(ctx, key)).project;
}

/** Creates a project in the viewer's active organization after the screening questions; the viewer owns it. */
export async function createProject(ctx: ServiceCtx, input: unknown): Promise<{ project: ProjectView; warning: string | null }> {
  const viewer = requireViewer(ctx.viewer);
  const data = parseInput(CreateProjectInput, input);
  const organizationId = viewer.activeOrganizationId;
  if (data.client && data.client !== organizationId) throw notFound('Client not found');
  if (!(await findOrganization(ctx.db, organizationId))) throw notFound('Client not found');
  if (!worksOnClient(viewer)) throw new AppError('BAD_INPUT', 'Choose a client organization before creating a project.');
  authorize(viewer, 'project.create', { organizationId });
  const project = await ctx.db.transaction(async (tx) => {
    if (await projectNameTaken(tx, { organizationId, name: data.name })) throw nameTaken();
    const row = await insertProject(tx, {
      organizationId,
      name: data.name,
      description: data.description,
      fel20: data.fel20,
      costRange: data.costRange,
      projectType: data.projectType,
      ownerUserId: viewer.userId,
      createdBy: viewer.userId,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    if (!row) throw nameTaken();
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId,
      action: 'project.create',
      entityType: 'project',
      entityId: row.id,
      after: { name: row.name, fel20: row.fel20, costRange: row.costRange, projectType: row.projectType, description: row.description },
      ip: ctx.meta.ip,
    });
    return row;
  });
  return { project: { ...project, viewerIsTeamMember: false }, warning: screeningWarning(project.costRange) };
}

/** Renames a project (unique in the organization); with `version`, refuses a stale edit. */
export async function renameProject(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const data = parseInput(RenameProjectInput, input);
  return updateDetails(ctx, data.key, data.version, { name: data.name }, 'project.rename');
}

/** Changes a project's description, screening answers and planned gate date; with `version`, refuses a stale edit. */
export async function updateProjectDetails(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key, version, ...changes } = parseInput(ProjectDetailsInput, input);
  return updateDetails(ctx, key, version, changes, 'project.update');
}

export const STALE_PROJECT_MESSAGE = 'Someone else changed this project while you were editing. Reload to see their changes, then try again.';

const DETAIL_FIELDS = ['name', 'description', 'costRange', 'projectType', 'gateDate'] as const;

async function updateDetails(
  ctx: ServiceCtx,
  key: string,
  expectedVersion: number | undefined,
  changes: { name?: string; description?: string; costRange?: string; projectType?: string; gateDate?: string | null },
  action: string,
): Promise<ProjectView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { viewer, project } = await loadEditableProject(ctx, key, tx);
      if (expectedVersion !== undefined && project.version !== expectedVersion) throw new AppError('CONFLICT', STALE_PROJECT_MESSAGE);
      if (changes.name && (await projectNameTaken(tx, { organizationId: project.organizationId, name: changes.name, exceptId: project.id }))) {
        throw nameTaken();
      }
      const row = await updateProject(tx, { organizationId: project.organizationId, projectId: project.id, changes, now: ctx.now() });
      if (!row) throw notFound('Project not found');
      const changed = DETAIL_FIELDS.filter((f) => changes[f] !== undefined);
      const before = Object.fromEntries(changed.map((f) => [f, project[f]]));
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        organizationId: project.organizationId,
        action,
        entityType: 'project',
        entityId: project.id,
        before,
        after: changes,
        ip: ctx.meta.ip,
      });
      return { ...row, viewerIsTeamMember: project.viewerIsTeamMember };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
