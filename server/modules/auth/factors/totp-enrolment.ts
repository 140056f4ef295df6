import QRCode from 'qrcode';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { checkAuthenticatorCode } from './factor-checks.ts';
import { factorSummary, hasStrongFactor, putPendingTotp, replaceRecoveryCodes, totpRow } from './factors.queries.ts';
import { seal } from '../../../secret-box.ts';
import { newTotpSecret, totpUri } from './totp.ts';

// Enrolling an authenticator app, shared by the Security tab and the enrolment a policy forces at sign-in: a
// new seed (sealed) with its otpauth URI and QR code (an SVG made on the server, so the browser loads no QR
// library), then a typed code confirms it. The first strong factor comes with 10 recovery codes, shown once.

export type TotpEnrolment = { secret: string; uri: string; qrSvg: string };

export const TOTP_ALREADY = 'Your account has an authenticator app already. Remove it first to set up another.';

export async function beginTotpEnrolment(ctx: ServiceCtx, db: Db, user: { id: string; email: string }): Promise<TotpEnrolment> {
  const existing = await totpRow(db, user.id);
  if (existing?.confirmedAt) throw new AppError('CONFLICT', TOTP_ALREADY);
  const secret = newTotpSecret();
  await putPendingTotp(db, user.id, seal(ctx.config.dataEncryption, secret), ctx.now());
  const uri = totpUri(secret, user.email);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** Confirms the pending app with a code from it; the recovery codes when this is the user's first strong factor. */
export async function confirmTotpEnrolment(ctx: ServiceCtx, db: Db, userId: string, code: string): Promise<{ recoveryCodes: string[] | null }> {
  const before = await factorSummary(db, userId);
  const checked = await checkAuthenticatorCode(ctx, { id: userId }, code.replace(/\s+/g, ''), { confirm: true, db });
  if (!checked.ok) throw new AppError('BAD_INPUT', checked.message, [{ field: 'code', message: checked.message }]);
  const first = !hasStrongFactor(before) || before.recoveryCodesLeft === 0;
  return { recoveryCodes: first ? await replaceRecoveryCodes(db, ctx.config.jwtSecret, userId, ctx.now()) : null };
}
