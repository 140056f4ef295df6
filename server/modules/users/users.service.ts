import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { accountApprovedMail } from '../../mail/templates.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { passwordLink, passwordLinkMailExpiry } from '../auth/password-reset.service.ts';
import { clearEmailThrottle, revokeUserSessions } from '../auth/index.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { updateUserRow, type UserRow } from './users.queries.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import { findUserById } from '../read-models/index.ts';

/** The signed-in user with its organization. */
export async function getViewerUser(ctx: ServiceCtx): Promise<{ user: UserRow; org: OrganizationRow }> {
  const viewer = requireViewer(ctx.viewer);
  const found = await findUserById(ctx.db, viewer.userId);
  if (!found) throw notFound('User not found');
  return found;
}

/** Loads a user the viewer may manage; another organization's user is "not found". */
export async function loadManagedUser(ctx: ServiceCtx, userKey: string): Promise<{ user: UserRow; org: OrganizationRow }> {
  const viewer = requireViewer(ctx.viewer);
  const found = isKey(userKey) ? await findUserById(ctx.db, userKey) : null;
  // An API token's service principal is managed through its token (revoke), never as a person.
  if (!found || found.user.servicePrincipal || !can(viewer, 'organization.read', { organizationId: found.user.organizationId })) {
    throw notFound('User not found');
  }
  if (!can(viewer, 'user.manage', { organizationId: found.user.organizationId })) {
    throw new AppError('FORBIDDEN', 'You do not have permission to manage this user.');
  }
  return found;
}

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

type Managed = { user: UserRow; org: OrganizationRow };

/** A user the viewer may activate or deactivate: managed by it, and never itself when deactivating. */
async function loadUserToSwitch(ctx: ServiceCtx, key: string, status: boolean): Promise<Managed> {
  const found = await loadManagedUser(ctx, key);
  if (!status && found.user.id === requireViewer(ctx.viewer).userId) throw new AppError('BAD_INPUT', 'You cannot deactivate your own account.');
  return found;
}

/**
 * One user's change of status inside the caller's transaction: the row, its sessions or e-mail throttle,
 * the audit line and, for an approval, the queued approval mail. Answers the row and whether it was an approval.
 */
async function switchUser(ctx: ServiceCtx, tx: Db, { user, org }: Managed, status: boolean): Promise<{ row: UserRow; approving: boolean }> {
  const viewer = requireViewer(ctx.viewer);
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

/**
 * Activates or deactivates a user. Activating a pending registration approves it and emails the account
 * details with a set-password link (queued with the change); deactivating ends the user's sessions at once.
 */
export async function setUserActive(ctx: ServiceCtx, input: unknown): Promise<UserRow> {
  authorize(ctx.viewer, 'users.screen', null);
  const { key, status } = parseInput(ActivateInput, input);
  const found = await loadUserToSwitch(ctx, key, status);
  const { row, approving } = await ctx.db.transaction((tx) => switchUser(ctx, tx, found, status));
  callersChanged(ctx, { kind: 'user', id: row.id });
  if (approving) ctx.mail.wake();
  return row;
}

/**
 * Activates or deactivates several users at once (the Users table's bulk actions), with the single
 * action's rules for each: every user must be one the viewer manages (another organization's is "not
 * found"), no one deactivates themselves. All or nothing, in one transaction; answers the users in the order given.
 */
export async function setUsersActive(ctx: ServiceCtx, input: unknown): Promise<UserRow[]> {
  authorize(ctx.viewer, 'users.screen', null);
  const { keys, status } = parseInput(BulkActivateInput, input);
  const found: Managed[] = [];
  for (const key of keys) found.push(await loadUserToSwitch(ctx, key, status));
  const changed = await ctx.db.transaction(async (tx) => {
    const results = [];
    for (const one of found) results.push(await switchUser(ctx, tx, one, status));
    return results;
  });
  callersChanged(ctx, ...changed.map((c) => ({ kind: 'user' as const, id: c.row.id })));
  if (changed.some((c) => c.approving)) ctx.mail.wake();
  return changed.map((c) => c.row);
}
