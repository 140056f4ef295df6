import { SERVICE_PRINCIPAL_ROLE } from '../../policies/roles.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { Deps } from '../../service-context.ts';
import { recordAudit } from '../audit/audit.ts';
import { licenceExpired } from '../organizations/licence.ts';
import { hashApiTokenSecret } from './api-token-secret.ts';
import { countApiTokenUse, RATE_WINDOW_MS } from './api-tokens.queries.ts';
import { findApiTokenByHash } from '../read-models/index.ts';

export type TokenUse = { method: string; path: string; ip: string };

export type TokenOutcome =
  | { kind: 'ok'; viewer: Viewer }
  /** Unknown, revoked, expired, or its organization's licence has ended: 401 at once. */
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Turns an API token secret into its service principal, acting as a Super User of the token's
 * organization (read scope: no change at all). Counts the request against the per-minute limit and
 * records the use in the audit trail. Checked on every request, so revoking takes effect at once.
 */
export async function resolveApiToken(deps: Pick<Deps, 'db' | 'config' | 'now'>, secret: string, use: TokenUse): Promise<TokenOutcome> {
  const now = deps.now();
  const row = await findApiTokenByHash(deps.db, hashApiTokenSecret(secret));
  if (!row) return { kind: 'invalid' };
  const { token, principal, org } = row;
  const expired = token.expiresAt !== null && token.expiresAt <= now;
  if (token.revokedAt || expired || principal.status !== 'active' || !principal.servicePrincipal || org.isProvider || licenceExpired(org, now)) {
    return { kind: 'invalid' };
  }
  const { count, windowStartedAt } = await countApiTokenUse(deps.db, token.id, now);
  if (count > deps.config.apiTokenRateLimit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
    return { kind: 'rate-limited', retryAfterSeconds };
  }
  await recordAudit(deps.db, {
    actorUserId: principal.id,
    organizationId: org.id,
    action: 'api-token.use',
    entityType: 'api_token',
    entityId: token.id,
    after: { method: use.method, path: use.path },
    ip: use.ip,
  });
  return {
    kind: 'ok',
    viewer: {
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
    },
  };
}
