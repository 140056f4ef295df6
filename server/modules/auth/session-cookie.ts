import type { RefreshCookie } from '../../http/request-context.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { refreshSession, type SessionGrant, signOut } from './auth.service.ts';

// The refresh cookie's life around the session operations, for both transports: the cookie's token is the
// operations' input; a refresh sets the rotated token or, when it fails, clears the cookie; signing out
// always clears it.

/** Exchanges the cookie's refresh token for a new session grant (`refreshSession`); the cookie follows the outcome. */
export async function refreshFromCookie(ctx: ServiceCtx, cookie: RefreshCookie): Promise<SessionGrant> {
  try {
    const grant = await refreshSession.execute(ctx, { refreshToken: cookie.value });
    cookie.set(grant.refreshToken);
    return grant;
  } catch (error) {
    cookie.clear();
    throw error;
  }
}

/** Ends the session (`signOut`: the viewer's, or the cookie's) and clears the cookie whatever happens. */
export async function signOutWithCookie(ctx: ServiceCtx, cookie: RefreshCookie): Promise<void> {
  try {
    await signOut.execute(ctx, { refreshToken: cookie.value });
  } finally {
    cookie.clear();
  }
}
