import { z } from 'zod';
import { defineCommand, defineQuery, noObject, noResource } from '../../commands/operation.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import type { UserRow } from '../users/index.ts';
import { hiddenOnAdminScreens, ORGANIZATION_NOT_FOUND, organizationByKey, organizationResource, shownClientByKey } from './organization-access.ts';
import { OrganizationKeyInput } from './organization-input.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';
import { replaceCels } from './organizations.queries.ts';
import { findCelCandidates, findCelsOf } from '../read-models/index.ts';

// Client Engagement Leaders: provider staff assigned to a client (Admin assigns them; a CEL reads its clients' CELs).

/** Provider staff marked "Client Engagement Leader" who may be assigned (provider Admin). */
export const listCelCandidates = defineQuery({
  name: 'organization.celCandidates',
  input: z.object({}),
  action: 'organization.manage',
  ...noObject,
  run: (_ctx, db): Promise<UserRow[]> => findCelCandidates(db),
});

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

const NOT_A_CANDIDATE = 'Only active provider staff marked "Client Engagement Leader" can be assigned';

/** Replaces the CELs of a client (provider Admin); every one must be a CEL candidate. */
export const setCels = defineCommand({
  name: 'organization.cels.update',
  input: SetCelsInput,
  action: 'organization.manage',
  resource: noResource,
  load: organizationByKey,
  run: async (ctx, tx, { viewer, object: org, input: { cels } }): Promise<OrganizationView> => {
    const candidates = new Set((await findCelCandidates(tx)).map((u) => u.id));
    if (cels.some((id) => !candidates.has(id))) throw new AppError('BAD_INPUT', NOT_A_CANDIDATE, [{ field: 'cels', message: NOT_A_CANDIDATE }]);
    const before = ((await findCelsOf(tx, [org.id])).get(org.id) ?? []).map((u) => u.id).sort();
    await replaceCels(tx, org.id, cels);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.cels.update', entityType: 'organization', entityId: org.id, before: { cels: before }, after: { cels: [...cels].sort() }, ip: ctx.meta.ip });
    return organizationView(viewer, org);
  },
  // The CELs taken off stop seeing the client now (their callers name it); the new ones hear of it through NOTIFY.
  afterCommit: async (ctx, org) => callersChanged(ctx, { kind: 'organization', id: org.id }),
});

/**
 * The Assign CELs dialog of a client of the admin screens: its CELs and, for those who may list the candidates
 * (who may change the CELs), the candidates as celCandidates lists them; none for others.
 */
export const getCelAssignment = defineQuery({
  name: 'organization.cels',
  input: OrganizationKeyInput,
  action: 'client.view',
  load: shownClientByKey,
  resource: organizationResource,
  run: async (_ctx, db, { viewer, object: org }): Promise<{ cels: UserRow[]; candidates: UserRow[] }> => {
    const [cels, candidates] = await Promise.all([findCelsOf(db, [org.id]), listCelCandidates.permits(viewer, null) ? findCelCandidates(db) : []]);
    return { cels: cels.get(org.id) ?? [], candidates };
  },
});

/**
 * The CELs of an organization another query showed (a field of it): getCelAssignment's rule and errors for that
 * organization, without reading it again.
 */
export function authorizeCelsOf(viewer: Viewer | null, org: OrganizationView): void {
  if (!viewer) throw unauthenticated();
  if (hiddenOnAdminScreens(viewer, org.id)) throw notFound(ORGANIZATION_NOT_FOUND);
  if (!getCelAssignment.permits(viewer, org)) throw forbidden();
}
