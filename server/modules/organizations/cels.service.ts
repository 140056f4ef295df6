import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { authorize, can } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import type { UserRow } from '../users/index.ts';
import { getClient, loadClient } from './organization-admin.service.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';
import { replaceCels } from './organizations.queries.ts';
import { findCelCandidates, findCelsOf } from '../read-models/index.ts';

/** Throws unless the viewer may see this client on the admin screens (its CELs); another is "not found". */
export function authorizeClientView(ctx: ServiceCtx, organizationId: string): void {
  const viewer = authorize(ctx.viewer, 'admin.screens', null);
  if (!can(viewer, 'client.view', { organizationId })) throw notFound('Organization not found');
}

/** Provider staff marked "Client Engagement Leader" who may be assigned (provider Admin). */
export async function listCelCandidates(ctx: ServiceCtx): Promise<UserRow[]> {
  authorize(ctx.viewer, 'organization.manage', null);
  return findCelCandidates(ctx.db);
}

/**
 * The Assign CELs dialog: the client (as adminOrganization shows it), its CELs and, for those who may change
 * them, the candidates (as celCandidates lists them); none for others.
 */
export async function getCelAssignment(ctx: ServiceCtx, key: string): Promise<{ org: OrganizationView; cels: UserRow[]; candidates: UserRow[] }> {
  const org = await getClient(ctx, key);
  const mayAssign = ctx.viewer !== null && can(ctx.viewer, 'organization.manage', null);
  const [cels, candidates] = await Promise.all([findCelsOf(ctx.db, [org.id]), mayAssign ? listCelCandidates(ctx) : []]);
  return { org, cels: cels.get(org.id) ?? [], candidates };
}

// The legacy client sends `cel` as one key, a list of keys, or a list of {key}.
const CelRef = z.union([str(100), z.object({ key: str(100) }).transform((o) => o.key)]);
const SetCelsInput = z.object({
  key: str(100),
  cels: z
    .union([z.array(CelRef).max(200, 'At most 200 CELs'), CelRef.transform((k) => [k]), z.null().transform(() => [])], {
      error: 'cels must be a list of user keys',
    })
    .transform((keys) => [...new Set(keys)]),
});

/** Replaces the CELs of a client (provider Admin); every one must be a CEL candidate. */
export async function setCels(ctx: ServiceCtx, input: unknown): Promise<OrganizationView> {
  const viewer = authorize(ctx.viewer, 'organization.manage', null);
  const { key, cels } = parseInput(SetCelsInput, input);
  const { org } = await loadClient(ctx, key);
  const candidates = new Set((await findCelCandidates(ctx.db)).map((u) => u.id));
  const unknown = cels.filter((id) => !candidates.has(id));
  if (unknown.length > 0) {
    const message = 'Only active provider staff marked "Client Engagement Leader" can be assigned';
    throw new AppError('BAD_INPUT', message, [{ field: 'cels', message }]);
  }
  await ctx.db.transaction(async (tx) => {
    const before = ((await findCelsOf(tx, [org.id])).get(org.id) ?? []).map((u) => u.id).sort();
    await replaceCels(tx, org.id, cels);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.cels.update', entityType: 'organization', entityId: org.id, before: { cels: before }, after: { cels: [...cels].sort() }, ip: ctx.meta.ip });
  });
  // The CELs taken off stop seeing the client now (their callers name it); the new ones hear of it through NOTIFY.
  callersChanged(ctx, { kind: 'organization', id: org.id });
  return organizationView(viewer, org);
}
