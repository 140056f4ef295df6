import type { Db } from '../../../db/client.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { recoveryCodeUsedMail } from '../../../mail/security-templates.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { UserRow } from '../../users/index.ts';
import { factorSummary, takeTotpStep, totpRow, useRecoveryCode } from './factors.queries.ts';
import { open, seal } from '../../../secret-box.ts';
import { totpStep } from './totp.ts';

// The checks of a second factor's code at sign-in (and of an authenticator app's confirmation): each answers
// whether the code passes; the caller counts a failure toward the lockout.

export type Check = { ok: true } | { ok: false; message: string };

export const TOTP_WRONG = 'The code is not valid. Check your authenticator app and try again.';
export const TOTP_NONE = 'Your account has no authenticator app. Choose another way to sign in.';
export const RECOVERY_WRONG = 'The recovery code is not valid or was used already.';

/**
 * An authenticator app's code for the user's app (confirmed, or not yet when `confirm` is set): within ±1
 * step, and of a later step than the last code taken, so each code passes once. A seed sealed under an earlier
 * key is sealed again under the current one.
 */
export async function checkAuthenticatorCode(ctx: ServiceCtx, user: Pick<UserRow, 'id'>, code: string, p: { confirm?: boolean; db?: Db } = {}): Promise<Check> {
  const { confirm = false, db = ctx.db } = p;
  const row = await totpRow(db, user.id);
  if (!row || (row.confirmedAt === null) !== confirm) return { ok: false, message: TOTP_NONE };
  const opened = open(ctx.config.dataEncryption, row.secretEncrypted);
  const now = ctx.now();
  const step = totpStep(opened.plain, code, now);
  if (step === null) return { ok: false, message: TOTP_WRONG };
  const resealed = opened.stale ? seal(ctx.config.dataEncryption, opened.plain) : undefined;
  const taken = await takeTotpStep(db, user.id, step, { now, confirm, ...(resealed ? { resealed } : {}) });
  return taken ? { ok: true } : { ok: false, message: TOTP_WRONG };
}

/** A recovery code, used once; its use is audited and mailed to the user with the number of codes left. */
export async function checkRecoveryCode(ctx: ServiceCtx, user: Pick<UserRow, 'id' | 'email' | 'name' | 'organizationId'>, code: string): Promise<Check> {
  const now = ctx.now();
  const used = await ctx.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, ctx.config.jwtSecret, user.id, code, now))) return false;
    const left = (await factorSummary(tx, user.id)).recoveryCodesLeft;
    await recordAudit(tx, { actorUserId: user.id, organizationId: user.organizationId, action: 'auth.recovery-code-used', entityType: 'user', entityId: user.id, ip: ctx.meta.ip });
    await ctx.mail.enqueue(tx, { kind: 'recovery-code-used', to: user.email, ...recoveryCodeUsedMail(user.name, left) });
    return true;
  });
  if (!used) return { ok: false, message: RECOVERY_WRONG };
  ctx.mail.wake();
  return { ok: true };
}
