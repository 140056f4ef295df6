import { isUniqueViolation } from '../../db/errors.ts';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { dateField, parseInput, str, versionField } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import {
  costRangeField,
  descriptionField,
  fel20Field,
  nameTaken,
  projectName,
  projectTypeField,
} from './project-fields.ts';
import { loadEditableProject, loadVisibleProject, visibilityScope, worksOnClient } from './project-access.ts';
import { insertProject, type ListedProject, listProjects, projectNameTaken, updateProject, type ProjectView } from './projects.queries.ts';
import { screeningWarning } from './screening.ts';

export const PAGE_MAX = 1000;

const ListInput = z.object({
  status: z.enum(['active', 'inactive', 'all']).default('active'),
  mine: z.boolean().default(false),
  phase: z.enum(['fel2', 'fel3']).nullish(),
  search: str(200).default(''),
  sort: z.enum(['name', 'updated']).default('name'),
  first: z.number().int().min(1).max(PAGE_MAX, `At most ${PAGE_MAX} projects per page`).default(50),
  offset: z.number().int().min(0).default(0),
  onlyKeys: z.array(z.uuid()).max(PAGE_MAX).optional(),
  /** The client whose list is asked for (legacy path): only the viewer's active organization answers. */
  client: z.string().max(100).optional(),
});

/** The projects the viewer may see in its active organization, filtered, one page at a time. */
export async function listVisibleProjects(ctx: ServiceCtx, input: unknown): Promise<{ rows: ListedProject[]; total: number }> {
  const viewer = requireViewer(ctx.viewer);
  const f = parseInput(ListInput, input);
  const organizationId = viewer.activeOrganizationId;
  if (f.client !== undefined && f.client !== organizationId) throw notFound('Client not found');
  const { rows, total } = await listProjects(ctx.db, {
    organizationId,
    viewerId: viewer.userId,
    viewerEmail: viewer.email,
    scope: visibilityScope(viewer, organizationId),
    status: f.status,
    mine: f.mine,
    phase: f.phase ?? null,
    search: f.search,
    sort: f.sort,
    limit: f.first,
    offset: f.offset,
    onlyIds: f.onlyKeys,
  });
  return { rows, total };
}

/** One project the viewer may see; another organization's project is "not found". */
export async function getProject(ctx: ServiceCtx, key: unknown): Promise<ProjectView> {
  return (await loadVisibleProject(ctx, key)).project;
}

const CreateInput = z.object({
  name: projectName(),
  fel20: fel20Field(),
  // Optional (stored as null): spec §7's legacy create sends only name, fel20 and client; the workspace
  // asks for them later. GraphQL's CreateProjectInput still requires them.
  costRange: costRangeField().nullish().transform((v) => v ?? null),
  projectType: projectTypeField().nullish().transform((v) => v ?? null),
  description: descriptionField().default(''),
  /** The client the project is for: the viewer's active organization (legacy callers send it). */
  client: z.string().max(100).nullish(),
});

/** Creates a project in the viewer's active organization after the screening questions; the viewer owns it. */
export async function createProject(ctx: ServiceCtx, input: unknown): Promise<{ project: ProjectView; warning: string | null }> {
  const viewer = requireViewer(ctx.viewer);
  const data = parseInput(CreateInput, input);
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

const RenameInput = z.object({ key: z.string().max(100), name: projectName(), version: versionField().optional() });

/** Renames a project (unique in the organization); with `version`, refuses a stale edit. */
export async function renameProject(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const data = parseInput(RenameInput, input);
  return updateDetails(ctx, data.key, data.version, { name: data.name }, 'project.rename');
}

const DetailsInput = z.object({
  key: z.string().max(100),
  version: versionField().optional(),
  description: descriptionField().optional(),
  costRange: costRangeField().optional(),
  projectType: projectTypeField().optional(),
  gateDate: dateField().nullable().optional(),
});

/** Changes a project's description, screening answers and planned gate date; with `version`, refuses a stale edit. */
export async function updateProjectDetails(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key, version, ...changes } = parseInput(DetailsInput, input);
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
