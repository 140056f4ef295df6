import { z } from 'zod';
import type { ApiTokenScope } from '../../db/schema/index.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { apiTokenNameField } from '../../../common/api-token-schema.ts';
import { isKey } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { findOrganization } from '../organizations/index.ts';
import { findApiTokenCaller, listApiTokenPage } from '../read-models/index.ts';
import { insertServicePrincipal, updateUserRow } from '../users/index.ts';
import { decodeCursor, type Page, pageArgs, pageOf } from '../../paging.ts';
import { hashApiTokenSecret, newApiTokenSecret } from './api-token-secret.ts';
import {
  type ApiTokenRow,
  apiTokenNameTaken,
  countLiveApiTokens,
  findApiToken,
  insertApiToken,
  lockApiTokensOf,
  revokeApiTokenRow,
  rotateApiTokenRow,
} from './api-tokens.queries.ts';
import { tokenEnded, tokenSuspended } from './token-access.ts';

// API tokens of an organization created by its Client Admin or an Admin, shown once, stored
// as a hash, listed, revoked at once, rotated by a current manager. Each token acts through its own service
// principal. At most MAX_LIVE_TOKENS live tokens per organization.

/** Live (neither revoked nor expired) tokens an organization may have at once. */
export const MAX_LIVE_TOKENS = 20;
export const TOO_MANY_TOKENS = `An organization may have at most ${MAX_LIVE_TOKENS} active API tokens. Revoke one it no longer needs first.`;
export const TOKEN_ENDED = 'This token is revoked or expired: create a new one.';

/** A token as its organization's managers see it: the row, and whether it is suspended (token-access.ts). */
export type ApiTokenView = ApiTokenRow & { suspended: boolean };

export const NAME_TAKEN = 'A token with this name already exists in this organization. Choose another name.';
export const PROVIDER_REFUSED = "API tokens are for client organizations; the provider's own organization cannot have them.";
const TOKEN_NOT_FOUND = 'API token not found';

/** The display name of a token's service principal (owner, answeredBy and the audit trail show it). */
export const principalName = (tokenName: string) => `API: ${tokenName}`;

/** The scopes the API tokens section creates; a scim token is made on the Single sign-on screen (issueApiToken). */
const PERSON_SCOPES = ['read', 'read-write'] as const satisfies readonly ApiTokenScope[];

/** What createApiToken takes: the name (the dialog's rule), the scope, an optional expiry and organization. */
export const CreateApiTokenInput = z.object({
  name: apiTokenNameField(),
  scope: z.enum(PERSON_SCOPES, { error: 'Scope must be read or read-write' }),
  expiresAt: z.date({ error: 'Expiry must be a date and time' }).nullish(),
  /** The organization (Admins may name any client); default the viewer's active organization. */
  organization: z.string().max(100).nullish(),
});

/** The client organization whose tokens the viewer manages (default its active one); one it may not see is "not found". */
async function loadOrganization(db: Db, key: string | null | undefined, viewer: Viewer) {
  const organizationId = key ?? viewer.activeOrganizationId;
  const org = isKey(organizationId) ? await findOrganization(db, organizationId) : null;
  if (!org || !can(viewer, 'organization.read', { organizationId: org.id })) throw notFound('Organization not found');
  return org;
}

const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);

/** Creates a token and its service principal; the secret is returned here once and never again. */
export const createApiToken = defineCommand({
  name: 'api-token.create',
  input: CreateApiTokenInput,
  action: 'apiTokens.manage',
  load: (_ctx, db, input, viewer) => loadOrganization(db, input.organization, viewer),
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org, input }) => issueApiToken(ctx, tx, viewer, org, { name: input.name, scope: input.scope, expiresAt: input.expiresAt ?? null }),
});

/**
 * Creates a token and its service principal for a manager of the organization (the API tokens section, and the
 * Single sign-on screen's SCIM token); the secret is returned here once and never again.
 */
