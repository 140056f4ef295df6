import type { FastifyReply, FastifyRequest } from 'fastify';

// Blueprint sets inline styles, so style-src allows them; scripts come only from this origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** One year; subdomains are left out because they may be other services of the operator. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every response; HSTS only when the request came over https (directly, or per
 * X-Forwarded-Proto when TRUST_PROXY is on: Fastify's request.protocol honours the proxy setting).
 */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('content-security-policy', CSP);
  return payload;
}
