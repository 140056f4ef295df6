import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { resolveApiToken } from '../modules/api-tokens/api-token-caller.ts';
import { isApiTokenSecret } from '../modules/api-tokens/api-token-secret.ts';
import type { Deps } from '../service-context.ts';
import { legacyError } from './legacy-errors.ts';
import { bearerToken } from './request-context.ts';

export const RATE_LIMITED_MESSAGE = 'Too many requests with this API token. Try again after the time in Retry-After.';
export const SCIM_TOKEN_ELSEWHERE = 'This is a SCIM token (an API token of scope scim): it works only at /scim/v2. Use an API token of scope read or read-write here.';
/** Where a token of scope scim is accepted (SCIM 2.0 Users); read and read-write tokens are refused there by scim.provision. */
export const SCIM_BASE_PATH = '/scim/v2';

/**
 * onRequest hook: a bearer value that is an API token secret (`fel_…`) is resolved here, once per request,
 * into the caller the services see; over the per-minute limit the request ends with 429 and Retry-After.
 * A token of scope scim is refused with 403 anywhere but /scim/v2. JWT access tokens pass through to the usual
 * session check.
 */
export function apiTokenGate(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const bearer = bearerToken(request);
    if (!bearer || !isApiTokenSecret(bearer)) return;
    const path = request.url.split('?')[0] ?? request.url;
    const outcome = await resolveApiToken(deps, bearer, { method: request.method, path, ip: request.ip });
    const answer = async (status: number, error: AppError) =>
      reply.code(status).send(path.startsWith('/graphql') ? { errors: [{ message: error.message, extensions: { code: error.code } }] } : legacyError(error));
    if (outcome.kind === 'ok' && outcome.viewer.apiToken?.scope === 'scim' && path !== SCIM_BASE_PATH && !path.startsWith(`${SCIM_BASE_PATH}/`)) {
      await answer(403, new AppError('FORBIDDEN', SCIM_TOKEN_ELSEWHERE));
      return;
    }
    if (outcome.kind === 'ok') {
      request.caller = { viewer: outcome.viewer, pendingSecondFactorUserId: null, staleToken: false, expiresAt: null };
      return;
    }
    if (outcome.kind === 'invalid') {
      request.caller = { viewer: null, pendingSecondFactorUserId: null, staleToken: true, expiresAt: null };
      return;
    }
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    await answer(429, new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE));
  };
}
