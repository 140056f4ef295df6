import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { OrgRef } from '../../policies/permissions.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey } from '../../validation.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';
import { findOrganization, type OrganizationRow } from './organizations.queries.ts';

// Object-level security for organizations, in one place: every organization operation loads the organization
// it acts on through these functions. One the viewer may not see is "not found", exactly like a missing one.

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The organization a key names; NOT_FOUND when there is none (the operation's rule decides who may act on it). */
export async function findOrganizationByKey(db: Db, key: unknown): Promise<OrganizationRow> {
  const org = isKey(key) ? await findOrganization(db, key) : null;
  if (!org) throw notFound(ORGANIZATION_NOT_FOUND);
  return org;
}

/** An operation's `load` for the organization its input's `key` names (findOrganizationByKey). */
export const organizationByKey = async (_ctx: ServiceCtx, db: Db, input: { key: string }): Promise<OrganizationRow> => findOrganizationByKey(db, input.key);

/**
 * Those who use the admin screens see there only the clients they look after (`client.view`); any other is
 * NOT_FOUND for them. A caller without the admin screens is refused by the operation's rule instead.
 */
export const hiddenOnAdminScreens = (viewer: Viewer, organizationId: string): boolean =>
  can(viewer, 'admin.screens', null) && !can(viewer, 'client.view', { organizationId });

/** An operation's `load` for a client of the admin screens its input's `key` names (hiddenOnAdminScreens), masked for the viewer. */
export async function shownClientByKey(_ctx: ServiceCtx, db: Db, input: { key: string }, viewer: Viewer): Promise<OrganizationView> {
  const org = await findOrganizationByKey(db, input.key);
  if (hiddenOnAdminScreens(viewer, org.id)) throw notFound(ORGANIZATION_NOT_FOUND);
  return organizationView(viewer, org);
}

/** An operation's `load` for an organization the viewer may read (its own, a client it is CEL of, any for Admin), named by its input's `organization`, masked for it; any other is NOT_FOUND. */
export async function readableOrganization(_ctx: ServiceCtx, db: Db, input: { organization: string }, viewer: Viewer): Promise<OrganizationView> {
  const org = await findOrganizationByKey(db, input.organization);
  if (!can(viewer, 'organization.read', { organizationId: org.id })) throw notFound(ORGANIZATION_NOT_FOUND);
  return organizationView(viewer, org);
}

/** The organization as an operation's resource: the permission table's OrgRef. */
export const organizationResource = (org: Pick<OrganizationRow, 'id'>): OrgRef => ({ organizationId: org.id });
