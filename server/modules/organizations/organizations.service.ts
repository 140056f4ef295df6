import { z } from 'zod';
import { defineSignedInQuery } from '../../commands/operation.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { findUsersByIds, type UserRow } from '../users/index.ts';
import { findOrganizationByKey } from './organization-access.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';

/** The organization the viewer works on now (the impersonated client for provider staff, else its own), masked for it. */
export const getActiveOrganization = defineSignedInQuery({
  name: 'organization.active',
  input: z.object({}),
  run: async (_ctx, db, { viewer }): Promise<OrganizationView> => organizationView(viewer, await findOrganizationByKey(db, viewer.activeOrganizationId)),
});

/** The point of contact of each organization the viewer was shown (by organization key; one statement). */
export async function pointsOfContact(ctx: ServiceCtx, orgs: readonly OrganizationView[]): Promise<Map<string, UserRow>> {
  const users = new Map((await findUsersByIds(ctx.db, orgs.flatMap((o) => (o.pocUserId ? [o.pocUserId] : [])))).map((u) => [u.id, u]));
  return new Map(orgs.flatMap((o) => {
    const poc = o.pocUserId ? users.get(o.pocUserId) : undefined;
    return poc ? [[o.id, poc] as const] : [];
  }));
}
