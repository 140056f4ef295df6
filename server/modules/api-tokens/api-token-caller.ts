import type { Viewer } from '../../policies/viewer.ts';
import type { Deps } from '../../service-context.ts';
import { hashApiTokenSecret } from './api-token-secret.ts';
import { countApiTokenUse, RATE_WINDOW_MS } from './api-tokens.queries.ts';
import { findApiTokenCaller } from '../read-models/index.ts';
import { tokenConcerns, tokenGivesAccess, tokenViewer } from './token-access.ts';

export type TokenUse = { method: string; path: string; ip: string };

export type TokenOutcome =
  | { kind: 'ok'; viewer: Viewer }
  /** Unknown, revoked, expired, suspended, or its organization's licence has ended: 401 at once. */
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

type TokenDeps = Pick<Deps, 'db' | 'now' | 'callers'>;

/**
 * The service principal of an API token secret while the token gives access (token-access.ts), from this
 * instance's caller cache or one statement. Counts nothing: a stream checking its caller again uses it.
 */
export async function apiTokenViewer(deps: TokenDeps, secret: string): Promise<Viewer | null> {
  const tokenHash = hashApiTokenSecret(secret);
  const caller = await deps.callers.tokens.get(tokenHash, async () => {
    const found = await findApiTokenCaller(deps.db, { tokenHash });
    return found && { value: found, concerns: tokenConcerns(found) };
  });
  return caller && tokenGivesAccess(caller, deps.now()) ? tokenViewer(caller) : null;
}

/** The principal of a token by key (the access token minted for its print page), read afresh. */
export async function apiTokenViewerById(deps: TokenDeps, tokenId: string, principalId: string): Promise<Viewer | null> {
  const caller = await findApiTokenCaller(deps.db, { id: tokenId });
  return caller && caller.principal.id === principalId && tokenGivesAccess(caller, deps.now()) ? tokenViewer(caller) : null;
}

/**
 * Turns an API token secret into its service principal and counts the request against the per-minute
 * limit, recording the use in the token's audit row of the minute: one statement, the caller coming from
 * the cache (revoking reaches every instance at once through NOTIFY, see auth/caller-cache.ts).
 */
export async function resolveApiToken(deps: TokenDeps & Pick<Deps, 'config'>, secret: string, use: TokenUse): Promise<TokenOutcome> {
  const viewer = await apiTokenViewer(deps, secret);
  if (!viewer?.apiToken) return { kind: 'invalid' };
  const now = deps.now();
  const { count, windowStartedAt } = await countApiTokenUse(deps.db, { id: viewer.apiToken.id, now, limit: deps.config.apiTokenRateLimit, use });
  if (count > deps.config.apiTokenRateLimit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
    return { kind: 'rate-limited', retryAfterSeconds };
  }
  return { kind: 'ok', viewer };
}
