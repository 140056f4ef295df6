import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { CODE_DELAYED_MESSAGE, sendSecondFactorCode, signIn, verifySecondFactor } from './auth.service.ts';
import { refreshFromCookie, signOutWithCookie } from './session-cookie.ts';
import { isPasswordLinkValid, requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { register } from '../users/registration.service.ts';
import { resolveCaller } from './resolve-caller.ts';

/** The viewer behind a freshly issued session token (saves the client a round trip). */
const viewerFor = async (ctx: GraphQLContext, access: string) => (await resolveCaller(ctx, access)).viewer;

export const authResolvers: Resolvers = {
  Query: {
    passwordLinkValid: (_, { uidb64, token }, ctx) => isPasswordLinkValid(ctx, uidb64, token),
  },
  Mutation: {
    signIn: (_, { input }, ctx) =>
      payload(async () => {
        const result = await signIn(ctx, input);
        if (result.twofa) return { twofa: true, accessToken: result.access, viewer: null };
        ctx.refreshCookie.set(result.refreshToken);
        return { twofa: false, accessToken: result.access, viewer: await viewerFor(ctx, result.access) };
      }, 'sign-in'),
    sendSecondFactorCode: (_, __, ctx) =>
      payload(async () => {
        const { delayed } = await sendSecondFactorCode(ctx);
        return delayed ? { sent: false, delayed: true, message: CODE_DELAYED_MESSAGE } : { sent: true, delayed: false, message: null };
      }, 'sign-in'),
    verifySecondFactor: (_, { input }, ctx) =>
      payload(async () => {
        const grant = await verifySecondFactor(ctx, input);
        ctx.refreshCookie.set(grant.refreshToken);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access) };
      }, 'sign-in'),
    refreshSession: (_, __, ctx) =>
      payload(async () => {
        const grant = await refreshFromCookie(ctx, ctx.refreshCookie);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access) };
      }, 'sign-in'),
    signOut: (_, __, ctx) =>
      payload(async () => {
        await signOutWithCookie(ctx, ctx.refreshCookie);
        return { signedOut: true };
      }, 'session'),
    requestPasswordReset: (_, { input }, ctx) => payload(async () => ({ message: await requestPasswordReset(ctx, input) })),
    resetPassword: (_, { input }, ctx) =>
      payload(async () => {
        await resetPassword(ctx, input);
        return { ok: true };
      }),
    register: (_, { input }, ctx) => payload(() => register(ctx, input)),
  },
};
