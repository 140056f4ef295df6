import { z } from 'zod';
import { definePublicCommand } from '../../../commands/operation.ts';
import { AppError } from '../../../errors.ts';
import { countedSignIn } from '../../../observability/metrics.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { isKey } from '../../../validation.ts';
import { findUserById } from '../../read-models/index.ts';
import { ssoEnforcementRefusal } from '../../sso/index.ts';
import { assertMaySignIn, IP_FAILURE_LIMIT, LOCKED_MESSAGE, openSession, pendingUser, type SessionGrant } from '../auth.service.ts';
import { clearEmailThrottle, readThrottle, recordFailure, takeSlot } from '../throttle.queries.ts';
import { insertChallenge, listPasskeys, passkeyByCredentialId, takeChallenge, usePasskey } from './passkeys.queries.ts';
import { authenticationOptions, verifyAssertion } from './webauthn.ts';
import { asAuthentication, AuthenticationJson } from './webauthn-input.ts';
import { PASSKEY_NOT_VERIFIED } from './passkey-account.service.ts';

// Signing in with a passkey: as the second step after the password (the token of the password step names the
// user, and only its passkeys are allowed), or without a password (a discoverable credential names its user).
// Every failure counts toward the same throttle and lockout as a wrong password.

const NO_PASSKEY = 'Your account has no passkey. Choose another way to sign in.';
const UNKNOWN_PASSKEY = 'This passkey is not registered for an account here. Sign in with your email and password.';
const CHALLENGE_GONE = 'The passkey request has expired. Start again.';
const UNKNOWN = '(unknown passkey)';
/** Passwordless sign-ins one client address may start per minute (each stores a challenge). */
export const PASSWORDLESS_PER_MINUTE = 30;

const fail = (message: string) => new AppError('BAD_INPUT', message, [{ field: 'response', message }]);

async function refuseBusyAddress(ctx: ServiceCtx, email: string): Promise<void> {
  const throttle = await readThrottle(ctx.db, email, ctx.meta.ip, ctx.now());
  if (throttle.ipFailures >= IP_FAILURE_LIMIT) throw new AppError('RATE_LIMITED', 'Too many sign-in attempts from your network. Try again in 15 minutes.');
  if (throttle.lockedUntil) throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
}

export const startPasskeySignIn = definePublicCommand({
  name: 'auth.passkey.begin',
  input: z.object({}),
  ownTransactions: true,
  run: async (ctx) => {
    const now = ctx.now();
    if (ctx.pendingSecondFactorUserId) {
      const { user } = await pendingUser(ctx);
      const passkeys = await listPasskeys(ctx.db, user.id);
      if (passkeys.length === 0) throw fail(NO_PASSKEY);
      const options = await authenticationOptions(ctx.config, passkeys);
      const challengeId = await insertChallenge(ctx.db, { userId: user.id, purpose: 'second-factor', challenge: options.challenge, now });
      return { challengeId, options: JSON.stringify(options) };
    }
    await refuseBusyAddress(ctx, UNKNOWN);
    if (!(await takeSlot(ctx.db, `passkey-begin:${ctx.meta.ip}`, { most: PASSWORDLESS_PER_MINUTE, windowMs: 60_000, now }))) {
      throw new AppError('RATE_LIMITED', 'Too many passkey sign-ins from your network. Try again in a minute.');
    }
    const options = await authenticationOptions(ctx.config, null);
    const challengeId = await insertChallenge(ctx.db, { userId: null, purpose: 'passwordless', challenge: options.challenge, now });
    return { challengeId, options: JSON.stringify(options) };
  },
});

const FinishInput = z.object({ challengeId: z.string().max(100), response: AuthenticationJson });

export const finishPasskeySignIn = definePublicCommand({
  name: 'auth.passkey.sign-in',
  input: FinishInput,
  ownTransactions: true,
  // Counted on fel_sign_ins_total: passwordless as passkey; a passkey as the second factor of a password sign-in as password.
  run: (ctx, _db, { input }): Promise<SessionGrant> => countedSignIn(ctx.pendingSecondFactorUserId ? 'password' : 'passkey', () => passkeySignIn(ctx, input)),
});

async function passkeySignIn(ctx: ServiceCtx, input: z.output<typeof FinishInput>): Promise<SessionGrant> {
  const now = ctx.now();
  const pending = ctx.pendingSecondFactorUserId ? await pendingUser(ctx) : null;
  const challenge = isKey(input.challengeId)
    ? await takeChallenge(ctx.db, { id: input.challengeId, purpose: pending ? 'second-factor' : 'passwordless', userId: pending?.user.id ?? null, now })
    : null;
  if (!challenge) throw fail(CHALLENGE_GONE);
  const passkey = await passkeyByCredentialId(ctx.db, input.response.id);
  const found = passkey ? await findUserById(ctx.db, passkey.userId) : null;
  if (!passkey || !found || (pending && pending.user.id !== found.user.id)) {
    await recordFailure(ctx.db, pending?.user.email ?? UNKNOWN, ctx.meta.ip, now);
    throw fail(pending ? NO_PASSKEY : UNKNOWN_PASSKEY);
  }
  const { user, org } = found;
  assertMaySignIn(user, org, now);
  // Passwordless is a sign-in of its own: refused, as the password is, for an organization that enforces SSO.
  const ssoOnly = pending ? null : await ssoEnforcementRefusal(ctx.db, user, org);
  if (ssoOnly) throw fail(ssoOnly);
  await refuseBusyAddress(ctx, user.email);
  const counter = await verifyAssertion(ctx.config, asAuthentication(input.response), challenge, passkey);
  if (counter === null) {
    await recordFailure(ctx.db, user.email, ctx.meta.ip, now);
    throw fail(PASSKEY_NOT_VERIFIED);
  }
  await usePasskey(ctx.db, passkey.id, counter, now);
  await clearEmailThrottle(ctx.db, user.email);
  return openSession(ctx, user, pending ? 'auth.sign-in.passkey' : 'auth.sign-in.passwordless');
}
