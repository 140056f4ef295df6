import { z } from 'zod';
import { findPlantNames } from '../organizations/organizations.queries.ts';
import { MSG } from '../../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { loadEditableProject, loadVisibleProject } from './project-access.ts';
import { deleteSite, findSite, insertSite, listSites, type ProjectSiteRow, updateSite } from './sites.queries.ts';

// Project sites: one of the organization's plants (its "Plant Name(s)") plus a location on that plant.

export const PLANT_MESSAGE = 'Choose one of your organization’s plants.';

const plantField = () => str(200).transform((v) => v.trim()).pipe(z.string().min(1, MSG.required));
const locationField = () => str(300).transform((v) => v.trim());

/** The sites of a project the viewer may see. */
export async function getSites(ctx: ServiceCtx, key: unknown): Promise<ProjectSiteRow[]> {
  const { project } = await loadVisibleProject(ctx, key);
  return listSites(ctx.db, project.id);
}

/** The organization's own spelling of one of its plants; BAD_INPUT when it has no such plant. */
async function checkPlant(db: Db, organizationId: string, plantName: string): Promise<string> {
  const plant = (await findPlantNames(db, organizationId)).find((p) => p.toLowerCase() === plantName.toLowerCase());
  if (!plant) throw new AppError('BAD_INPUT', PLANT_MESSAGE, [{ field: 'plantName', message: PLANT_MESSAGE }]);
  return plant;
}

const AddInput = z.object({ key: z.string().max(100), plantName: plantField(), location: locationField().default('') });

/** Adds a site (one of the organization's plants) to a project the viewer may edit. */
export async function addProjectSite(ctx: ServiceCtx, input: unknown): Promise<ProjectSiteRow> {
  const { key, plantName, location } = parseInput(AddInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const plant = await checkPlant(tx, project.organizationId, plantName);
    const row = await insertSite(tx, { projectId: project.id, plantName: plant, location, createdAt: ctx.now() });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.site.add',
      entityType: 'project_site',
      entityId: row.id,
      after: { projectId: project.id, plantName: plant, location },
      ip: ctx.meta.ip,
    });
    return row;
  });
}

const siteId = () => z.string({ error: 'Site not found' }).max(100);

async function findOwnSite(db: Db, projectId: string, id: string): Promise<ProjectSiteRow> {
  const site = isKey(id) ? await findSite(db, { projectId, siteId: id }) : null;
  if (!site) throw notFound('Site not found');
  return site;
}

const EditInput = z.object({ key: z.string().max(100), id: siteId(), plantName: plantField().optional(), location: locationField().optional() });

/** Edits a site of a project the viewer may edit. */
export async function editProjectSite(ctx: ServiceCtx, input: unknown): Promise<ProjectSiteRow> {
  const { key, id, ...changes } = parseInput(EditInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const before = await findOwnSite(tx, project.id, id);
    const plantName = changes.plantName === undefined ? undefined : await checkPlant(tx, project.organizationId, changes.plantName);
    const row = await updateSite(tx, { projectId: project.id, siteId: id, changes: { ...changes, ...(plantName ? { plantName } : {}) } });
    if (!row) throw notFound('Site not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.site.edit',
      entityType: 'project_site',
      entityId: id,
      before: { plantName: before.plantName, location: before.location },
      after: { plantName: row.plantName, location: row.location },
      ip: ctx.meta.ip,
    });
    return row;
  });
}

const RemoveInput = z.object({ key: z.string().max(100), id: siteId() });

/** Removes a site from a project the viewer may edit. */
export async function removeProjectSite(ctx: ServiceCtx, input: unknown): Promise<ProjectSiteRow> {
  const { key, id } = parseInput(RemoveInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const before = await findOwnSite(tx, project.id, id);
    if (!(await deleteSite(tx, { projectId: project.id, siteId: id }))) throw notFound('Site not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.site.remove',
      entityType: 'project_site',
      entityId: id,
      before: { projectId: project.id, plantName: before.plantName, location: before.location },
      ip: ctx.meta.ip,
    });
    return before;
  });
}
