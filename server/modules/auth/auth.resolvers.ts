import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { CODE_DELAYED_MESSAGE, refreshSession, sendSecondFactorCode, signIn, signOut, verifySecondFactor } from './auth.service.ts';
import { refreshFromCookie, signOutWithCookie } from './session-cookie.ts';
import { checkPasswordLink, requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { register } from '../users/registration.service.ts';
import { resolveCaller } from './resolve-caller.ts';

/** The viewer behind a freshly issued session token (saves the client a round trip). */
const viewerFor = async (ctx: GraphQLContext, access: string) => (await resolveCaller(ctx, access)).viewer;

export const authResolvers: Resolvers = {
  Query: {
    passwordLinkValid: adapts(checkPasswordLink, (_, args, ctx) => checkPasswordLink.execute(ctx, args)),
  },
  Mutation: {
    signIn: adapts(signIn, (_, { input }, ctx) =>
      payload(async () => {
        const result = await signIn.execute(ctx, input);
        if (result.twofa) return { twofa: true, accessToken: result.access, viewer: null };
        ctx.refreshCookie.set(result.refreshToken);
        return { twofa: false, accessToken: result.access, viewer: await viewerFor(ctx, result.access) };
      }, 'sign-in'),
    ),
    sendSecondFactorCode: adapts(sendSecondFactorCode, (_, __, ctx) =>
      payload(async () => {
        const { delayed } = await sendSecondFactorCode.execute(ctx, {});
        return delayed ? { sent: false, delayed: true, message: CODE_DELAYED_MESSAGE } : { sent: true, delayed: false, message: null };
      }, 'sign-in'),
    ),
    verifySecondFactor: adapts(verifySecondFactor, (_, { input }, ctx) =>
      payload(async () => {
        const grant = await verifySecondFactor.execute(ctx, input);
        ctx.refreshCookie.set(grant.refreshToken);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access) };
      }, 'sign-in'),
    ),
    refreshSession: adapts(refreshSession, (_, __, ctx) =>
      payload(async () => {
        const grant = await refreshFromCookie(ctx, ctx.refreshCookie);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access) };
      }, 'sign-in'),
    ),
    signOut: adapts(signOut, (_, __, ctx) =>
      payload(async () => {
        await signOutWithCookie(ctx, ctx.refreshCookie);
        return { signedOut: true };
      }, 'session'),
    ),
    requestPasswordReset: adapts(requestPasswordReset, (_, { input }, ctx) => payload(async () => ({ message: await requestPasswordReset.execute(ctx, input) }))),
    resetPassword: adapts(resetPassword, (_, { input }, ctx) =>
      payload(async () => {
        await resetPassword.execute(ctx, input);
        return { ok: true };
      }),
    ),
    register: adapts(register, (_, { input }, ctx) => payload(() => register.execute(ctx, input))),
  },
};
