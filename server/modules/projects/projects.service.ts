import type { z } from 'zod';
import { projectName } from '../../../common/project-schema.ts';
import { defineCommand, defineQuery, defineSignedInQuery, precondition } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { recordAudit } from '../audit/audit.ts';
import { findOrganization } from '../organizations/index.ts';
import { BANK_VERSION } from '../questionnaire/bank/index.ts';
import { CreateProjectInput, ListProjectsInput, nameRace, nameTaken, ProjectDetailChanges, ProjectDetailsInput, ProjectKeyInput, RenameProjectInput } from './project-input.ts';
import { projectByKey, projectResource, visibilityScope, worksOnClient, writable } from './project-access.ts';
import { insertProject, projectNameTaken, updateProject, type ProjectView } from './projects.queries.ts';
import { decodeCursor, defaultDescending } from '../read-models/dashboard-order.ts';
import { type DashboardPage, listDashboardProjects } from '../read-models/index.ts';
import { screeningWarning } from '../../../common/screening.ts';

export { PAGE_MAX } from './project-input.ts';

export const STALE_CURSOR_MESSAGE = 'This page of the list belongs to another order or is out of date: start again from the first page.';

/**
 * The projects the viewer may see in its active organization, filtered and ordered, one page at a time;
 * `withProgress` also reads each one's answer counts per area in the page's statement. Any signed-in caller
 * may ask: the list holds only what `project.view` lets it see.
 */
export const listVisibleProjects = defineSignedInQuery({
  name: 'project.list',
  input: ListProjectsInput,
  lists: 'project.view',
  run: async (ctx, db, { viewer, input: f }): Promise<DashboardPage> => {
    const organizationId = viewer.activeOrganizationId;
    if (f.client !== undefined && f.client !== organizationId) throw notFound('Client not found');
    const order = { sort: f.sort, descending: f.descending ?? defaultDescending(f.sort) };
    const given = f.after ?? f.before;
    const keys = given ? decodeCursor(order, given) : null;
    if (given && !keys) throw new AppError('BAD_INPUT', STALE_CURSOR_MESSAGE, [{ field: f.after ? 'after' : 'before', message: STALE_CURSOR_MESSAGE }]);
    return listDashboardProjects(db, {
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
      withProgress: f.withProgress,
    });
  },
});

/** One project the viewer may see; another organization's project is "not found". */
export const getProject = defineQuery({
  name: 'project.get',
  input: ProjectKeyInput,
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: async (_ctx, _db, { object }) => object,
});

/** The organization a project is created in: the viewer's active one, and whether it is a client. */
type CreationSite = { organizationId: string; isClient: boolean };

/** Where the viewer would create a project now (its active organization). */
export const creationSiteOf = (viewer: Viewer): CreationSite => ({ organizationId: viewer.activeOrganizationId, isClient: worksOnClient(viewer) });

const onClient = precondition<CreationSite>(
  'onClient',
  (s) => s.isClient,
  () => new AppError('BAD_INPUT', 'Choose a client organization before creating a project.'),
);

/** Creates a project in the viewer's active organization after the screening questions; the viewer owns it. */
export const createProject = defineCommand({
  name: 'project.create',
  input: CreateProjectInput,
  action: 'project.create',
  load: async (_ctx, db, input, viewer): Promise<CreationSite> => {
    const site = creationSiteOf(viewer);
    if (input.client && input.client !== site.organizationId) throw notFound('Client not found');
    if (!(await findOrganization(db, site.organizationId))) throw notFound('Client not found');
    return site;
  },
  resource: (site) => ({ organizationId: site.organizationId }),
  preconditions: [onClient],
  run: async (ctx, tx, { viewer, object: { organizationId }, input: data }): Promise<{ project: ProjectView; warning: string | null }> => {
    if (await projectNameTaken(tx, { organizationId, name: data.name })) throw nameTaken();
    const row = await insertProject(tx, {
      organizationId,
      name: data.name,
      description: data.description,
      fel20: data.fel20,
      costRange: data.costRange,
      projectType: data.projectType,
      bankVersion: BANK_VERSION,
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
    return { project: { ...row, viewerIsTeamMember: false }, warning: screeningWarning(row.costRange) };
  },
});

export const STALE_PROJECT_MESSAGE = 'Someone else changed this project while you were editing. Reload to see their changes, then try again.';

/** What a details edit or a rename may change: the schema's fields, so the list is kept once (project-input.ts). */
const DetailChanges = ProjectDetailChanges.extend({ name: projectName().optional() });
type DetailChanges = z.output<typeof DetailChanges>;
const DETAIL_FIELDS = DetailChanges.keyof().options;

async function updateDetails(ctx: ServiceCtx, tx: Db, c: { viewer: Viewer; project: ProjectView; version: number | undefined; changes: DetailChanges; action: string }): Promise<ProjectView> {
  const { viewer, project, changes } = c;
  if (c.version !== undefined && project.version !== c.version) throw new AppError('CONFLICT', STALE_PROJECT_MESSAGE);
  if (changes.name && (await projectNameTaken(tx, { organizationId: project.organizationId, name: changes.name, exceptId: project.id }))) throw nameTaken();
  const row = await updateProject(tx, { organizationId: project.organizationId, projectId: project.id, changes, now: ctx.now() });
  if (!row) throw notFound('Project not found');
  const changed = DETAIL_FIELDS.filter((field) => changes[field] !== undefined);
  await recordAudit(tx, {
    actorUserId: viewer.userId,
    organizationId: project.organizationId,
    action: c.action,
    entityType: 'project',
    entityId: project.id,
    before: Object.fromEntries(changed.map((field) => [field, project[field]])),
    after: Object.fromEntries(changed.map((field) => [field, changes[field]])),
    ip: ctx.meta.ip,
  });
  return { ...row, viewerIsTeamMember: project.viewerIsTeamMember };
}

/** Renames a project (unique in the organization); with `version`, refuses a stale edit. */
export const renameProject = defineCommand({
  name: 'project.rename',
  input: RenameProjectInput,
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
  run: (ctx, tx, { viewer, object: project, input }) =>
    nameRace(() => updateDetails(ctx, tx, { viewer, project, version: input.version, changes: { name: input.name }, action: 'project.rename' })),
});

/** Changes a project's description, screening answers and planned gate date; with `version`, refuses a stale edit. */
export const updateProjectDetails = defineCommand({
  name: 'project.update',
  input: ProjectDetailsInput,
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
  run: (ctx, tx, { viewer, object: project, input: { key: _key, version, ...changes } }) =>
    updateDetails(ctx, tx, { viewer, project, version, changes, action: 'project.update' }),
});
