import { isRole } from '../../../common/roles.ts';
import { can } from '../../policies/authorize.ts';
import { hasCelAssignments } from '../../policies/roles.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { Deps } from '../../service-context.ts';
import { licenceExpired } from '../organizations/licence.ts';
import { verifyAccessToken } from './tokens.ts';
import { findSessionUser } from '../read-models/index.ts';

export type Caller = {
  viewer: Viewer | null;
  pendingSecondFactorUserId: string | null;
  /** A bearer token was sent but is no longer good (expired, session ended, user deactivated). */
  staleToken: boolean;
};

const ANONYMOUS: Caller = { viewer: null, pendingSecondFactorUserId: null, staleToken: false };
const STALE: Caller = { viewer: null, pendingSecondFactorUserId: null, staleToken: true };

/** Turns a bearer token into the caller: one statement for a full session (CEL assignments included), none for anonymous calls. */
export async function resolveCaller(deps: Pick<Deps, 'db' | 'config' | 'now'>, bearer: string | undefined): Promise<Caller> {
  if (!bearer) return ANONYMOUS;
  const now = deps.now();
  const claims = await verifyAccessToken(deps.config.jwtSecret, bearer, now);
  if (!claims) return STALE;
  if (claims.scope === 'second-factor') return { ...ANONYMOUS, pendingSecondFactorUserId: claims.userId };
  if (!claims.sessionId) return STALE;
  const row = await findSessionUser(deps.db, claims.userId, claims.sessionId);
  if (!row || row.sessionRevokedAt || row.sessionExpiresAt <= now) return STALE;
  const { user, org } = row;
  if (user.status !== 'active' || licenceExpired(org, now) || !isRole(user.userType)) return STALE;
  const role = user.userType;
  const celOrganizationIds = new Set(hasCelAssignments(role) ? row.celOrganizationIds : []);
  const own: Viewer = {
    userId: user.id,
    sessionId: claims.sessionId,
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
  return {
    viewer: mayImpersonate ? { ...own, activeOrganizationId: impersonated } : own,
    pendingSecondFactorUserId: null,
    staleToken: false,
  };
}
