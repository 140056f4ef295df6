import { adapts } from '../../commands/bindings.ts';
import { ROLE_LABELS } from '../../../common/roles.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { assignableRoles, createUser, getUser, offersCel, sendUserResetLink, updateUser, userFormOptions } from './user-admin.service.ts';
import { exportUsersCsv, listManagedUsers } from './user-list.service.ts';

export const userAdminResolvers: Resolvers = {
  Query: {
    adminUsers: adapts(listManagedUsers, async (_, args, ctx) => {
      const page = await listManagedUsers.execute(ctx, args);
      return { ...page, nodes: page.nodes.map((row) => row.user) };
    }),
    adminUsersCsv: adapts(exportUsersCsv, (_, args, ctx) => exportUsersCsv.execute(ctx, args)),
    user: adapts(getUser, async (_, { key }, ctx) => (await getUser.execute(ctx, { key })).user),
    userFormOptions: adapts(userFormOptions, (_, __, ctx) => userFormOptions.execute(ctx, {})),
  },
  Mutation: {
    createUser: adapts(createUser, (_, { input }, ctx) => payload(async () => ({ user: await createUser.execute(ctx, input), warning: null }))),
    updateUser: adapts(updateUser, (_, { input }, ctx) => payload(async () => ({ user: (await updateUser.execute(ctx, input)).row, warning: null }))),
    sendPasswordResetLink: adapts(sendUserResetLink, (_, { input }, ctx) => payload(async () => ({ message: await sendUserResetLink.execute(ctx, input) }))),
  },
  UserFormOptions: {
    organizations: (o) => o.organizations(),
    organizationChoices: (o, args) => o.organizationChoices(args),
  },
  Organization: {
    viewerAssignableRoles: (o, _, ctx) => assignableRoles(ctx.viewer, o).map((role) => ({ userType: role, label: ROLE_LABELS[role] })),
    offersCel: (o) => offersCel(o),
  },
};