export async function issueApiToken(
  ctx: ServiceCtx,
  tx: Db,
  viewer: Viewer,
  org: OrganizationRow,
  input: { name: string; scope: ApiTokenScope; expiresAt: Date | null },
): Promise<{ token: ApiTokenView; secret: string }> {
  if (org.isProvider) throw new AppError('BAD_INPUT', PROVIDER_REFUSED, [{ field: 'organization', message: PROVIDER_REFUSED }]);
  const now = ctx.now();
  if (input.expiresAt && input.expiresAt <= now) {
    throw new AppError('BAD_INPUT', 'Expiry must be in the future', [{ field: 'expiresAt', message: 'Expiry must be in the future' }]);
  }
  const secret = newApiTokenSecret(input.scope);
  try {
    await lockApiTokensOf(tx, org.id);
    if ((await countLiveApiTokens(tx, org.id, now)) >= MAX_LIVE_TOKENS) throw new AppError('CONFLICT', TOO_MANY_TOKENS);
    if (await apiTokenNameTaken(tx, org.id, input.name)) throw nameTaken();
    const principal = await insertServicePrincipal(tx, {
      organizationId: org.id,
      name: principalName(input.name),
      // Unique and undeliverable (.invalid is reserved): no mail, no password link, can reach it.
      email: `api-token-${crypto.randomUUID()}@api-tokens.invalid`,
      now,
    });
    const row = await insertApiToken(tx, {
      organizationId: org.id,
      principalUserId: principal.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashApiTokenSecret(secret),
      createdBy: viewer.userId,
      createdByName: viewer.name,
      createdAt: now,
      expiresAt: input.expiresAt,
    });
    if (!row) throw nameTaken();
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: org.id,
      action: 'api-token.create',
      entityType: 'api_token',
      entityId: row.id,
      after: { name: row.name, scope: row.scope, expiresAt: row.expiresAt, principalUserId: principal.id },
      ip: ctx.meta.ip,
    });
    return { token: { ...row, suspended: false }, secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const ListInput = pageArgs(50).extend({ organization: z.string().max(100).nullish() });
const TokenCursor = z.tuple([z.uuid()]);

/** A page of the tokens of an organization (default the viewer's active one), newest first, without secrets. */
export const listOrganizationApiTokens = defineQuery({
  name: 'api-token.list',
  input: ListInput,
  action: 'apiTokens.manage',
  load: (_ctx, db, input, viewer) => loadOrganization(db, input.organization, viewer),
  resource: (org) => ({ organizationId: org.id }),
  run: async (_ctx, db, { object: org, input }): Promise<Page<ApiTokenView>> => {
    const [afterId = null] = input.after ? decodeCursor(input.after, TokenCursor) : [];
    const rows = await listApiTokenPage(db, { organizationId: org.id, afterId, limit: input.first + 1 });
    const page = pageOf(rows, input.first, (row) => [row.token.id]);
    return { ...page, nodes: page.nodes.map((row) => ({ ...row.token, suspended: tokenSuspended(row) })) };
  },
});

const KeyInput = z.object({ key: z.string().max(100) });

/** A token of an organization the viewer may see; another organization's is "not found". */
async function loadToken(db: Db, key: string, viewer: Viewer): Promise<ApiTokenRow> {
  const token = isKey(key) ? await findApiToken(db, key) : null;
  if (!token || !can(viewer, 'organization.read', { organizationId: token.organizationId })) throw notFound(TOKEN_NOT_FOUND);
  return token;
}

/** The token with whether it is suspended now. */
async function viewOf(db: Db, token: ApiTokenRow): Promise<ApiTokenView> {
  const caller = await findApiTokenCaller(db, { id: token.id });
  return { ...token, suspended: caller ? tokenSuspended(caller) : false };
}

/** Revokes a token: the next request with it answers 401, its open streams end, its principal acts for nobody again. */
export const revokeApiToken = defineCommand({
  name: 'api-token.revoke',
  input: KeyInput,
  action: 'apiTokens.manage',
  load: (_ctx, db, input, viewer) => loadToken(db, input.key, viewer),
  resource: (token) => ({ organizationId: token.organizationId }),
  run: async (ctx, tx, { viewer, object: token }): Promise<ApiTokenView> => viewOf(tx, await endApiToken(ctx, tx, viewer, token)),
  // Its callers are forgotten once the revocation is committed (an open stream re-checks and ends).
  afterCommit: async (ctx, token) => revokedCallers(ctx, token),
});

/**
 * Revokes a live token (the one revocation path of every scope): its principal turns inactive and acts for
 * nobody again. The caller tells the callers' caches once committed (revokedCallers).
 */
export async function endApiToken(ctx: ServiceCtx, tx: Db, viewer: Viewer, token: ApiTokenRow): Promise<ApiTokenRow> {
  if (token.revokedAt) return token;
  const revoked = (await revokeApiTokenRow(tx, { id: token.id, by: viewer.userId, now: ctx.now() })) ?? token;
  // Its principal is no person: inactive, it is offered as an owner to nobody and can never act again.
  await updateUserRow(tx, token.principalUserId, { status: 'inactive', updatedAt: ctx.now() });
  await recordAudit(tx, {
    actorUserId: viewer.userId,
    organizationId: token.organizationId,
    action: 'api-token.revoke',
    entityType: 'api_token',
    entityId: token.id,
    before: { revokedAt: null },
    after: { revokedAt: revoked.revokedAt },
    ip: ctx.meta.ip,
  });
  return revoked;
}

/** After a revocation commits: this instance and every other forget the token's callers (an open stream re-checks and ends). */
export const revokedCallers = (ctx: ServiceCtx, token: Pick<ApiTokenRow, 'id' | 'principalUserId'>) =>
  callersChanged(ctx, { kind: 'token', id: token.id }, { kind: 'user', id: token.principalUserId });

/**
 * A new secret for a live token, made by a current manager of its organization, who becomes its creator: a
 * token suspended because its creator left or was demoted works again. The old secret stops at once; the
 * new one is returned here once.
 */
export const rotateApiToken = defineCommand({
  name: 'api-token.rotate',
  input: KeyInput,
  action: 'apiTokens.manage',
  load: (_ctx, db, input, viewer) => loadToken(db, input.key, viewer),
  resource: (token) => ({ organizationId: token.organizationId }),
  run: async (ctx, tx, { viewer, object: token }): Promise<{ token: ApiTokenView; secret: string }> => {
    if (tokenEnded(token, ctx.now())) throw new AppError('CONFLICT', TOKEN_ENDED);
    const secret = newApiTokenSecret(token.scope);
    const rotated = await rotateApiTokenRow(tx, { id: token.id, tokenHash: hashApiTokenSecret(secret), createdBy: viewer.userId, createdByName: viewer.name });
    if (!rotated) throw new AppError('CONFLICT', TOKEN_ENDED);
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: token.organizationId,
      action: 'api-token.rotate',
      entityType: 'api_token',
      entityId: token.id,
      before: { createdBy: token.createdBy },
      after: { createdBy: viewer.userId },
      ip: ctx.meta.ip,
    });
    return { token: { ...rotated, suspended: false }, secret };
  },
  afterCommit: async (ctx, result) => callersChanged(ctx, { kind: 'token', id: result.token.id }),
});
