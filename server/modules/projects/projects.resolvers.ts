import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { whenKnown } from '../../graphql/batching.ts';
import { payload } from '../../graphql/payload.ts';
import { selects } from '../../graphql/selection.ts';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import { loadOrganizationView } from '../organizations/index.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { duplicateProject } from './duplicate.service.ts';
import { finalizeProject, listOwnerCandidates, setProjectActive, transferProject, unfinalizeProject } from './lifecycle.service.ts';
import { currentPhaseOf, phasesOf } from './phase-scope.ts';
import { canCreateProjectNow, canEditNow, canTransferNow, projectRef } from './project-access.ts';
import { createProject, getProject, listVisibleProjects, renameProject, updateProjectDetails } from './projects.service.ts';
import { COST_RANGES, costRangeOption, PROJECT_TYPES, projectTypeOption, SMALL_PROJECT_WARNING } from '../../../common/screening.ts';
import { addProjectSite, editProjectSite, removeProjectSite } from './sites.service.ts';
import { addTeamMember, editTeamMember, removeTeamMember } from './team.service.ts';

/** A viewerCan… answer: false without a viewer (a Project only exists for a signed-in viewer anyway). */
const viewerCan = (viewer: Viewer | null, test: (v: Viewer) => boolean) => viewer !== null && test(viewer);
/** A team or site payload with the project as it is after the change (the client's cache takes the new lists from it). */
const withProject = async <T extends object>(ctx: GraphQLContext, key: string, result: T) => ({ ...result, project: await getProject(ctx, key) });

export const projectsResolvers: Resolvers = {
  Query: {
    projects: async (_, args, ctx, info) => {
      const input = {
        ...(args.filter ?? {}),
        sort: args.sort ?? undefined,
        descending: args.descending,
        first: args.first ?? undefined,
        offset: args.offset ?? undefined,
        after: args.after,
        before: args.before,
      };
      const { rows, total, startCursor, endCursor } = await listVisibleProjects(ctx, input, { withProgress: selects(info, 'nodes', 'progress') });
      // The page's statement brought each owner, newest FEL Index and (when asked) answer counts: the rows'
      // fields need no more queries.
      for (const r of rows) {
        ctx.loaders.user.prime(r.owner.id, r.owner);
        ctx.loaders.latestFelIndex.prime(r.project.id, r.felIndexes);
        if (r.areaCounts) ctx.loaders.projectAreaCounts.prime(r.project.id, r.areaCounts.map((c) => ({ ...c, projectId: r.project.id })));
      }
      return { total, nodes: rows.map((r) => r.project), startCursor, endCursor };
    },
    project: (_, { key }, ctx) => getProject(ctx, key),
    projectScreening: () => ({ costRanges: [...COST_RANGES], projectTypes: [...PROJECT_TYPES], smallProjectWarning: SMALL_PROJECT_WARNING }),
    ownerCandidates: (_, args, ctx) => listOwnerCandidates(ctx, args),
  },
  Mutation: {
    createProject: (_, { input }, ctx) => payload(() => createProject(ctx, input)),
    renameProject: (_, { input }, ctx) => payload(async () => ({ project: await renameProject(ctx, input) })),
    updateProjectDetails: (_, { input }, ctx) => payload(async () => ({ project: await updateProjectDetails(ctx, input) })),
    finalizeProject: (_, { input }, ctx) => payload(async () => ({ project: await finalizeProject(ctx, input) })),
    unfinalizeProject: (_, { input }, ctx) => payload(async () => ({ project: await unfinalizeProject(ctx, input) })),
    setProjectActive: (_, { input }, ctx) => payload(async () => ({ project: await setProjectActive(ctx, input) })),
    transferProject: (_, { input }, ctx) => payload(async () => ({ project: await transferProject(ctx, input) })),
    duplicateProject: (_, { input }, ctx) => payload(async () => ({ project: await duplicateProject(ctx, input) })),
    addTeamMember: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await addTeamMember(ctx, input) })),
    editTeamMember: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await editTeamMember(ctx, input) })),
    removeTeamMember: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { teamMember: await removeTeamMember(ctx, input) })),
    addProjectSite: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await addProjectSite(ctx, input) })),
    editProjectSite: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await editProjectSite(ctx, input) })),
    removeProjectSite: (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, { site: await removeProjectSite(ctx, input) })),
  },
  ViewerPermissions: {
    viewerCanCreateProject: (v) => canCreateProjectNow(v),
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
    viewerCanEdit: (p, _, ctx) => viewerCan(ctx.viewer, (v) => canEditNow(v, p)),
    viewerCanFinalize: (p, _, ctx) => viewerCan(ctx.viewer, (v) => canEditNow(v, p)),
    viewerCanUnfinalize: (p, _, ctx) => viewerCan(ctx.viewer, (v) => p.isValid && can(v, 'project.unfinalize', projectRef(p))),
    viewerCanChangeActive: (p, _, ctx) => viewerCan(ctx.viewer, (v) => can(v, 'project.edit', projectRef(p))),
    viewerCanTransfer: (p, _, ctx) => viewerCan(ctx.viewer, (v) => canTransferNow(v, p)),
    viewerCanDuplicate: (p, _, ctx) => viewerCan(ctx.viewer, (v) => can(v, 'project.create', { organizationId: p.organizationId })),
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
