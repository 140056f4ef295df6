import { z } from 'zod';
import { API_TOKEN_SCOPES } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { apiTokenNameField } from '../../../common/api-token-schema.ts';
import { isKey, parseInput } from '../../validation.ts';
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

/** What createApiToken takes: the name (the dialog's rule), the scope, an optional expiry and organization. */
export const CreateApiTokenInput = z.object({
  name: apiTokenNameField(),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or read-write' }),
  expiresAt: z.date({ error: 'Expiry must be a date and time' }).nullish(),
  /** The organization (Admins may name any client); default the viewer's active organization. */
  organization: z.string().max(100).nullish(),
});

/** The client organization whose tokens the viewer manages: another organization's is "not found". */
async function manageableOrganization(ctx: ServiceCtx, viewer: Viewer, key: string | null | undefined) {
  const organizationId = key ?? viewer.activeOrganizationId;
  const org = isKey(organizationId) ? await findOrganization(ctx.db, organizationId) : null;
  if (!org || !can(viewer, 'organization.read', { organizationId: org.id })) throw notFound('Organization not found');
  authorize(viewer, 'apiTokens.manage', { organizationId: org.id });
  return org;
}

/** Creates a token and its service principal; the secret is returned here once and never again. */
export async function createApiToken(ctx: ServiceCtx, input: unknown): Promise<{ token: ApiTokenView; secret: string }> {
  const viewer = requireViewer(ctx.viewer);
  const data = parseInput(CreateApiTokenInput, input);
  const org = await manageableOrganization(ctx, viewer, data.organization);
  if (org.isProvider) throw new AppError('BAD_INPUT', PROVIDER_REFUSED, [{ field: 'organization', message: PROVIDER_REFUSED }]);
  const now = ctx.now();
  if (data.expiresAt && data.expiresAt <= now) {
    throw new AppError('BAD_INPUT', 'Expiry must be in the future', [{ field: 'expiresAt', message: 'Expiry must be in the future' }]);
  }
  const secret = newApiTokenSecret();
  const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
  try {
    const token = await ctx.db.transaction(async (tx) => {
      await lockApiTokensOf(tx, org.id);
      if ((await countLiveApiTokens(tx, org.id, now)) >= MAX_LIVE_TOKENS) throw new AppError('CONFLICT', TOO_MANY_TOKENS);
      if (await apiTokenNameTaken(tx, org.id, data.name)) throw nameTaken();
      const principal = await insertServicePrincipal(tx, {
        organizationId: org.id,
        name: principalName(data.name),
        // Unique and undeliverable (.invalid is reserved): no mail, no password link, can reach it.
        email: `api-token-${crypto.randomUUID()}@api-tokens.invalid`,
        now,
      });
      const row = await insertApiToken(tx, {
        organizationId: org.id,
        principalUserId: principal.id,
        name: data.name,
        scope: data.scope,
        tokenHash: hashApiTokenSecret(secret),
        createdBy: viewer.userId,
        createdByName: viewer.name,
        createdAt: now,
        expiresAt: data.expiresAt ?? null,
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
      return row;
    });
    return { token: { ...token, suspended: false }, secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const ListInput = pageArgs(50).extend({ organization: z.string().max(100).nullish() });
const TokenCursor = z.tuple([z.uuid()]);

/** A page of the tokens of an organization (default the viewer's active one), newest first, without secrets. */
export async function listOrganizationApiTokens(ctx: ServiceCtx, input: unknown): Promise<Page<ApiTokenView>> {
  const viewer = requireViewer(ctx.viewer);
  const { organization, first, after } = parseInput(ListInput, input);
  const org = await manageableOrganization(ctx, viewer, organization);
  const [afterId = null] = after ? decodeCursor(after, TokenCursor) : [];
  const rows = await listApiTokenPage(ctx.db, { organizationId: org.id, afterId, limit: first + 1 });
  const page = pageOf(rows, first, (row) => [row.token.id]);
  return { ...page, nodes: page.nodes.map((row) => ({ ...row.token, suspended: tokenSuspended(row) })) };
}

const KeyInput = z.object({ key: z.string().max(100) });

/** A token of an organization whose tokens the viewer manages; another organization's is "not found". */
async function manageableToken(ctx: ServiceCtx, viewer: Viewer, input: unknown): Promise<ApiTokenRow> {
  const { key } = parseInput(KeyInput, input);
  const token = isKey(key) ? await findApiToken(ctx.db, key) : null;
  if (!token || !can(viewer, 'organization.read', { organizationId: token.organizationId })) throw notFound(TOKEN_NOT_FOUND);
  authorize(viewer, 'apiTokens.manage', { organizationId: token.organizationId });
  return token;
}

/** The token with whether it is suspended now. */
async function viewOf(ctx: ServiceCtx, token: ApiTokenRow): Promise<ApiTokenView> {
  const caller = await findApiTokenCaller(ctx.db, { id: token.id });
  return { ...token, suspended: caller ? tokenSuspended(caller) : false };
}

/** Revokes a token: the next request with it answers 401, its open streams end, its principal acts for nobody again. */
export async function revokeApiToken(ctx: ServiceCtx, input: unknown): Promise<ApiTokenView> {
  const viewer = requireViewer(ctx.viewer);
  const token = await manageableToken(ctx, viewer, input);
  if (token.revokedAt) return viewOf(ctx, token);
  const row = await ctx.db.transaction(async (tx) => {
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
  });
  callersChanged(ctx, { kind: 'token', id: token.id }, { kind: 'user', id: token.principalUserId });
  return viewOf(ctx, row);
}

/**
 * A new secret for a live token, made by a current manager of its organization, who becomes its creator: a
 * token suspended because its creator left or was demoted works again. The old secret stops at once; the
 * new one is returned here once.
 */
export async function rotateApiToken(ctx: ServiceCtx, input: unknown): Promise<{ token: ApiTokenView; secret: string }> {
  const viewer = requireViewer(ctx.viewer);
  const token = await manageableToken(ctx, viewer, input);
  if (tokenEnded(token, ctx.now())) throw new AppError('CONFLICT', TOKEN_ENDED);
  const secret = newApiTokenSecret();
  const row = await ctx.db.transaction(async (tx) => {
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
    return rotated;
  });
  callersChanged(ctx, { kind: 'token', id: token.id });
  return { token: { ...row, suspended: false }, secret };
}
