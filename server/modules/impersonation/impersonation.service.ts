import { z } from 'zod';
import { MSG } from '../../../common/validation.ts';
import { notFound } from '../../errors.ts';
import { authorize, can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { type ClientChoice, findClientChoices, findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { lockImpersonation, saveImpersonation } from '../users/index.ts';

const NOT_AN_ORGANIZATION_KEY = 'clientImpersonation must be an organization key, or null for your own organization';

// The legacy client may send "" for "none"; an absent field is a mistake, not a request to clear.
const SetInput = z.object({
  clientImpersonation: z.union([z.literal('').transform(() => null), z.uuid({ error: NOT_AN_ORGANIZATION_KEY }), z.null()], {
    error: (issue) => (issue.input === undefined ? MSG.required : NOT_AN_ORGANIZATION_KEY),
  }),
});

/** The clients the viewer may impersonate, by name (Admin: every client; IPA User: those it is CEL of). */
export async function listImpersonationChoices(ctx: ServiceCtx): Promise<ClientChoice[]> {
  const viewer = authorize(ctx.viewer, 'impersonation.use', null);
  const onlyIds = can(viewer, 'impersonation.anyClient', null) ? null : [...viewer.celOrganizationIds];
  const choices = await findClientChoices(ctx.db, { onlyIds });
  return choices.filter((c) => can(viewer, 'organization.impersonate', { organizationId: c.key }));
}

/**
 * Sets the client the viewer works on and records it in the audit log. The choice persists on the user,
 * so every later call (any transport, any session) is scoped to it. A client the viewer may not
 * impersonate is "not found"; null or the viewer's own organization returns it to its own.
 */
export async function setClientImpersonation(ctx: ServiceCtx, input: unknown): Promise<{ viewer: Viewer; organization: OrganizationRow }> {
  const { clientImpersonation } = parseInput(SetInput, input);
  const viewer = authorize(ctx.viewer, 'impersonation.use', null);
  const targetId = clientImpersonation === viewer.organizationId ? null : clientImpersonation;
  const target = targetId === null ? null : await findOrganization(ctx.db, targetId);
  if (targetId !== null && (!target || target.isProvider || !can(viewer, 'organization.impersonate', { organizationId: targetId }))) {
    throw notFound('Organization not found');
  }
  const organization = target ?? (await findOrganization(ctx.db, viewer.organizationId));
  if (!organization) throw notFound('Organization not found');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockImpersonation(tx, viewer.userId);
    if (!current) throw notFound('User not found');
    await saveImpersonation(tx, { userId: viewer.userId, organizationId: targetId, now });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: organization.id,
      action: 'user.impersonate',
      entityType: 'user',
      entityId: viewer.userId,
      before: { impersonatedOrganizationId: current.impersonatedOrganizationId },
      after: { impersonatedOrganizationId: targetId },
      ip: ctx.meta.ip,
    });
  });
  callersChanged(ctx, { kind: 'user', id: viewer.userId });
  return { viewer: { ...viewer, activeOrganizationId: organization.id }, organization };
}
