import { z } from 'zod';
import { defineCommand } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { recordAudit } from '../audit/audit.ts';
import { type ApiTokenRow, lockApiTokensOf, unrevokedApiTokensOf } from '../api-tokens/index.ts';
import { endApiToken, issueApiToken, revokedCallers } from '../api-tokens/api-tokens.service.ts';
import { ssoOrganization } from './sso-config.service.ts';

// An organization's SCIM token is an API token of scope scim (issue 29's decision): one at a time, made on the
// Single sign-on screen, listed with the organization's API tokens, revoked and expired through the one API-token
// path, and accepted only at /scim/v2 (server/http/api-token-gate.ts refuses it anywhere else).

/** The name of the organization's SCIM token among its API tokens (its principal is "API: SCIM provisioning"). */
export const SCIM_TOKEN_NAME = 'SCIM provisioning';

const OrganizationInput = z.object({ organization: z.string().max(100).nullish() });

/** Revokes the organization's live SCIM tokens (through the API tokens' revocation); the ones it ended. */
async function endScimTokens(ctx: ServiceCtx, tx: Db, viewer: Viewer, organizationId: string): Promise<ApiTokenRow[]> {
  // Held until the transaction ends: two creations at once revoke and replace one after the other.
  await lockApiTokensOf(tx, organizationId);
  const live = await unrevokedApiTokensOf(tx, organizationId, 'scim');
  return Promise.all(live.map((token) => endApiToken(ctx, tx, viewer, token)));
}

/** A new SCIM token for the organization (any earlier one is revoked); the secret is answered this once. */
export const createScimToken = defineCommand({
  name: 'scim.token.create',
  input: OrganizationInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org }) => {
    const ended = await endScimTokens(ctx, tx, viewer, org.id);
    const { token, secret } = await issueApiToken(ctx, tx, viewer, org, { name: SCIM_TOKEN_NAME, scope: 'scim', expiresAt: null });
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'scim.token.create', entityType: 'scim_token', entityId: org.id, after: { apiTokenId: token.id }, ip: ctx.meta.ip });
    return { token: secret, ended };
  },
  afterCommit: async (ctx, { ended }) => ended.forEach((token) => revokedCallers(ctx, token)),
});

/** Ends the organization's SCIM token (the API token of scope scim). */
export const revokeScimToken = defineCommand({
  name: 'scim.token.revoke',
  input: OrganizationInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org }) => {
    const ended = await endScimTokens(ctx, tx, viewer, org.id);
    if (ended.length > 0) await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'scim.token.revoke', entityType: 'scim_token', entityId: org.id, ip: ctx.meta.ip });
    return { revoked: ended.length > 0, ended };
  },
  afterCommit: async (ctx, { ended }) => ended.forEach((token) => revokedCallers(ctx, token)),
});
