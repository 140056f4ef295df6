import { findPlantNames } from '../organizations/index.ts';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { isKey } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { projectByKey, projectResource, writable } from './project-access.ts';
import { AddSiteInput, EditSiteInput, ProjectKeyInput, RemoveSiteInput } from './project-input.ts';
import { countSites, deleteSite, findSite, insertSite, listSites, type ProjectSiteRow, updateSite } from './sites.queries.ts';

// Project sites: one of the organization's plants (its "Plant Name(s)") plus a location on that plant.

export const PLANT_MESSAGE = 'Choose one of your organization’s plants.';

/** The sites of a project the viewer may see. */
export const getSites = defineQuery({
  name: 'project.sites',
  input: ProjectKeyInput,
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (_ctx, db, { object: project }): Promise<ProjectSiteRow[]> => listSites(db, project.id),
});

/** A change of the sites: a project the viewer may edit, neither finalized nor deactivated. */
const siteChange = {
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
} as const;

/** The organization's own spelling of one of its plants; BAD_INPUT when it has no such plant. */
async function checkPlant(db: Db, organizationId: string, plantName: string): Promise<string> {
  const plant = (await findPlantNames(db, organizationId)).find((p) => p.toLowerCase() === plantName.toLowerCase());
  if (!plant) throw new AppError('BAD_INPUT', PLANT_MESSAGE, [{ field: 'plantName', message: PLANT_MESSAGE }]);
  return plant;
}

/** A project holds at most this many sites, so its sites list is bounded without paging (issue 24). */
export const MAX_SITES = 100;
export const SITES_FULL = `A project may have at most ${MAX_SITES} sites. Remove one before adding another.`;

/** Adds a site (one of the organization's plants) to a project the viewer may edit. */
export const addProjectSite = defineCommand({
  name: 'project.site.add',
  input: AddSiteInput,
  ...siteChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, plantName, location } }): Promise<ProjectSiteRow> => {
    const plant = await checkPlant(tx, project.organizationId, plantName);
    // The project row is locked for update: two adds cannot both pass the count.
    if ((await countSites(tx, project.id)) >= MAX_SITES) throw new AppError('CONFLICT', SITES_FULL);
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
  },
});

async function findOwnSite(db: Db, projectId: string, id: string): Promise<ProjectSiteRow> {
  const site = isKey(id) ? await findSite(db, { projectId, siteId: id }) : null;
  if (!site) throw notFound('Site not found');
  return site;
}

/** Edits a site of a project the viewer may edit. */
export const editProjectSite = defineCommand({
  name: 'project.site.edit',
  input: EditSiteInput,
  ...siteChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, id, ...changes } }): Promise<ProjectSiteRow> => {
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
  },
});

/** Removes a site from a project the viewer may edit. */
export const removeProjectSite = defineCommand({
  name: 'project.site.remove',
  input: RemoveSiteInput,
  ...siteChange,
  run: async (ctx, tx, { viewer, object: project, input: { id } }): Promise<ProjectSiteRow> => {
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
  },
});
