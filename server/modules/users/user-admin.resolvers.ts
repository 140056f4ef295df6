import { ROLE_LABELS } from '../../../common/roles.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { assignableRoles, createUser, getUser, offersCel, sendUserResetLink, updateUser, userFormOptions } from './user-admin.service.ts';
import { exportUsersCsv, listManagedUsers } from './user-list.service.ts';

export const userAdminResolvers: Resolvers = {
  Query: {
    adminUsers: async (_, args, ctx) => {
      const page = await listManagedUsers(ctx, args);
      return { ...page, nodes: page.nodes.map((row) => row.user) };
    },
    adminUsersCsv: (_, args, ctx) => exportUsersCsv(ctx, args),
    user: async (_, { key }, ctx) => (await getUser(ctx, key)).user,
    userFormOptions: (_, __, ctx) => userFormOptions(ctx),
  },
  Mutation: {
    createUser: (_, { input }, ctx) => payload(async () => ({ user: await createUser(ctx, input), warning: null })),
    updateUser: (_, { input }, ctx) => payload(async () => ({ user: await updateUser(ctx, input), warning: null })),
    sendPasswordResetLink: (_, { input }, ctx) => payload(async () => ({ message: await sendUserResetLink(ctx, input) })),
  },
  Organization: {
    viewerAssignableRoles: (o, _, ctx) => assignableRoles(ctx.viewer, o).map((role) => ({ userType: role, label: ROLE_LABELS[role] })),
    offersCel: (o) => offersCel(o),
  },
};
