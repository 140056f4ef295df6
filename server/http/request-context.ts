import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../modules/auth/resolve-caller.ts';
import { resolveCaller } from '../modules/auth/resolve-caller.ts';
import { REFRESH_COOKIE, SESSION_TTL_DAYS } from '../modules/auth/tokens.ts';
import type { RefreshCookie } from '../graphql/context.ts';
import type { Deps, ServiceCtx } from '../service-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Resolves the caller once per request (cached on the request). */
export async function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  request.caller ??= await resolveCaller(deps, bearerToken(request));
  return request.caller;
}

/** The service context of a request: dependencies, the caller, and where the request came from. */
export async function serviceContext(deps: Deps, request: FastifyRequest): Promise<ServiceCtx> {
  const caller = await callerOf(deps, request);
  return {
    ...deps,
    viewer: caller.viewer,
    pendingSecondFactorUserId: caller.pendingSecondFactorUserId,
    meta: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
  };
}

/** The refresh cookie of a request/reply pair: httpOnly, SameSite=Strict, Secure behind https. */
export function refreshCookie(deps: Deps, request: FastifyRequest, reply: FastifyReply): RefreshCookie {
  const secure = deps.config.publicUrl.startsWith('https://');
  return {
    value: request.cookies[REFRESH_COOKIE],
    set: (token) =>
      void reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_TTL_DAYS * 86400 }),
    clear: () => void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' }),
  };
}
