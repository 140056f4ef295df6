import { notFound } from '../../errors.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { OrganizationRow } from './organizations.queries.ts';
import { isKey } from '../../validation.ts';
import { findOrganization } from './organizations.queries.ts';

/** The organization the viewer works on now: the impersonated client for provider staff, else its own. */
export async function getActiveOrganization(ctx: ServiceCtx): Promise<OrganizationRow> {
  const viewer = requireViewer(ctx.viewer);
  const org = await findOrganization(ctx.db, viewer.activeOrganizationId);
  if (!org) throw notFound('Organization not found');
  return org;
}

/** An organization the viewer may read (its own, a client it is CEL of, any for Admin); others are "not found". */
export async function loadReadableOrganization(ctx: ServiceCtx, key: string): Promise<OrganizationRow> {
  const viewer = requireViewer(ctx.viewer);
  const org = isKey(key) ? await findOrganization(ctx.db, key) : null;
  if (!org || !can(viewer, 'organization.read', { organizationId: org.id })) throw notFound('Organization not found');
  return org;
}

/** The guarded fields of an organization the viewer sees (both transports mask with this). */
export type OrganizationVisibility = { key: boolean; notes: boolean };

/** The licence key for those who manage the organization's users; the provider's notes for staff who look after the client. */
export function organizationVisibility(viewer: Viewer | null, organizationId: string): OrganizationVisibility {
  return {
    key: viewer !== null && can(viewer, 'user.manage', { organizationId }),
    notes: viewer !== null && can(viewer, 'client.view', { organizationId }),
  };
}
