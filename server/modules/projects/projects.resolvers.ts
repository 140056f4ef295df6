import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { whenKnown } from '../../graphql/batching.ts';
import { payload } from '../../graphql/payload.ts';
import { selects } from '../../graphql/selection.ts';
import { adapts } from '../../commands/bindings.ts';
import { notFound } from '../../errors.ts';
import { loadOrganizationView } from '../organizations/index.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { duplicateProject } from './duplicate.service.ts';
import { deactivateProject, finalizeProject, listOwnerCandidates, restoreProject, setProjectActive, transferProject, unfinalizeProject } from './lifecycle.service.ts';
import { currentPhaseOf, phasesOf } from './phase-scope.ts';
import { createProject, creationSiteOf, getProject, listVisibleProjects, renameProject, updateProjectDetails } from './projects.service.ts';
import { costRangeOption, projectTypeOption } from '../../../common/screening.ts';
import { projectScreening } from './screening.service.ts';
import { addProjectSite, editProjectSite, removeProjectSite } from './sites.service.ts';
import { addTeamMember, editTeamMember, removeTeamMember } from './team.service.ts';

/** A viewerCan… answer: false without a viewer (a Project only exists for a signed-in viewer anyway). */
const viewerCan = (viewer: Viewer | null, test: (v: Viewer) => boolean) => viewer !== null && test(viewer);
/** A team or site payload with the project as it is after the change (the client's cache takes the new lists from it). */
const withProject = async <T extends object>(ctx: GraphQLContext, key: string, result: T) => ({ ...result, project: await getProject.execute(ctx, { key }) });

export const projectsResolvers: Resolvers = {
  Query: {
    projects: adapts(listVisibleProjects, async (_, args, ctx, info) => {
      const input = {
        ...(args.filter ?? {}),
        sort: args.sort ?? undefined,
        descending: args.descending,
        first: args.first ?? undefined,
        offset: args.offset ?? undefined,
        after: args.after,
        before: args.before,
        withProgress: selects(info, 'nodes', 'progress'),
      };
      const { rows, total, startCursor, endCursor } = await listVisibleProjects.execute(ctx, input);
      // The page's statement brought each owner, newest FEL Index and (when asked) answer counts: the rows'
      // fields need no more queries.
      for (const r of rows) {
        ctx.loaders.user.prime(r.owner.id, r.owner);
        ctx.loaders.latestFelIndex.prime(r.project.id, r.felIndexes);
        if (r.areaCounts) ctx.loaders.projectAreaCounts.prime(r.project.id, r.areaCounts.map((c) => ({ ...c, projectId: r.project.id })));
      }
      return { total, nodes: rows.map((r) => r.project), startCursor, endCursor };
    }),
    project: adapts(getProject, (_, { key }, ctx) => getProject.execute(ctx, { key })),
    projectScreening: adapts(projectScreening, (_, _args, ctx) => projectScreening.execute(ctx, {})),
    ownerCandidates: adapts(listOwnerCandidates, (_, args, ctx) => listOwnerCandidates.execute(ctx, args)),
  },
  Mutation: {
    createProject: adapts(createProject, (_, { input }, ctx) => payload(() => createProject.execute(ctx, input))),
    renameProject: adapts(renameProject, (_, { input }, ctx) => payload(async () => ({ project: await renameProject.execute(ctx, input) }))),
    updateProjectDetails: adapts(updateProjectDetails, (_, { input }, ctx) => payload(async () => ({ project: await updateProjectDetails.execute(ctx, input) }))),
    finalizeProject: adapts(finalizeProject, (_, { input }, ctx) => payload(async () => ({ project: await finalizeProject.execute(ctx, input) }))),
    unfinalizeProject: adapts(unfinalizeProject, (_, { input }, ctx) => payload(async () => ({ project: await unfinalizeProject.execute(ctx, input) }))),
    setProjectActive: adapts([deactivateProject, restoreProject], (_, { input }, ctx) => payload(async () => ({ project: await setProjectActive(ctx, input) }))),
    transferProject: adapts(transferProject, (_, { input }, ctx) => payload(async () => ({ project: await transferProject.execute(ctx, input) }))),
    duplicateProject: adapts(duplicateProject, (_, { input }, ctx) => payload(async () => ({ project: await duplicateProject.execute(ctx, input) }))),
    addTeamMember: adapts(addTeamMember, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await addTeamMember.execute(ctx, input) }))),
    editTeamMember: adapts(editTeamMember, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await editTeamMember.execute(ctx, input) }))),
    removeTeamMember: adapts(removeTeamMember, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await removeTeamMember.execute(ctx, input) }))),
    addProjectSite: adapts(addProjectSite, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await addProjectSite.execute(ctx, input) }))),
    editProjectSite: adapts(editProjectSite, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await editProjectSite.execute(ctx, input) }))),
    removeProjectSite: adapts(removeProjectSite, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await removeProjectSite.execute(ctx, input) }))),
  },
  ViewerPermissions: {
    viewerCanCreateProject: (v) => createProject.can(v, creationSiteOf(v)),
  },
  Project: {
    key: (p) => p.id,
    costRangeLabel: (p) => costRangeOption(p.costRange)?.label ?? null,
    projectTypeLabel: (p) => projectTypeOption(p.projectType)?.label ?? null,
    outsideSmallProjectRange: (p) => costRangeOption(p.costRange)?.outsideSmallProjectRange ?? false,
    client: (p, _, ctx) => loadOrganizationView(ctx.viewer, ctx.loaders.organization, p.organizationId),
    owner: (p, _, ctx) =>
      whenKnown(ctx.loaders.user.get(p.ownerUserId), (owner) => {
        if (!owner) throw notFound('User not found');
        return owner;
      }),
    phases: (p) => phasesOf(p),
    currentPhase: (p) => currentPhaseOf(p),
    latestFelIndex: (p, { phase }, ctx) => whenKnown(ctx.loaders.latestFelIndex.get(p.id), (rows) => rows.find((r) => r.phase === phase)?.felIndex ?? null),
    team: async (p, { phase }, ctx) => (await ctx.loaders.projectTeam.load(p.id)).filter((m) => !phase || m.phase === phase),
    sites: (p, _, ctx) => ctx.loaders.projectSites.load(p.id),
    viewerCanEdit: (p, _, ctx) => viewerCan(ctx.viewer, (v) => updateProjectDetails.can(v, p)),
    viewerCanFinalize: (p, _, ctx) => viewerCan(ctx.viewer, (v) => finalizeProject.can(v, p)),
    viewerCanUnfinalize: (p, _, ctx) => viewerCan(ctx.viewer, (v) => unfinalizeProject.can(v, p)),
    viewerCanChangeActive: (p, _, ctx) => viewerCan(ctx.viewer, (v) => (p.isActive ? deactivateProject : restoreProject).can(v, p)),
    viewerCanTransfer: (p, _, ctx) => viewerCan(ctx.viewer, (v) => transferProject.can(v, p)),
    viewerCanDuplicate: (p, _, ctx) => viewerCan(ctx.viewer, (v) => duplicateProject.can(v, p)),
  },
  ProjectUser: {
    key: (u) => u.id,
    username: (u) => u.email,
  },
  TeamMember: {
    key: (m) => m.id,
  },
  ProjectSite: {
    key: (s) => s.id,
  },
};
