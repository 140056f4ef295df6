import { isRole } from '../../../common/roles.ts';
import { can } from '../../policies/authorize.ts';
import { hasCelAssignments } from '../../policies/roles.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { Deps } from '../../service-context.ts';
import { licenceExpired } from '../organizations/licence.ts';
import { apiTokenViewerById } from '../api-tokens/api-token-caller.ts';
import type { CallerChange } from './caller-cache.ts';
import { verifyAccessToken } from './tokens.ts';
import { findSessionUser, type SessionUser } from '../read-models/index.ts';
import type { UserRow } from '../users/index.ts';

export type Caller = {
  viewer: Viewer | null;
  pendingSecondFactorUserId: string | null;
  /** A bearer token was sent but is no longer good (expired, session ended, user deactivated). */
  staleToken: boolean;
  /** When the bearer token stops being accepted by itself (its expiry); null without one. */
  expiresAt: Date | null;
  /** The signed-in person's row as the caller cache holds it (a request's loaders start with it); null otherwise. */
  user?: UserRow | null;
};

const ANONYMOUS: Caller = { viewer: null, pendingSecondFactorUserId: null, staleToken: false, expiresAt: null };
const STALE: Caller = { viewer: null, pendingSecondFactorUserId: null, staleToken: true, expiresAt: null };

type CallerDeps = Pick<Deps, 'db' | 'config' | 'now' | 'callers'>;

/**
 * Turns a bearer token into the caller: a session's user from this instance's caller cache, or one statement
 * when it is not cached (CEL assignments included); nothing for anonymous calls.
 */
export async function resolveCaller(deps: CallerDeps, bearer: string | undefined): Promise<Caller> {
  if (!bearer) return ANONYMOUS;
  const claims = await verifyAccessToken(deps.config.jwtSecret, bearer, deps.now());
  if (!claims) return STALE;
  if (claims.scope === 'second-factor') return { ...ANONYMOUS, pendingSecondFactorUserId: claims.userId };
  if (claims.scope === 'api-token') {
    const viewer = claims.tokenId ? await apiTokenViewerById(deps, claims.tokenId, claims.userId) : null;
    return viewer ? { viewer, pendingSecondFactorUserId: null, staleToken: false, expiresAt: claims.expiresAt } : STALE;
  }
  const session = claims.sessionId ? await sessionCaller(deps, { userId: claims.userId, sessionId: claims.sessionId }) : null;
  return session ? { ...session, pendingSecondFactorUserId: null, staleToken: false, expiresAt: claims.expiresAt } : STALE;
}

/** The changes that make a cached session stale: the session, its user, and the organizations it acts in. */
const sessionConcerns =
  (sessionId: string, { user, org, celOrganizationIds }: SessionUser) =>
  (change: CallerChange): boolean =>
    (change.kind === 'session' && change.id === sessionId) ||
    (change.kind === 'user' && change.id === user.id) ||
    (change.kind === 'organization' && (change.id === org.id || change.id === user.impersonatedOrganizationId || celOrganizationIds.includes(change.id)));

/** The viewer of a session while it gives access (not revoked or expired, its user active, its licence running); null otherwise. */
export async function sessionViewer(deps: Pick<Deps, 'db' | 'now' | 'callers'>, p: { userId: string; sessionId: string }): Promise<Viewer | null> {
  return (await sessionCaller(deps, p))?.viewer ?? null;
}

/** sessionViewer with the user's row (what the cache holds). */
async function sessionCaller(deps: Pick<Deps, 'db' | 'now' | 'callers'>, p: { userId: string; sessionId: string }): Promise<{ viewer: Viewer; user: UserRow } | null> {
  const now = deps.now();
  const row = await deps.callers.sessions.get(p.sessionId, async () => {
    const found = await findSessionUser(deps.db, p.userId, p.sessionId);
    return found && { value: found, concerns: sessionConcerns(p.sessionId, found) };
  });
  if (!row || row.user.id !== p.userId || row.sessionRevokedAt || row.sessionExpiresAt <= now) return null;
  const { user, org } = row;
  if (user.status !== 'active' || licenceExpired(org, now) || !isRole(user.userType)) return null;
  const role = user.userType;
  const celOrganizationIds = new Set(hasCelAssignments(role) ? row.celOrganizationIds : []);
  const own: Viewer = {
    userId: user.id,
    sessionId: p.sessionId,
    name: user.name,
    email: user.email,
    role,
    organizationId: org.id,
    isProviderOrg: org.isProvider,
    isPoc: org.pocUserId === user.id,
    poOnly: user.poOnly,
    celOrganizationIds,
    activeOrganizationId: org.id,
  };
  // A stored impersonation counts only while the permission table still allows it (a CEL assignment may have ended).
  const impersonated = user.impersonatedOrganizationId;
  const mayImpersonate = impersonated !== null && can(own, 'organization.impersonate', { organizationId: impersonated });
  return { viewer: mayImpersonate ? { ...own, activeOrganizationId: impersonated } : own, user };
}
