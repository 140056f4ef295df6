import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { accountApprovedMail } from '../../mail/templates.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { passwordLink, passwordLinkMailExpiry } from '../auth/password-reset.service.ts';
import { revokeUserSessions } from '../auth/sessions.queries.ts';
import { clearEmailThrottle } from '../auth/throttle.queries.ts';
import { findUserById, updateUserRow, type UserRow } from './users.queries.ts';
import type { OrganizationRow } from '../organizations/organizations.queries.ts';

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

/**
 * Activates or deactivates a user. Activating a pending registration approves it and emails the account
 * details with a set-password link (queued with the change); deactivating ends the user's sessions at once.
 */
export async function setUserActive(ctx: ServiceCtx, input: unknown): Promise<UserRow> {
  authorize(ctx.viewer, 'users.screen', null);
  const { key, status } = parseInput(ActivateInput, input);
  const { user, org } = await loadManagedUser(ctx, key);
  const viewer = requireViewer(ctx.viewer);
  if (!status && user.id === viewer.userId) throw new AppError('BAD_INPUT', 'You cannot deactivate your own account.');
  const now = ctx.now();
  const approving = status && user.status === 'pending';
  const updated = await ctx.db.transaction(async (tx) => {
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
    return row;
  });
  if (approving) ctx.mail.wake();
  return updated;
}
