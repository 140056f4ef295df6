import { adapts } from '../../commands/bindings.ts';
import type { Resolvers, SsoJitMode } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { can } from '../../policies/authorize.ts';
import { ROLE_ORDER, SSO_GRANTABLE_ROLES } from '../../policies/roles.ts';
import { resolveCaller } from '../auth/resolve-caller.ts';
import { saveSsoConfiguration, setSsoEnabled, setSsoEnforced, ssoConfiguration, startSsoTest } from './sso-config.service.ts';
import { claimSsoDomain, removeSsoDomain, verifySsoDomain } from './sso-domains.service.ts';
import { createScimToken, revokeScimToken } from './scim-token.service.ts';
import { completeSsoSignIn, ssoSignInOption, startSsoSignIn } from './sso-sign-in.service.ts';

const jitFromGql = (mode: SsoJitMode | null | undefined) => (mode === 'pending' ? 'pending' : mode === 'defaultRole' ? 'default-role' : undefined);
const definedOnly = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

export const ssoResolvers: Resolvers = {
  Query: {
    ssoConfiguration: adapts(ssoConfiguration, (_, args, ctx) => ssoConfiguration.execute(ctx, args)),
    ssoSignInOption: adapts(ssoSignInOption, (_, args, ctx) => ssoSignInOption.execute(ctx, args)),
  },
  Mutation: {
    saveSsoConfiguration: adapts(saveSsoConfiguration, (_, { input }, ctx) =>
      payload(async () => ({
        configuration: await saveSsoConfiguration.execute(ctx, {
          ...definedOnly({ ...input, jitMode: jitFromGql(input.jitMode), clientSecret: undefined }),
          clientSecret: input.clientSecret,
        }),
      })),
    ),
    startSsoTest: adapts(startSsoTest, (_, { input }, ctx) => payload(() => startSsoTest.execute(ctx, input))),
    setSsoEnabled: adapts(setSsoEnabled, (_, { input }, ctx) => payload(async () => ({ configuration: await setSsoEnabled.execute(ctx, input) }))),
    setSsoEnforced: adapts(setSsoEnforced, (_, { input }, ctx) => payload(async () => ({ configuration: await setSsoEnforced.execute(ctx, input) }))),
    claimSsoDomain: adapts(claimSsoDomain, (_, { input }, ctx) => payload(async () => ({ configuration: await claimSsoDomain.execute(ctx, input) }))),
    removeSsoDomain: adapts(removeSsoDomain, (_, { input }, ctx) => payload(async () => ({ configuration: await removeSsoDomain.execute(ctx, input) }))),
    verifySsoDomain: adapts(verifySsoDomain, (_, { input }, ctx) => payload(() => verifySsoDomain.execute(ctx, input))),
    createScimToken: adapts(createScimToken, (_, { input }, ctx) => payload(async () => ({ token: (await createScimToken.execute(ctx, input)).token }))),
    revokeScimToken: adapts(revokeScimToken, (_, { input }, ctx) => payload(async () => ({ revoked: (await revokeScimToken.execute(ctx, input)).revoked }))),
    startSsoSignIn: adapts(startSsoSignIn, (_, { input }, ctx) => payload(() => startSsoSignIn.execute(ctx, input), 'sign-in')),
    completeSsoSignIn: adapts(completeSsoSignIn, (_, { input }, ctx) =>
      payload(async () => {
        const done = await completeSsoSignIn.execute(ctx, input);
        if (done.kind === 'test') return { accessToken: null, viewer: null, testClaims: done.claims };
        ctx.refreshCookie.set(done.grant.refreshToken);
        return { accessToken: done.grant.access, viewer: (await resolveCaller(ctx, done.grant.access)).viewer, testClaims: null };
      }, 'sign-in'),
    ),
  },
  ViewerPermissions: {
    // The provider's own organization has no SSO: an Admin sees the screen once it works on a client.
    viewerCanManageSso: (v) => !(v.isProviderOrg && v.activeOrganizationId === v.organizationId) && can(v, 'sso.manage', { organizationId: v.activeOrganizationId }),
  },
  SsoConfiguration: {
    organization: (c) => c.organizationId,
    jitMode: (c) => (c.jitMode === 'pending' ? 'pending' : 'defaultRole'),
    grantableRoles: () => ROLE_ORDER.filter((r) => SSO_GRANTABLE_ROLES.includes(r)),
  },
};
