import { z } from 'zod';
import { definePublicCommand, definePublicQuery } from '../../../commands/operation.ts';
import { AppError } from '../../../errors.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { str } from '../../../validation.ts';
import { recordAudit } from '../../audit/audit.ts';
import { clearEmailThrottle, recordFailure } from '../throttle.queries.ts';
import { openSession, pendingUser, type SessionGrant } from '../auth.service.ts';
import { factorSummary, hasStrongFactor } from './factors.queries.ts';
import { beginTotpEnrolment, confirmTotpEnrolment, type TotpEnrolment } from './totp-enrolment.ts';

// The second-factor step of a sign-in (the token of the password step): which factors the user may choose
// (passkey first, the emailed code last and only when the organization accepts it), and the enrolment a policy
// forces on a user who has no factor it accepts (an organization that refuses the emailed code).

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery' | 'email';
export type SecondFactorOptions = { methods: SecondFactorMethod[]; mustEnrol: boolean };

export const NO_ENROLMENT_NEEDED = 'Your account has a second factor already: sign in with it.';

/** The pending user's choices, in the order the screen offers them. */
export const getSecondFactorOptions = definePublicQuery({
  name: 'auth.second-factor-options',
  input: z.object({}),
  run: async (ctx): Promise<SecondFactorOptions> => {
    const { user, org } = await pendingUser(ctx);
    const f = await factorSummary(ctx.db, user.id);
    const methods: SecondFactorMethod[] = [
      ...(f.passkeys > 0 ? (['passkey'] as const) : []),
      ...(f.totp ? (['totp'] as const) : []),
      ...(f.recoveryCodesLeft > 0 ? (['recovery'] as const) : []),
      ...(org.refusesEmailedCode ? [] : (['email'] as const)),
    ];
    return { methods, mustEnrol: org.refusesEmailedCode && !hasStrongFactor(f) };
  },
});

/** The pending user who must enrol: no factor the organization accepts. */
async function enrollingUser(ctx: ServiceCtx) {
  const found = await pendingUser(ctx);
  const f = await factorSummary(ctx.db, found.user.id);
  if (!found.org.refusesEmailedCode || hasStrongFactor(f)) throw new AppError('FORBIDDEN', NO_ENROLMENT_NEEDED);
  return found;
}

export const startSignInEnrolment = definePublicCommand({
  name: 'auth.enrol-authenticator.begin',
  input: z.object({}),
  ownTransactions: true,
  run: async (ctx): Promise<TotpEnrolment> => {
    const { user } = await enrollingUser(ctx);
    return ctx.db.transaction((tx) => beginTotpEnrolment(ctx, tx, user));
  },
});

/** Confirms the app enrolled at sign-in and opens the session; a wrong code counts toward the lockout. */
export const finishSignInEnrolment = definePublicCommand({
  name: 'auth.enrol-authenticator.confirm',
  input: z.object({ code: str(20) }),
  ownTransactions: true,
  run: async (ctx, _db, { input }): Promise<SessionGrant & { recoveryCodes: string[] }> => {
    const { user } = await enrollingUser(ctx);
    let recoveryCodes: string[] | null;
    try {
      ({ recoveryCodes } = await ctx.db.transaction(async (tx) => {
        const result = await confirmTotpEnrolment(ctx, tx, user.id, input.code);
        await recordAudit(tx, { actorUserId: user.id, organizationId: user.organizationId, action: 'account.authenticator.add', entityType: 'user', entityId: user.id, ip: ctx.meta.ip });
        return result;
      }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_INPUT') await recordFailure(ctx.db, user.email, ctx.meta.ip, ctx.now());
      throw error;
    }
    await clearEmailThrottle(ctx.db, user.email);
    const grant = await openSession(ctx, user, 'auth.sign-in.totp');
    return { ...grant, recoveryCodes: recoveryCodes ?? [] };
  },
});
