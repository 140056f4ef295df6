import { adapts } from '../../commands/bindings.ts';
import { ROLE_LABELS, isRole } from '../../../common/roles.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import { loadOrganizationView } from '../organizations/index.ts';
import { countPendingApprovals } from './user-list.service.ts';
import { setUserActive, setUsersActive } from './users.service.ts';
import { currentViewer, updateOwnAccount } from './own-account.service.ts';

export const usersResolvers: Resolvers = {
  Query: {
    viewer: adapts(currentViewer, (_, __, ctx) => (ctx.viewer ? currentViewer.execute(ctx, {}) : null)),
  },
  Mutation: {
    setUserActive: adapts(setUserActive, (_, { input }, ctx) =>
      payload(async () => ({ user: (await setUserActive.execute(ctx, { key: input.key, status: input.active })).row, warning: null })),
    ),
    setUsersActive: adapts(setUsersActive, (_, { input }, ctx) =>
      payload(async () => ({ users: (await setUsersActive.execute(ctx, { keys: input.keys, status: input.active })).map((c) => c.row) })),
    ),
    updateMyAccount: adapts(updateOwnAccount, (_, { input }, ctx) => payload(async () => ({ user: await updateOwnAccount.execute(ctx, input) }))),
  },
  Viewer: {
    user: async (viewer, _, ctx) => (await ctx.loaders.user.load(viewer.userId)) ?? Promise.reject(notFound('User not found')),
    organization: (viewer, _, ctx) => loadOrganizationView(ctx.viewer, ctx.loaders.organization, viewer.organizationId),
    activeOrganization: (viewer, _, ctx) => loadOrganizationView(ctx.viewer, ctx.loaders.organization, viewer.activeOrganizationId),
    permissions: (viewer) => viewer,
    pendingApprovals: (viewer, _, ctx) => countPendingApprovals(ctx, viewer),
  },
  ViewerPermissions: {
    viewerCanManageUsers: (v) => can(v, 'users.screen', null),
    viewerCanSeeAdminScreens: (v) => can(v, 'admin.screens', null),
    viewerCanManageOrganizations: (v) => can(v, 'organization.manage', null),
    viewerCanManageProviderSettings: (v) => can(v, 'provider.manage', null),
    viewerCanSeeProviderMetrics: (v) => can(v, 'provider.read', null),
    viewerCanImpersonate: (v) => can(v, 'impersonation.use', null),
  },
  User: {
    key: (u) => u.id,
    username: (u) => u.email,
    roleLabel: (u) => (isRole(u.userType) ? ROLE_LABELS[u.userType] : 'Unknown'),
    client: (u, _, ctx) => loadOrganizationView(ctx.viewer, ctx.loaders.organization, u.organizationId),
    active: (u) => u.status === 'active',
    created: (u) => u.createdAt,
    clientImpersonation: (u) => u.impersonatedOrganizationId,
  },
};
