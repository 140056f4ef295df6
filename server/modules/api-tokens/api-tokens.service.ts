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
import { findOrganization } from '../organizations/index.ts';
import { insertServicePrincipal } from '../users/index.ts';
import { hashApiTokenSecret, newApiTokenSecret } from './api-token-secret.ts';
import { type ApiTokenRow, apiTokenNameTaken, findApiToken, insertApiToken, listApiTokens, revokeApiTokenRow } from './api-tokens.queries.ts';

// API tokens of an organization created by its Client Admin or an Admin, shown once, stored
// as a hash, listed, revoked at once. Each token acts through its own service principal.

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
export async function createApiToken(ctx: ServiceCtx, input: unknown): Promise<{ token: ApiTokenRow; secret: string }> {
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
    return { token, secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The tokens of an organization (default the viewer's active one), newest first, without secrets. */
export async function listOrganizationApiTokens(ctx: ServiceCtx, organization: string | null | undefined): Promise<ApiTokenRow[]> {
  const viewer = requireViewer(ctx.viewer);
  const org = await manageableOrganization(ctx, viewer, organization);
  return listApiTokens(ctx.db, org.id);
}

const RevokeInput = z.object({ key: z.string().max(100) });

/** Revokes a token: the next request with it answers 401. */
export async function revokeApiToken(ctx: ServiceCtx, input: unknown): Promise<ApiTokenRow> {
  const viewer = requireViewer(ctx.viewer);
  const { key } = parseInput(RevokeInput, input);
  const token = isKey(key) ? await findApiToken(ctx.db, key) : null;
  if (!token || !can(viewer, 'organization.read', { organizationId: token.organizationId })) throw notFound(TOKEN_NOT_FOUND);
  authorize(viewer, 'apiTokens.manage', { organizationId: token.organizationId });
  if (token.revokedAt) return token;
  return ctx.db.transaction(async (tx) => {
    const row = (await revokeApiTokenRow(tx, { id: token.id, by: viewer.userId, now: ctx.now() })) ?? token;
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: token.organizationId,
      action: 'api-token.revoke',
      entityType: 'api_token',
      entityId: token.id,
      before: { revokedAt: null },
      after: { revokedAt: row.revokedAt },
      ip: ctx.meta.ip,
    });
    return row;
  });
}
