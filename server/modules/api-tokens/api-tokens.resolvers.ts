import { adapts } from '../../commands/bindings.ts';
import type { ApiTokenScope as GqlScope, Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import type { ApiTokenScope } from '../../db/schema/index.ts';
import { can } from '../../policies/authorize.ts';
import { createApiToken, listOrganizationApiTokens, principalName, revokeApiToken, rotateApiToken } from './api-tokens.service.ts';

const GQL_SCOPES = { read: 'read', 'read-write': 'readWrite', scim: 'scim' } as const satisfies Record<ApiTokenScope, GqlScope>;
const fromGql = (scope: GqlScope): ApiTokenScope => (scope === 'readWrite' ? 'read-write' : scope);
const toGql = (scope: ApiTokenScope): GqlScope => GQL_SCOPES[scope];

export const apiTokensResolvers: Resolvers = {
  Query: {
    apiTokens: adapts(listOrganizationApiTokens, (_, args, ctx) => listOrganizationApiTokens.execute(ctx, args)),
  },
  Mutation: {
    createApiToken: adapts(createApiToken, (_, { input }, ctx) => payload(() => createApiToken.execute(ctx, { ...input, scope: fromGql(input.scope) }))),
    revokeApiToken: adapts(revokeApiToken, (_, { input }, ctx) => payload(async () => ({ token: await revokeApiToken.execute(ctx, input) }))),
    rotateApiToken: adapts(rotateApiToken, (_, { input }, ctx) => payload(() => rotateApiToken.execute(ctx, input))),
  },
  ApiToken: {
    key: (t) => t.id,
    scope: (t) => toGql(t.scope),
    principalName: (t) => principalName(t.name),
    createdBy: (t) => t.createdByName,
    active: (t, _, ctx) => t.revokedAt === null && (t.expiresAt === null || t.expiresAt > ctx.now()),
  },
  ViewerPermissions: {
    // The provider's own organization cannot have tokens: an Admin sees the section once it works on a client.
    viewerCanManageApiTokens: (v) =>
      !(v.isProviderOrg && v.activeOrganizationId === v.organizationId) && can(v, 'apiTokens.manage', { organizationId: v.activeOrganizationId }),
    // The explorer is for integrators' people; it is a setting, not a permission of the table (any signed-in viewer).
    viewerCanUseGraphQLExplorer: (_v, _, ctx) => ctx.config.graphqlExplorer,
  },
};
