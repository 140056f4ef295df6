import { isRole } from '../../../common/roles.ts';
import { can } from '../../policies/authorize.ts';
import { SERVICE_PRINCIPAL_ROLE } from '../../policies/roles.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { licenceExpired } from '../organizations/licence.ts';
import type { ApiTokenCaller } from '../read-models/index.ts';
import type { CallerChange } from '../auth/caller-cache.ts';

// When an API token gives access, each rule once: the token is live, its principal and organization may act,
// and the person who created it (or last rotated it) still may manage the organization's tokens. A token whose
// creator left or was demoted is suspended, not revoked: a current manager may rotate it back to life.

type Creator = NonNullable<ApiTokenCaller['creator']>;

/** The creator as the permission table sees it (CEL assignments play no part in managing tokens). */
function creatorViewer(creator: Creator): Viewer | null {
  if (!isRole(creator.userType)) return null;
  return {
    userId: creator.id,
    sessionId: '',
    name: creator.name,
    email: creator.email,
    role: creator.userType,
    organizationId: creator.organizationId,
    isProviderOrg: creator.isProviderOrg,
    isPoc: creator.isPoc,
    poOnly: false,
    celOrganizationIds: new Set(),
    activeOrganizationId: creator.organizationId,
  };
}

/** Suspended: the creator is gone, inactive, or no longer allowed to manage the organization's tokens. */
export function tokenSuspended(caller: Pick<ApiTokenCaller, 'creator' | 'token'>): boolean {
  const viewer = caller.creator?.status === 'active' ? creatorViewer(caller.creator) : null;
  return !viewer || !can(viewer, 'apiTokens.manage', { organizationId: caller.token.organizationId });
}

/** Revoked or past its expiry. */
export const tokenEnded = (token: Pick<ApiTokenCaller['token'], 'revokedAt' | 'expiresAt'>, now: Date): boolean =>
  token.revokedAt !== null || (token.expiresAt !== null && token.expiresAt <= now);

/** The token gives access now: not ended, not suspended, its principal active, a client organization whose licence runs. */
export function tokenGivesAccess(caller: ApiTokenCaller, now: Date): boolean {
  const { token, principal, org } = caller;
  if (tokenEnded(token, now) || tokenSuspended(caller)) return false;
  return principal.status === 'active' && principal.servicePrincipal && !org.isProvider && !licenceExpired(org, now);
}

/** The changes that make a cached token caller stale (the token, its principal, its creator, their organizations). */
export const tokenConcerns =
  ({ token, principal, org, creator }: ApiTokenCaller) =>
  (change: CallerChange): boolean =>
    (change.kind === 'token' && change.id === token.id) ||
    (change.kind === 'user' && (change.id === principal.id || change.id === creator?.id)) ||
    (change.kind === 'organization' && (change.id === org.id || change.id === creator?.organizationId));

/** The service principal a token acts as: a Super User of its organization (read scope: no change at all). */
export function tokenViewer({ token, principal, org }: ApiTokenCaller): Viewer {
  return {
    userId: principal.id,
    // A token has no session; its id stands in (no session row has it, so nothing revokes one).
    sessionId: token.id,
    name: principal.name,
    email: principal.email,
    role: SERVICE_PRINCIPAL_ROLE,
    organizationId: org.id,
    isProviderOrg: false,
    isPoc: false,
    poOnly: false,
    celOrganizationIds: new Set(),
    activeOrganizationId: org.id,
    apiToken: { id: token.id, scope: token.scope },
  };
}
