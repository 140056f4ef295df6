import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../commands/operation.ts';
import { definePublicQuery } from '../../commands/operation.ts';
import { classifyError } from '../../db/errors.ts';
import { HTTP_STATUS } from '../../errors.ts';
import { adaptsRoute } from '../../http/legacy.ts';
import { deferredServiceContext, identify } from '../../http/request-context.ts';
import type { Deps, ServiceCtx } from '../../service-context.ts';
import { z } from 'zod';
import { ERROR_SCHEMA, LIST_SCHEMA, resourceTypes, schemas, serviceProviderConfig } from './scim-resource.ts';
import { scimCreateUser, scimDeleteUser, scimGetUser, scimListUsers, scimPatchUser, scimReplaceUser } from './scim.service.ts';

// SCIM 2.0 at /scim/v2 (RFC 7644): JSON as application/scim+json, errors in SCIM's error form.

const SCIM_JSON = 'application/scim+json';
const SCIM_TYPES = new Set(['invalidValue', 'uniqueness', 'mutability', 'invalidFilter', 'invalidSyntax', 'noTarget']);

const discovery = (name: string, body: (publicUrl: string) => object) =>
  definePublicQuery({ name, input: z.object({}), run: async (ctx) => body(ctx.config.publicUrl) });
const providerConfig = discovery('scim.serviceProviderConfig', serviceProviderConfig);
const types = discovery('scim.resourceTypes', resourceTypes);
const userSchemas = discovery('scim.schemas', schemas);

function sendScimError(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const classified = classifyError(error);
  if (!classified) request.log.error({ err: error }, 'SCIM request failed');
  const status = classified ? HTTP_STATUS[classified.appError.code] : 500;
  const scimType = classified?.appError.fieldErrors.map((f) => f.message).find((m) => SCIM_TYPES.has(m));
  // RFC 7644 §3.12: a request without a valid token is told what SCIM needs (not "Please sign in").
  const detail = !classified ? 'Internal error' : classified.appError.code === 'UNAUTHENTICATED' ? 'A valid SCIM bearer token is required.' : classified.appError.message;
  if (classified?.appError.code === 'UNAVAILABLE' || classified?.appError.code === 'RATE_LIMITED') reply.header('retry-after', '5');
  return reply
    .code(status)
    .type(SCIM_JSON)
    .send({ schemas: [ERROR_SCHEMA], status: String(status), detail, ...(scimType ? { scimType } : scimType === undefined && status === 400 ? { scimType: 'invalidValue' } : {}) });
}

type Handler = (ctx: ServiceCtx, request: FastifyRequest) => Promise<{ status?: number; body?: object }>;

/** Registers one SCIM route adapting its operation (the permission surface reads it). */
function scimRoute(app: FastifyInstance, deps: Deps, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, operation: Operation, handler: Handler): void {
  app.route({
    method,
    url,
    config: adaptsRoute(operation),
    handler: async (request, reply) => {
      try {
        // The caller: the API token gate (server/http/api-token-gate.ts) resolved an API token's, else a session's.
        const ctx = deferredServiceContext(deps, request);
        await identify(ctx);
        const { status = 200, body } = await handler(ctx, request);
        return body === undefined ? reply.code(status).send() : reply.code(status).type(SCIM_JSON).send(body);
      } catch (error) {
        return sendScimError(reply, request, error);
      }
    },
  });
}

const params = (request: FastifyRequest): Record<string, unknown> => (typeof request.params === 'object' && request.params !== null ? { ...request.params } : {});
const query = (request: FastifyRequest): Record<string, unknown> => (typeof request.query === 'object' && request.query !== null ? { ...request.query } : {});

/** SCIM 2.0 Users and the discovery documents, at /scim/v2. */
export function registerScimRoutes(app: FastifyInstance, deps: Deps): void {
  if (!app.hasContentTypeParser(SCIM_JSON)) {
    app.addContentTypeParser(SCIM_JSON, { parseAs: 'string' }, (_request, body, done) => {
      try {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, text.trim() === '' ? {} : JSON.parse(text));
      } catch {
        done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined);
      }
    });
  }
  const base = '/scim/v2';
  scimRoute(app, deps, 'GET', `${base}/ServiceProviderConfig`, providerConfig, async (ctx) => ({ body: await providerConfig.execute(ctx, {}) }));
  scimRoute(app, deps, 'GET', `${base}/ResourceTypes`, types, async (ctx) => ({ body: await types.execute(ctx, {}) }));
  scimRoute(app, deps, 'GET', `${base}/Schemas`, userSchemas, async (ctx) => ({ body: await userSchemas.execute(ctx, {}) }));
  scimRoute(app, deps, 'GET', `${base}/Users`, scimListUsers, async (ctx, request) => {
    const page = await scimListUsers.execute(ctx, query(request));
    return { body: { schemas: [LIST_SCHEMA], totalResults: page.total, startIndex: page.startIndex, itemsPerPage: page.users.length, Resources: page.users } };
  });
  scimRoute(app, deps, 'POST', `${base}/Users`, scimCreateUser, async (ctx, request) => ({ status: 201, body: await scimCreateUser.execute(ctx, { user: request.body }) }));
  scimRoute(app, deps, 'GET', `${base}/Users/:id`, scimGetUser, async (ctx, request) => ({ body: await scimGetUser.execute(ctx, params(request)) }));
  scimRoute(app, deps, 'PUT', `${base}/Users/:id`, scimReplaceUser, async (ctx, request) => ({ body: await scimReplaceUser.execute(ctx, { ...params(request), body: request.body }) }));
  scimRoute(app, deps, 'PATCH', `${base}/Users/:id`, scimPatchUser, async (ctx, request) => ({ body: await scimPatchUser.execute(ctx, { ...params(request), body: request.body }) }));
  scimRoute(app, deps, 'DELETE', `${base}/Users/:id`, scimDeleteUser, async (ctx, request) => {
    await scimDeleteUser.execute(ctx, { ...params(request), body: null });
    return { status: 204 };
  });
}
