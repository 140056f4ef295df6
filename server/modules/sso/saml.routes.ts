import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { classifyError } from '../../db/errors.ts';
import { adaptsRoute } from '../../http/legacy.ts';
import { deferredServiceContext, refreshCookie } from '../../http/request-context.ts';
import type { Deps } from '../../service-context.ts';
import { SAML_REFUSED } from './saml-client.ts';
import { completeSamlSignIn, samlMetadata } from './sso-saml.service.ts';

// SAML 2.0 at /sso/saml/{organization}: the service provider's metadata, and the Assertion Consumer Service the
// identity provider posts its response to (HTTP-POST binding). The ACS answers the browser with a redirect: to the
// dashboard with the session's cookie or to the Single sign-on screen after an admin's test; a refused sign-in gets
// 401 (no session) and a page that says why and moves on to the client's page that explains it.

const FORM = 'application/x-www-form-urlencoded';

/** Where the browser goes when the SAML sign-in was refused: the client's page shows the reason. */
export const samlFailedPath = (message: string) => `/sso/saml/failed?${new URLSearchParams({ message }).toString()}`;

const organizationOf = (request: FastifyRequest): string => {
  const params = request.params;
  return params && typeof params === 'object' && 'organization' in params && typeof params.organization === 'string' ? params.organization : '';
};
const fieldOf = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A refused sign-in: 401 (no session), a page that says why and moves on to the client's page that explains it. */
function refusedPage(reply: FastifyReply, message: string): FastifyReply {
  const next = escapeHtml(samlFailedPath(message));
  return reply
    .code(401)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${next}"><title>Sign-in not finished</title></head>` +
        `<body><h1>Sign-in not finished</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${next}">Continue</a></p></body></html>`,
    );
}

/** Registers the SAML service provider's routes. */
export function registerSamlRoutes(app: FastifyInstance, deps: Deps): void {
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    });
  }

  app.get('/sso/saml/:organization/metadata', { config: adaptsRoute(samlMetadata) }, async (request, reply) => {
    try {
      const xml = await samlMetadata.execute(deferredServiceContext(deps, request), { organization: organizationOf(request) });
      return reply.type('application/samlmetadata+xml').send(xml);
    } catch (error) {
      const classified = classifyError(error);
      if (!classified) throw error;
      return reply.code(404).type('text/plain').send(classified.appError.message);
    }
  });

  app.post('/sso/saml/:organization/acs', { config: adaptsRoute(completeSamlSignIn) }, async (request, reply: FastifyReply) => {
    const ctx = deferredServiceContext(deps, request);
    try {
      const done = await completeSamlSignIn.execute(ctx, { organization: organizationOf(request), samlResponse: fieldOf(request.body, 'SAMLResponse') });
      if (done.kind === 'test') return reply.redirect('/dashboard/sso', 303);
      refreshCookie(deps, request, reply).set(done.grant.refreshToken);
      return reply.redirect('/dashboard', 303);
    } catch (error) {
      const classified = classifyError(error);
      if (!classified) request.log.error({ err: error }, 'SAML sign-in failed');
      return refusedPage(reply, classified?.appError.message ?? SAML_REFUSED.other);
    }
  });
}
