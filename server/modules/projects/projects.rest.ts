import type { FastifyInstance } from 'fastify';
import { PHASES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { bodyFields, legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getProjectSummary, listProjectSummaries } from './dashboard.service.ts';
import { duplicateProject } from './duplicate.service.ts';
import { markFel3Complete, reopenFel3, setFel3Status } from '../questionnaire/fel3-status.service.ts';
import { deactivateProject, finalizeProject, restoreProject, setProjectActive, transferProject, unfinalizeProject } from './lifecycle.service.ts';
import { PAGE_MAX, createProject, getProject, listVisibleProjects, renameProject, updateProjectDetails } from './projects.service.ts';
import { toLegacyProject, toLegacySite, toLegacyTeamMember } from './projects.legacy.ts';
import { addProjectSite, editProjectSite, getSites, removeProjectSite } from './sites.service.ts';
import { addTeamMember, editTeamMember, getTeam, removeTeamMember } from './team.service.ts';

// Legacy Projects paths of spec §7 with the vocabulary of ARCHITECTURE.md ({segment} fel2|fel3,
// {item} team|site-info here; the answer items live in the questionnaire module).


const UNFINALIZE_HINT = 'To unfinalize a project, use /projectdetails/edit/unfinalize/.';

const flag = (value: string | undefined) => (value === undefined ? undefined : value === 'true' || value === '1');

/** Projects, team and sites paths. */
export function registerProjectRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/projects/:clientKey', listVisibleProjects, async (ctx, req) => {
    const { summaries, total } = await listProjectSummaries(ctx, {
      client: req.params.clientKey ?? '',
      status: req.query.status,
      mine: flag(req.query.mine),
      phase: req.query.phase,
      search: req.query.search,
      first: PAGE_MAX,
    });
    return { total, projects: summaries.map((s) => toLegacyProject(s.project, s)) };
  });

  legacyRoute(app, deps, 'POST', '/api/project/all/', listVisibleProjects, async (ctx, req) => {
    const body: { selectedKeys?: unknown } = bodyFields(req.body);
    const selected = body.selectedKeys;
    const { summaries } = await listProjectSummaries(ctx, {
      status: 'all',
      first: PAGE_MAX,
      ...(Array.isArray(selected) && selected.length > 0 ? { onlyKeys: selected } : {}),
    });
    return { projects: summaries.map((s) => toLegacyProject(s.project, s)) };
  });

  legacyRoute(app, deps, 'POST', '/api/project/create/', createProject, async (ctx, req) => {
    const { project, warning } = await createProject.execute(ctx, req.body);
    return { key: project.id, project: toLegacyProject(project), warning };
  });

  legacyRoute(app, deps, 'GET', '/api/project/:key', getProject, async (ctx, req) => {
    const summary = await getProjectSummary(ctx, req.params.key);
    return { project: toLegacyProject(summary.project, summary) };
  });

  legacyRoute(app, deps, 'POST', '/api/project/:key/edit/', [deactivateProject, restoreProject], async (ctx, req) => ({
    project: toLegacyProject(await setProjectActive(ctx, { ...bodyFields(req.body), key: req.params.key })),
  }));

  // One path for three things (spec §7): finalize (isValid true), FEL 3 status, or the details themselves.
  legacyRoute(app, deps, 'POST', '/api/project/:key/projectdetails/edit/', [finalizeProject, markFel3Complete, reopenFel3, updateProjectDetails], async (ctx, req) => {
    const body: { isValid?: unknown; statusfel3?: unknown } = bodyFields(req.body);
    const key = req.params.key;
    if (body.isValid !== undefined) {
      if (body.isValid !== true) throw new AppError('BAD_INPUT', UNFINALIZE_HINT, [{ field: 'isValid', message: UNFINALIZE_HINT }]);
      return { project: toLegacyProject(await finalizeProject.execute(ctx, { key })) };
    }
    if (body.statusfel3 !== undefined) return { project: toLegacyProject(await setFel3Status(ctx, { key, statusfel3: body.statusfel3 })) };
    return { project: toLegacyProject(await updateProjectDetails.execute(ctx, { ...body, key })) };
  });

  legacyRoute(app, deps, 'POST', '/api/project/:key/projectdetails/edit/unfinalize/', unfinalizeProject, async (ctx, req) => ({
    project: toLegacyProject(await unfinalizeProject.execute(ctx, { key: req.params.key })),
  }));

  legacyRoute(app, deps, 'POST', '/api/project/:key/change/', renameProject, async (ctx, req) => ({
    project: toLegacyProject(await renameProject.execute(ctx, { ...bodyFields(req.body), key: req.params.key })),
  }));

  legacyRoute(app, deps, 'POST', '/api/project/:key/transfer/', transferProject, async (ctx, req) => ({
    project: toLegacyProject(await transferProject.execute(ctx, { ...bodyFields(req.body), key: req.params.key })),
  }));

  legacyRoute(app, deps, 'POST', '/api/project/:key/duplicate/', duplicateProject, async (ctx, req) => {
    const project = await duplicateProject.execute(ctx, { ...bodyFields(req.body), key: req.params.key });
    return { key: project.id, project: toLegacyProject(project) };
  });

  legacyRoute(app, deps, 'GET', '/api/project/:key/projectteam', getTeam, async (ctx, req) => ({
    team: (await getTeam.execute(ctx, { key: req.params.key, phase: null })).map(toLegacyTeamMember),
  }));

  legacyRoute(app, deps, 'GET', '/api/project/:key/sites/', getSites, async (ctx, req) => ({ sites: (await getSites.execute(ctx, { key: req.params.key })).map(toLegacySite) }));

  for (const phase of PHASES) {
    legacyRoute(app, deps, 'GET', `/api/project/:key/${phase}team`, getTeam, async (ctx, req) => ({
      team: (await getTeam.execute(ctx, { key: req.params.key, phase })).map(toLegacyTeamMember),
    }));
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}team/edit/`, addTeamMember, async (ctx, req) => {
      const member = await addTeamMember.execute(ctx, { ...bodyFields(req.body), key: req.params.key, phase });
      return { key: member.id, teamMember: toLegacyTeamMember(member) };
    });
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}team/:id/edit/`, editTeamMember, async (ctx, req) => ({
      teamMember: toLegacyTeamMember(await editTeamMember.execute(ctx, { ...bodyFields(req.body), key: req.params.key, id: req.params.id, phase })),
    }));
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}team/:id/delete/`, removeTeamMember, async (ctx, req) => ({
      teamMember: toLegacyTeamMember(await removeTeamMember.execute(ctx, { key: req.params.key, id: req.params.id, phase })),
    }));
    // Sites are the project's, not a phase's: either segment addresses the same list.
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}site-info/edit/`, addProjectSite, async (ctx, req) => {
      const site = await addProjectSite.execute(ctx, { ...bodyFields(req.body), key: req.params.key });
      return { key: site.id, site: toLegacySite(site) };
    });
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}site-info/:id/edit/`, editProjectSite, async (ctx, req) => ({
      site: toLegacySite(await editProjectSite.execute(ctx, { ...bodyFields(req.body), key: req.params.key, id: req.params.id })),
    }));
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}site-info/:id/delete/`, removeProjectSite, async (ctx, req) => ({
      site: toLegacySite(await removeProjectSite.execute(ctx, { key: req.params.key, id: req.params.id })),
    }));
  }
}
