import { z } from 'zod';
import { defineCommand, defineQuery, noResource, precondition } from '../../../commands/operation.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../errors.ts';
import { factorRemovedMail } from '../../../mail/security-templates.ts';
import type { Viewer } from '../../../policies/viewer.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { str } from '../../../validation.ts';
import { recordAudit } from '../../audit/audit.ts';
import { findUserById } from '../../read-models/index.ts';
import { sessionSignedInAt } from '../sessions.queries.ts';
import { deleteTotp, factorSummary, hasStrongFactor, replaceRecoveryCodes, type FactorSummary } from './factors.queries.ts';
import { beginTotpEnrolment, confirmTotpEnrolment } from './totp-enrolment.ts';

// One's own second factors, from the Security tab under My account (DOMAIN.md §6a). A change needs a sign-in
// within the last 5 minutes (someone at an unlocked screen cannot swap the factors); removing one mails the user.

export const RECENT_SIGN_IN_MINUTES = 5;
export const RECENT_SIGN_IN_NEEDED = `For your security, sign in again to change your second factors (a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes is needed).`;
export const NO_STRONG_FACTOR = 'Set up an authenticator app or a passkey first: recovery codes are for when you lose it.';

/** The signed-in person and when its session signed in. */
export type Me = { id: string; email: string; name: string; organizationId: string; signedInAt: Date; now: Date; org: { refusesEmailedCode: boolean; requiresSecondFactor: boolean } };

async function loadMe(ctx: ServiceCtx, db: Db, _input: unknown, viewer: Viewer): Promise<Me> {
  const found = await findUserById(db, viewer.userId);
  const signedInAt = await sessionSignedInAt(db, viewer.sessionId);
  if (!found || !signedInAt) throw notFound('Account not found');
  const { user, org } = found;
  return { id: user.id, email: user.email, name: user.name, organizationId: user.organizationId, signedInAt, now: ctx.now(), org };
}

export const recentSignIn = precondition<Me>(
  'recent-sign-in',
  (me) => me.now.getTime() - me.signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000,
  () => new AppError('FORBIDDEN', RECENT_SIGN_IN_NEEDED, [], { reason: 'recent-sign-in' }),
);

export const mine = { action: 'account.second-factors', load: loadMe, resource: noResource } as const;
export const changeOfMine = { ...mine, preconditions: [recentSignIn] } as const;

export type MySecondFactors = FactorSummary & { emailedCodeAllowed: boolean; required: boolean; changeableUntil: Date | null };

/** What the Security tab shows: the factors, the organization's policy, and until when changes need no new sign-in. */
export const getMySecondFactors = defineQuery({
  name: 'account.second-factors',
  input: z.object({}),
  ...mine,
  run: async (_ctx, db, { object: me }): Promise<MySecondFactors> => {
    const until = new Date(me.signedInAt.getTime() + RECENT_SIGN_IN_MINUTES * 60_000);
    return {
      ...(await factorSummary(db, me.id)),
      emailedCodeAllowed: !me.org.refusesEmailedCode,
      required: me.org.requiresSecondFactor || me.org.refusesEmailedCode,
      changeableUntil: until > me.now ? until : null,
    };
  },
});

export const startAuthenticatorEnrolment = defineCommand({
  name: 'account.authenticator.begin',
  input: z.object({}),
  ...changeOfMine,
  run: (ctx, tx, { object: me }) => beginTotpEnrolment(ctx, tx, me),
});

export const finishAuthenticatorEnrolment = defineCommand({
  name: 'account.authenticator.confirm',
  input: z.object({ code: str(20) }),
  ...changeOfMine,
  run: async (ctx, tx, { object: me, input }) => {
    const result = await confirmTotpEnrolment(ctx, tx, me.id, input.code);
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.authenticator.add', entityType: 'user', entityId: me.id, ip: ctx.meta.ip });
    return result;
  },
});

export const removeAuthenticator = defineCommand({
  name: 'account.authenticator.remove',
  input: z.object({}),
  ...changeOfMine,
  run: async (ctx, tx, { object: me }) => {
    if (!(await deleteTotp(tx, me.id))) throw notFound('Your account has no authenticator app.');
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.authenticator.remove', entityType: 'user', entityId: me.id, ip: ctx.meta.ip });
    await ctx.mail.enqueue(tx, { kind: 'second-factor-removed', to: me.email, ...factorRemovedMail(me.name, 'the authenticator app', 'you') });
    return { removed: true };
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

export const regenerateRecoveryCodes = defineCommand({
  name: 'account.recovery-codes.regenerate',
  input: z.object({}),
  ...changeOfMine,
  run: async (ctx, tx, { object: me }) => {
    if (!hasStrongFactor(await factorSummary(tx, me.id))) throw new AppError('BAD_INPUT', NO_STRONG_FACTOR);
    const codes = await replaceRecoveryCodes(tx, ctx.config.jwtSecret, me.id, ctx.now());
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.recovery-codes.regenerate', entityType: 'user', entityId: me.id, ip: ctx.meta.ip });
    return { recoveryCodes: codes };
  },
});
