import { OwnAccountSchema } from '../../../common/own-account-schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { z } from 'zod';
import { defineCommand, defineSignedInQuery, noObject } from '../../commands/operation.ts';
import { recordAudit } from '../audit/audit.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { checkPassword } from '../auth/auth.service.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { updateUserRow, type UserRow } from './users.queries.ts';
import { findUserById } from '../read-models/index.ts';

/** Who is signed in: the shell's first question (its resolver answers null, without asking, when nobody is). */
export const currentViewer = defineSignedInQuery({
  name: 'viewer.get',
  input: z.object({}),
  run: async (_ctx, _db, { viewer }) => viewer,
});

const WRONG_PASSWORD = 'The current password is not correct.';

/**
 * A signed-in person changes their own name, and their password when they give the current one. Only
 * oneself: another user's key answers "not found" (as a user one cannot see), whatever one's role. A new
 * password ends the person's sessions, as the help says.
 */
export const updateOwnAccount = defineCommand({
  name: 'account.update-own',
  input: OwnAccountSchema,
  action: 'account.update-own',
  ...noObject,
  // The current password's check and the new one's hash (argon2) stay outside the transaction.
  ownTransactions: true,
  run: async (ctx, db, { viewer, input: { key, name, currentPassword, newPassword } }): Promise<UserRow> => {
    if (key !== viewer.userId) throw notFound('User not found');
    const found = await findUserById(db, viewer.userId);
    if (!found) throw notFound('User not found');
    const { user } = found;
    // The schema asks for the current password whenever a new one is given; it is checked like a sign-in's
    // (the same throttle and lockout), so My account is no way around them.
    if (newPassword && !(currentPassword && (await checkPassword(ctx, { email: user.email, user }, currentPassword)))) {
      throw new AppError('BAD_INPUT', WRONG_PASSWORD, [{ field: 'currentPassword', message: WRONG_PASSWORD }]);
    }
    const passwordHash = newPassword ? await ctx.hasher.hash(newPassword) : null;
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const row = await updateUserRow(tx, user.id, { name: name.trim(), updatedAt: now, ...(passwordHash ? { passwordHash } : {}) });
      if (!row) throw notFound('User not found');
      // As with a reset link: a new password ends every session of the person (this one too: sign in again).
      if (passwordHash) await revokeUserSessions(tx, user.id, 'password-changed', now);
      await recordAudit(tx, {
        actorUserId: user.id,
        organizationId: user.organizationId,
        action: passwordHash ? 'user.password-change' : 'user.update-own',
        entityType: 'user',
        entityId: user.id,
        before: { name: user.name },
        after: { name: row.name },
        ip: ctx.meta.ip,
      });
      return row;
    });
  },
  afterCommit: async (ctx, row) => callersChanged(ctx, { kind: 'user', id: row.id }),
});
