import { csvTimestamp, toCsv } from '../../csv.ts';
import { z } from 'zod';
import { ROLE_LABELS, isRole } from '../../../common/roles.ts';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import { defineQuery, noObject } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { str } from '../../validation.ts';
import { findOrganizationByRef } from '../organizations/index.ts';
import { countUsers, listUsers, USER_SORT_FIELDS, type UserListParams, type UserListRow } from '../read-models/index.ts';
import type { UserRow } from './users.queries.ts';

const Filter = z
  .object({
    /** Part of the email, any case. */
    email: str(254).nullish(),
    /** Part of the organization's name, any case. */
    organization: str(200).nullish(),
    /** Only the users of this organization (key, or exact name from the legacy client). */
    organizationKey: str(200).nullish(),
    /** Only the users of this status. */
    status: z.enum(['pending', 'active', 'inactive'], { error: 'Unknown status' }).nullish(),
  })
  .nullish();
const Sort = z.object({ field: z.enum(USER_SORT_FIELDS, { error: 'Unknown sort field' }), descending: z.boolean() }).nullish();

const ListInput = z.object({
  filter: Filter,
  sort: Sort,
  page: z.number().int().min(0, 'Must be positive').max(1_000_000).default(0),
  pageSize: z.number().int().min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100').default(10),
  /** Every match on one page (the legacy list and the CSV export); GraphQL's paging arguments cannot ask for it. */
  all: z.literal(true).optional(),
});

/** What the viewer may list: every organization for a provider Admin, else its own; a named one must be manageable. */
async function listParams(db: Db, viewer: Viewer, input: Pick<z.output<typeof ListInput>, 'filter' | 'sort'>): Promise<UserListParams> {
  const { filter, sort } = input;
  let organizationId: string | null = can(viewer, 'user.manage-all', null) ? null : viewer.organizationId;
  const ref = filter?.organizationKey?.trim();
  if (ref) {
    const org = await findOrganizationByRef(db, ref);
    if (!org || !can(viewer, 'user.manage', { organizationId: org.id })) throw notFound('Organization not found');
    organizationId = org.id;
  }
  return {
    organizationId,
    emailContains: filter?.email?.trim() || null,
    organizationContains: filter?.organization?.trim() || null,
    status: filter?.status ?? null,
    sort: sort ?? { field: 'name', descending: false },
  };
}

/** The list for a viewer who may open the Users screen: one page, or every match. */
async function usersFor(db: Db, viewer: Viewer, input: z.output<typeof ListInput>): Promise<{ nodes: UserListRow[]; total: number; page: number; pageSize: number }> {
  const { page, pageSize, all, ...rest } = input;
  const params = await listParams(db, viewer, rest);
  if (all) {
    const nodes = await listUsers(db, { ...params, limit: null, offset: 0 });
    return { nodes, total: nodes.length, page: 0, pageSize: Math.max(nodes.length, 1) };
  }
  const [nodes, total] = await Promise.all([listUsers(db, { ...params, limit: pageSize, offset: page * pageSize }), countUsers(db, params)]);
  return { nodes, total, page, pageSize };
}

/**
 * The Users screen's list, filtered and sorted by the server (a client's user managers see only their own),
 * each user with its organization's name: one page, or every match (the legacy list).
 */
export const listManagedUsers = defineQuery({
  name: 'users.list',
  input: ListInput,
  action: 'users.screen',
  ...noObject,
  run: (_ctx, db, { viewer, input }) => usersFor(db, viewer, input),
});

/** How many registrations wait for the viewer's approval: pending users it may manage (0 when it manages none). */
export async function countPendingApprovals(ctx: ServiceCtx, viewer: Viewer): Promise<number> {
  if (!can(viewer, 'users.screen', null)) return 0;
  return countUsers(ctx.db, await listParams(ctx.db, viewer, { filter: { status: 'pending' }, sort: null }));
}

const STATUS_LABELS: Record<UserRow['status'], string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/** Spec §9: the filtered users as `ipa_metrics_users_{timestamp}.csv` (Name, Email, Organization, Role, Status). */
export const exportUsersCsv = defineQuery({
  name: 'users.export-csv',
  input: ListInput.pick({ filter: true, sort: true }),
  action: 'users.screen',
  ...noObject,
  run: async (ctx, db, { viewer, input }): Promise<{ filename: string; content: string; rows: number }> => {
    const { nodes: rows } = await usersFor(db, viewer, { ...input, page: 0, pageSize: 1, all: true });
    const content = toCsv(
      ['Name', 'Email', 'Organization', 'Role', 'Status'],
      rows.map(({ user, organizationName }) => [
        user.name,
        user.email,
        organizationName,
        isRole(user.userType) ? ROLE_LABELS[user.userType] : 'Unknown',
        STATUS_LABELS[user.status],
      ]),
    );
    return { filename: `ipa_metrics_users_${csvTimestamp(ctx.now())}.csv`, content, rows: rows.length };
  },
});
