import { adapts } from '../../../commands/bindings.ts';
import type { GraphQLContext } from '../../../graphql/context.ts';
import type { Resolvers, SecondFactorMethod as GqlMethod } from '../../../graphql/generated/resolvers.ts';
import { payload } from '../../../graphql/payload.ts';
import { can } from '../../../policies/authorize.ts';
import { resolveCaller } from '../resolve-caller.ts';
import {
  finishAuthenticatorEnrolment,
  getMySecondFactors,
  regenerateRecoveryCodes,
  removeAuthenticator,
  startAuthenticatorEnrolment,
} from './account-factors.service.ts';
import { finishPasskeyRegistration, listMyPasskeys, removePasskey, renamePasskey, startPasskeyRegistration } from './passkey-account.service.ts';
import { finishPasskeySignIn, startPasskeySignIn } from './passkey-sign-in.service.ts';
import { resetUserSecondFactors, setSecondFactorPolicy } from './factor-admin.service.ts';
import { finishSignInEnrolment, getSecondFactorOptions, type SecondFactorMethod, startSignInEnrolment } from './sign-in-factors.service.ts';

const METHOD: Record<SecondFactorMethod, GqlMethod> = { passkey: 'PASSKEY', totp: 'TOTP', recovery: 'RECOVERY', email: 'EMAIL' };

const viewerFor = async (ctx: GraphQLContext, access: string) => (await resolveCaller(ctx, access)).viewer;

export const secondFactorsResolvers: Resolvers = {
  Query: {
    myPasskeys: adapts(listMyPasskeys, (_, __, ctx) => listMyPasskeys.execute(ctx, {})),
    secondFactorOptions: adapts(getSecondFactorOptions, async (_, __, ctx) => {
      const options = await getSecondFactorOptions.execute(ctx, {});
      return { methods: options.methods.map((m) => METHOD[m]), mustEnrol: options.mustEnrol };
    }),
    mySecondFactors: adapts(getMySecondFactors, async (_, __, ctx) => {
      const f = await getMySecondFactors.execute(ctx, {});
      return {
        authenticatorApp: f.totp,
        passkeyCount: f.passkeys,
        recoveryCodesLeft: f.recoveryCodesLeft,
        emailedCodeAllowed: f.emailedCodeAllowed,
        required: f.required,
        changeableUntil: f.changeableUntil,
      };
    }),
  },
  Mutation: {
    beginPasskeyRegistration: adapts(startPasskeyRegistration, (_, __, ctx) => payload(async () => ({ challenge: await startPasskeyRegistration.execute(ctx, {}) }))),
    addPasskey: adapts(finishPasskeyRegistration, (_, { input }, ctx) => payload(() => finishPasskeyRegistration.execute(ctx, input))),
    removePasskey: adapts(removePasskey, (_, { input }, ctx) => payload(() => removePasskey.execute(ctx, input))),
    renamePasskey: adapts(renamePasskey, (_, { input }, ctx) => payload(async () => ({ passkey: await renamePasskey.execute(ctx, input) }))),
    beginPasskeySignIn: adapts(startPasskeySignIn, (_, __, ctx) => payload(async () => ({ challenge: await startPasskeySignIn.execute(ctx, {}) }), 'sign-in')),
    finishPasskeySignIn: adapts(finishPasskeySignIn, (_, { input }, ctx) =>
      payload(async () => {
        const grant = await finishPasskeySignIn.execute(ctx, input);
        ctx.refreshCookie.set(grant.refreshToken);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access) };
      }, 'sign-in'),
    ),
    beginAuthenticatorEnrolment: adapts(startAuthenticatorEnrolment, (_, __, ctx) =>
      payload(async () => ({ enrolment: await startAuthenticatorEnrolment.execute(ctx, {}) })),
    ),
    confirmAuthenticatorEnrolment: adapts(finishAuthenticatorEnrolment, (_, { input }, ctx) => payload(() => finishAuthenticatorEnrolment.execute(ctx, input))),
    removeAuthenticator: adapts(removeAuthenticator, (_, __, ctx) => payload(() => removeAuthenticator.execute(ctx, {}))),
    regenerateRecoveryCodes: adapts(regenerateRecoveryCodes, (_, __, ctx) => payload(() => regenerateRecoveryCodes.execute(ctx, {}))),
    beginSignInEnrolment: adapts(startSignInEnrolment, (_, __, ctx) => payload(async () => ({ enrolment: await startSignInEnrolment.execute(ctx, {}) }), 'sign-in')),
    confirmSignInEnrolment: adapts(finishSignInEnrolment, (_, { input }, ctx) =>
      payload(async () => {
        const grant = await finishSignInEnrolment.execute(ctx, input);
        ctx.refreshCookie.set(grant.refreshToken);
        return { accessToken: grant.access, viewer: await viewerFor(ctx, grant.access), recoveryCodes: grant.recoveryCodes };
      }, 'sign-in'),
    ),
    resetSecondFactors: adapts(resetUserSecondFactors, (_, { input }, ctx) => payload(() => resetUserSecondFactors.execute(ctx, input))),
    setSecondFactorPolicy: adapts(setSecondFactorPolicy, (_, { input }, ctx) =>
      payload(async () => {
        const p = await setSecondFactorPolicy.execute(ctx, input);
        return { policy: { requireSecondFactor: p.requireSecondFactor, refuseEmailedCode: p.refuseEmailedCode } };
      }),
    ),
  },
  // viewerCan… answers of the permission table, about an object the viewer already sees.
  User: {
    viewerCanResetSecondFactors: (u, _, ctx) => ctx.viewer !== null && !u.servicePrincipal && resetUserSecondFactors.can(ctx.viewer, u),
  },
  Organization: {
    refusesEmailedCode: (o) => o.refusesEmailedCode,
    viewerCanSetSecondFactorPolicy: (o, _, ctx) => ctx.viewer !== null && can(ctx.viewer, 'organization.second-factor-policy', { organizationId: o.id }),
  },
};
