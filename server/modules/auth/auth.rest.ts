import type { FastifyInstance } from 'fastify';
import { legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { getActiveOrganization, pointsOfContact } from '../organizations/organizations.service.ts';
import { toLegacyClient } from '../organizations/organizations.legacy.ts';
import { register } from '../users/registration.service.ts';
import { toLegacyUser } from '../users/users.legacy.ts';
import { getViewerUser } from '../users/users.service.ts';
import { CODE_DELAYED_MESSAGE, refreshSession, sendSecondFactorCode, signIn, signOut, verifySecondFactor } from './auth.service.ts';
import { refreshFromCookie, signOutWithCookie } from './session-cookie.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

/** Legacy session and account paths of spec §7. */
export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'POST', '/api/login/', signIn, async (ctx, req) => {
    const result = await signIn.execute(ctx, req.body);
    if (!result.twofa) req.cookie.set(result.refreshToken);
    return { twofa: result.twofa, access: result.access, message: '' };
  });

  legacyRoute(app, deps, 'GET', '/api/login/2fa/new-token/', sendSecondFactorCode, async (ctx) => {
    const { delayed } = await sendSecondFactorCode.execute(ctx, {});
    return delayed ? { delayed: true, message: CODE_DELAYED_MESSAGE } : { delayed: false, message: 'Verification code SENT!' };
  });

  legacyRoute(app, deps, 'POST', '/api/login/2fa/', verifySecondFactor, async (ctx, req) => {
    const grant = await verifySecondFactor.execute(ctx, req.body);
    req.cookie.set(grant.refreshToken);
    return { username: grant.user.email, userType: grant.role, access: grant.access, errors: null };
  });

  legacyRoute(app, deps, 'POST', '/api/token/refresh/', refreshSession, async (ctx, req) => {
    const grant = await refreshFromCookie(ctx, req.cookie);
    return { access: grant.access };
  });

  legacyRoute(app, deps, 'GET', '/api/logout/', signOut, async (ctx, req) => {
    await signOutWithCookie(ctx, req.cookie);
    return { message: 'Signed out' };
  });

  legacyRoute(app, deps, 'GET', '/api/user/', getViewerUser, async (ctx) => {
    const { user, org } = await getViewerUser.execute(ctx, {});
    return toLegacyUser(user, org);
  });

  legacyRoute(app, deps, 'GET', '/api/client/', getActiveOrganization, async (ctx) => {
    const org = await getActiveOrganization.execute(ctx, {});
    const pocs = await pointsOfContact(ctx, [org]);
    return toLegacyClient(org, pocs.get(org.id) ?? null);
  });

  legacyRoute(app, deps, 'POST', '/api/forgotuserpassword/', requestPasswordReset, async (ctx, req) => {
    const message = await requestPasswordReset.execute(ctx, req.body);
    return { success: message, message, errors: null };
  });

  legacyRoute(
    app,
    deps,
    'POST',
    '/api/resetuserpassword/',
    resetPassword,
    async (ctx, req) => {
      await resetPassword.execute(ctx, req.body);
      return { detail: 'Password created!' };
    },
    { errorExtra: (error) => ({ detail: error.message }) },
  );

  legacyRoute(app, deps, 'POST', '/api/register/', register, async (ctx, req) => ({ result: true, ...(await register.execute(ctx, req.body)) }));
}
