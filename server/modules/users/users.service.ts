import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { accountApprovedMail } from '../../mail/templates.ts';
import { can } from '../../policies/authorize.ts';
import { defineCommand, defineSignedInQuery } from '../../commands/operation.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { passwordLink, passwordLinkMailExpiry } from '../auth/password-reset.service.ts';
import { clearEmailThrottle, revokeUserSessions } from '../auth/index.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { updateUserRow, type UserRow } from './users.queries.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import { findUserById } from '../read-models/index.ts';

/** The signed-in user with its organization (the legacy `/api/user/`). */
export const getViewerUser = defineSignedInQuery({
  name: 'viewer.user',
  input: z.object({}),
  run: async (_ctx, db, { viewer }): Promise<Managed> => {
    const found = await findUserById(db, viewer.userId);
    if (!found) throw notFound('User not found');
    return found;
  },
});

export const MANAGE_USER_FORBIDDEN = 'You do not have permission to manage this user.';

/** A user the viewer may see, to manage; an API token's principal or another organization's user is "not found". */
export async function loadManagedUser(db: Db, viewer: Viewer, userKey: string): Promise<Managed> {
  const found = isKey(userKey) ? await findUserById(db, userKey) : null;
  // An API token's service principal is managed through its token (revoke), never as a person.
  if (!found || found.user.servicePrincipal || !can(viewer, 'organization.read', { organizationId: found.user.organizationId })) {
    throw notFound('User not found');
  }
  return found;
}

/** A managed user as the permission table's `user.manage` asks about it. */
export const managedUserResource = ({ user }: Managed) => ({ organizationId: user.organizationId });

type Managed = { user: UserRow; org: OrganizationRow };

const ActivateInput = z.object({ key: z.string().max(100), status: z.boolean({ error: 'status must be true or false' }) });
/** At most one page of the Users table (spec §9: 50 rows) and a little room; each key once. */
export const MAX_BULK_USERS = 100;
const BulkActivateInput = z.object({
  keys: z
    .array(z.string().max(100), { error: 'keys must be a list of user keys' })
    .min(1, 'Choose at least one user')
    .max(MAX_BULK_USERS, `At most ${MAX_BULK_USERS} users at a time`)
    .transform((keys) => [...new Set(keys)]),
  status: z.boolean({ error: 'status must be true or false' }),
});

const NOT_YOURSELF = 'You cannot deactivate your own account.';

/**
 * One user's change of status inside the caller's transaction: the row, its sessions or e-mail throttle,
 * the audit line and, for an approval, the queued approval mail. Answers the row and whether it was an approval.
 */
async function switchUser(ctx: ServiceCtx, tx: Db, viewer: Viewer, { user, org }: Managed, status: boolean): Promise<{ row: UserRow; approving: boolean }> {
  if (!status && user.id === viewer.userId) throw new AppError('BAD_INPUT', NOT_YOURSELF);
  const now = ctx.now();
  const approving = status && user.status === 'pending';
  const row = await updateUserRow(tx, user.id, {
    status: status ? 'active' : 'inactive',
    updatedAt: now,
    ...(status ? { failedLoginAttempts: 0 } : {}),
    ...(approving ? { approvedAt: now, approvedBy: viewer.userId } : {}),
  });
  if (!row) throw notFound('User not found');
  if (status) await clearEmailThrottle(tx, user.email);
  else await revokeUserSessions(tx, user.id, 'deactivated', now);
  await recordAudit(tx, {
    actorUserId: viewer.userId,
    organizationId: user.organizationId,
    action: approving ? 'user.approve' : status ? 'user.activate' : 'user.deactivate',
    entityType: 'user',
    entityId: user.id,
    before: { status: user.status },
    after: { status: row.status },
    ip: ctx.meta.ip,
  });
  if (approving) {
    const mail = accountApprovedMail({ name: row.name, email: row.email, organization: org.name, url: passwordLink(ctx, row) });
    await ctx.mail.enqueue(tx, { kind: 'account-approved', to: row.email, ...mail, expiresAt: passwordLinkMailExpiry(ctx) });
  }
  return { row, approving };
}

/** After a change of status: the users' callers are forgotten (a deactivated user's streams end), the approval mails go. */
async function afterSwitch(ctx: ServiceCtx, changed: readonly { row: UserRow; approving: boolean }[]) {
  callersChanged(ctx, ...changed.map((c) => ({ kind: 'user' as const, id: c.row.id })));
  if (changed.some((c) => c.approving)) ctx.mail.wake();
}

/**
 * Activates or deactivates a user. Activating a pending registration approves it and emails the account
 * details with a set-password link (queued with the change); deactivating ends the user's sessions at once.
 */
export const setUserActive = defineCommand({
  name: 'user.set-active',
  input: ActivateInput,
  action: 'user.manage',
  screen: 'users.screen',
  forbidden: MANAGE_USER_FORBIDDEN,
  load: (_ctx, db, input, viewer) => loadManagedUser(db, viewer, input.key),
  resource: (found) => managedUserResource(found),
  run: (ctx, tx, { viewer, object, input }) => switchUser(ctx, tx, viewer, object, input.status),
  afterCommit: (ctx, changed) => afterSwitch(ctx, [changed]),
});

/**
 * Activates or deactivates several users at once (the Users table's bulk actions), with the single
 * action's rules for each: every user must be one the viewer manages (another organization's is "not
 * found"), no one deactivates themselves. All or nothing, in one transaction; answers the users in the order given.
 */
export const setUsersActive = defineCommand({
  name: 'users.set-active',
  input: BulkActivateInput,
  action: 'user.manage',
  screen: 'users.screen',
  forbidden: MANAGE_USER_FORBIDDEN,
  // Every user must be one the viewer manages: the table is asked about the first here, about the others as they load.
  load: async (_ctx, db, input, viewer): Promise<[Managed, ...Managed[]]> => {
    const found: Managed[] = [];
    for (const key of input.keys) {
      const one = await loadManagedUser(db, viewer, key);
      if (found.length > 0 && !can(viewer, 'user.manage', managedUserResource(one))) throw new AppError('FORBIDDEN', MANAGE_USER_FORBIDDEN);
      found.push(one);
    }
    const [first, ...rest] = found;
    if (!first) throw new AppError('BAD_INPUT', 'Choose at least one user');
    return [first, ...rest];
  },
  resource: ([first]) => managedUserResource(first),
  run: async (ctx, tx, { viewer, object: found, input }) => {
    const results: { row: UserRow; approving: boolean }[] = [];
    for (const one of found) results.push(await switchUser(ctx, tx, viewer, one, input.status));
    return results;
  },
  afterCommit: afterSwitch,
});
