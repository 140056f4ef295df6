import { z } from 'zod';
import { definePublicCommand, definePublicQuery } from '../../commands/operation.ts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { NewMail } from '../../mail/outbox.queries.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { PasswordResetRequestSchema, PasswordResetSchema } from '../../../common/auth-schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { setPasswordIfUnchanged } from '../users/index.ts';
import { checkResetToken, decodeUid, encodeUid, makeResetToken, RESET_TOKEN_DAYS, type ResetSubject } from './reset-token.ts';
import { revokeUserSessions } from './sessions.queries.ts';
import { callersChanged } from './caller-changes.ts';
import { clearEmailThrottle, takeResetMailSlot } from './throttle.queries.ts';
import { findUserByEmail, findUserById } from '../read-models/index.ts';
import { ssoEnforcementRefusal } from '../sso/index.ts';

export const RESET_REQUESTED =
  'If an account exists for this email, a link to reset its password is on its way. Check your inbox.';
const LINK_INVALID = 'This link is invalid or has expired. Request a new one from the reset password page.';

/** The set-password link of spec §2 for a user as it is now (reset, and approval of a registration). */
export function passwordLink(ctx: ServiceCtx, subject: ResetSubject): string {
  return `${ctx.config.publicUrl}/password-reset-confirm/${encodeUid(subject.id)}/${makeResetToken(ctx.config.jwtSecret, subject, ctx.now())}`;
}

/** When a mail carrying a set-password link made now stops being worth sending: when the link dies. */
export function passwordLinkMailExpiry(ctx: ServiceCtx): Date {
  return new Date(ctx.now().getTime() + RESET_TOKEN_DAYS * 86_400_000);
}

/** The outbox entry of a reset link for a user as it is now. */
function resetMail(ctx: ServiceCtx, subject: ResetSubject & { name: string }): NewMail {
  return { kind: 'password-reset', to: subject.email, ...passwordResetMail(subject.name, passwordLink(ctx, subject)), expiresAt: passwordLinkMailExpiry(ctx) };
}

/** Emails a reset link when the account exists and is active; answers the same either way. Public. */
export const requestPasswordReset = definePublicCommand({
  name: 'auth.password-reset.request',
  input: PasswordResetRequestSchema,
  // Only the mail slot and the queued mail commit together; the lookups need no transaction.
  ownTransactions: true,
  run: async (ctx, _db, { input: { username } }): Promise<string> => {
    const found = await findUserByEmail(ctx.db, username);
    const ssoOnly = found && (await ssoEnforcementRefusal(ctx.db, found.user, found.org));
    if (ssoOnly) throw new AppError('BAD_INPUT', ssoOnly, [{ field: 'username', message: ssoOnly }]);
    if (found && found.user.status === 'active') {
      const { user } = found;
      // At most 3 reset mails an hour per address, so the form cannot be used to flood someone's inbox. The
      // slot and the queued mail commit together; the mail goes out from the worker, so the answer does not
      // wait on the mail server (nor take longer when the account exists).
      const queued = await ctx.db.transaction(async (tx) => {
        if (!(await takeResetMailSlot(tx, user.email, ctx.now()))) return false;
        await ctx.mail.enqueue(tx, resetMail(ctx, user));
        return true;
      });
      if (queued) ctx.mail.wake();
    }
    return RESET_REQUESTED;
  },
});

/** Queues a reset link on behalf of a user manager (admin menu "Reset Password") in the caller's transaction; the caller checks rights. */
export async function queueResetLink(ctx: ServiceCtx, tx: Db, subject: ResetSubject & { name: string }): Promise<void> {
  await ctx.mail.enqueue(tx, resetMail(ctx, subject));
}

/** The user of a set-password link that still works (known, active, token unused and not expired), else null. */
async function linkUser(ctx: ServiceCtx, uidb64: string, token: string) {
  const userId = decodeUid(uidb64);
  const found = userId ? await findUserById(ctx.db, userId) : null;
  if (!found || found.user.status !== 'active' || !checkResetToken(ctx.config.jwtSecret, found.user, token, ctx.now())) return null;
  return found;
}

/** Whether a set-password link still works; the new-password screen asks before the password is typed. Public: the link is the proof. */
export const checkPasswordLink = definePublicQuery({
  name: 'auth.password-link.check',
  input: z.object({ uidb64: z.string(), token: z.string() }),
  // A link far longer than any made here is answered "no longer works", as any other wrong link.
  run: async (ctx, _db, { input: { uidb64, token } }): Promise<boolean> => uidb64.length <= 200 && token.length <= 200 && (await linkUser(ctx, uidb64, token)) !== null,
});

/** Sets a new password from an emailed link; the link then stops working and other sessions end. Public: the link is the proof. */
export const resetPassword = definePublicCommand({
  name: 'user.password-reset',
  input: PasswordResetSchema,
  // argon2 hashes the new password outside the transaction that stores it.
  ownTransactions: true,
  run: async (ctx, _db, { input: { password, uidb64, token } }): Promise<void> => {
    const found = await linkUser(ctx, uidb64, token);
    const now = ctx.now();
    if (!found) {
      throw new AppError('BAD_INPUT', LINK_INVALID, [{ field: 'token', message: LINK_INVALID }]);
    }
    const ssoOnly = await ssoEnforcementRefusal(ctx.db, found.user, found.org);
    if (ssoOnly) throw new AppError('BAD_INPUT', ssoOnly, [{ field: 'password', message: ssoOnly }]);
    const passwordHash = await ctx.hasher.hash(password);
    await ctx.db.transaction(async (tx) => {
      // The conditional update makes a link single-use even when two requests race.
      const updated = await setPasswordIfUnchanged(tx, { userId: found.user.id, previousHash: found.user.passwordHash, passwordHash, now });
      if (!updated) throw new AppError('BAD_INPUT', LINK_INVALID, [{ field: 'token', message: LINK_INVALID }]);
      await revokeUserSessions(tx, found.user.id, 'password-changed', now);
      await clearEmailThrottle(tx, found.user.email);
      await recordAudit(tx, { actorUserId: found.user.id, organizationId: found.user.organizationId, action: 'user.password-reset', entityType: 'user', entityId: found.user.id, ip: ctx.meta.ip });
    });
    callersChanged(ctx, { kind: 'user', id: found.user.id });
  },
});
