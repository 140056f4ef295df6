import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../modules/auth/resolve-caller.ts';
import { resolveCaller } from '../modules/auth/resolve-caller.ts';
import { REFRESH_COOKIE, SESSION_TTL_DAYS } from '../modules/auth/tokens.ts';
import type { Deps, ServiceCtx } from '../service-context.ts';

/** The refresh cookie as resolvers and routes see it: read, set, clear (the transport owns the cookie's attributes). */
export type RefreshCookie = { value: string | undefined; set(token: string): void; clear(): void };

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

const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/**
 * The service context of a request: dependencies, the caller, where the request came from, and the
 * request's logger (its lines carry the request id).
 */
export async function serviceContext(deps: Deps, request: FastifyRequest): Promise<ServiceCtx> {
  const caller = await callerOf(deps, request);
  return { ...deps, log: request.log, viewer: caller.viewer, pendingSecondFactorUserId: caller.pendingSecondFactorUserId, meta: metaOf(request) };
}

/** A service context whose caller is resolved on demand: `viewer` stays null until `identify` fills it in. */
export type DeferredCaller = { caller(): Promise<Caller> };

/** The service context with the caller not yet resolved, for GraphQL, where only the parsed operation says whether one is needed. */
export function deferredServiceContext(deps: Deps, request: FastifyRequest): ServiceCtx & DeferredCaller {
  return { ...deps, log: request.log, viewer: null, pendingSecondFactorUserId: null, meta: metaOf(request), caller: () => callerOf(deps, request) };
}

/** Resolves the caller (once per request) into the given context object (Apollo hands resolvers a copy of the one it built). */
export async function identify(ctx: ServiceCtx & DeferredCaller): Promise<void> {
  const caller = await ctx.caller();
  ctx.viewer = caller.viewer;
  ctx.pendingSecondFactorUserId = caller.pendingSecondFactorUserId;
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
