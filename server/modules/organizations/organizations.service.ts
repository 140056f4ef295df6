import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { OrganizationRow } from '../users/users.queries.ts';

/** The organization the viewer works on now: the impersonated client for provider staff, else its own. */
export async function getActiveOrganization(ctx: ServiceCtx): Promise<OrganizationRow> {
  const viewer = requireViewer(ctx.viewer);
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, viewer.activeOrganizationId)).limit(1);
  if (!org) throw notFound('Organization not found');
  return org;
}
