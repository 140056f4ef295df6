import type DataLoader from 'dataloader';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { OrganizationRow } from './organizations.queries.ts';

/**
 * An organization as a viewer may see it: the licence key only for those who manage its users, the
 * provider's notes only for its staff who look after the client (null otherwise). `masked` marks it as made
 * by organizationView, so a raw row cannot stand in for one: both transports show only views.
 */
export type OrganizationView = Omit<OrganizationRow, 'licenseKey' | 'notes'> & { licenseKey: string | null; notes: string | null; readonly masked: true };

/** The organization masked for this viewer (the one place that decides which guarded fields it sees). */
export function organizationView(viewer: Viewer | null, org: OrganizationRow): OrganizationView {
  const showKey = viewer !== null && can(viewer, 'user.manage', { organizationId: org.id });
  const showNotes = viewer !== null && can(viewer, 'client.view', { organizationId: org.id });
  return { ...org, licenseKey: showKey ? org.licenseKey : null, notes: showNotes ? org.notes : null, masked: true };
}

/** An organization by key through the request's loader (a GraphQL field naming one), masked for the viewer; "not found" when it is gone. */
export async function loadOrganizationView(viewer: Viewer | null, loader: DataLoader<string, OrganizationRow | null>, id: string): Promise<OrganizationView> {
  const org = await loader.load(id);
  if (!org) throw notFound('Organization not found');
  return organizationView(viewer, org);
}
