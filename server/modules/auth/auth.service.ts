import { z } from 'zod';
import { isRole, type Role } from '../../../common/roles.ts';
import { MSG } from '../../../common/validation.ts';
import { definePublicCommand } from '../../commands/operation.ts';
import { AppError, unauthenticated } from '../../errors.ts';
import { isProviderRole } from '../../policies/roles.ts';
import { secondFactorCodeMail } from '../../mail/templates.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { str } from '../../validation.ts';
import { countedSignIn } from '../../observability/metrics.ts';
import { recordAudit } from '../audit/audit.ts';
import { licenceExpired, licenceExpiredError } from '../organizations/licence.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import { incrementFailedLogins, updateUserRow, type UserRow } from '../users/index.ts';
import { checkCode, issueCode, markCodeMailDelayed, secondsUntilResend } from './second-factor.queries.ts';
import { insertSession, revokeSession, rotateRefreshToken } from './sessions.queries.ts';
import { callersChanged } from './caller-changes.ts';
import { clearEmailThrottle, readThrottle, recordFailure } from './throttle.queries.ts';
import { signAccessToken } from './tokens.ts';
import { findUserByEmail, findUserById } from '../read-models/index.ts';
import { factorSummary, type FactorSummary, hasStrongFactor } from './factors/factors.queries.ts';
import { checkAuthenticatorCode, checkRecoveryCode } from './factors/factor-checks.ts';
import { plural } from '../../../common/plural.ts';
import { ssoEnforcementRefusal } from '../sso/index.ts';

/** Failed sign-ins one client address may make in 15 minutes before it is refused for the rest of the window. */
export const IP_FAILURE_LIMIT = 50;
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes, or reset your password.';

export type SignInResult =
  | { twofa: true; access: string }
  | { twofa: false; access: string; refreshToken: string; user: UserRow };

export type SessionGrant = { access: string; refreshToken: string; user: UserRow };

const SignInInput = z.object({ username: str(1000), password: str(1000) });
const CodeInput = z.object({
  code: str(100).transform((c) => c.replace(/\s+/g, '')),
  /** Which factor the code is of: the emailed code (the default), the authenticator app, or a recovery code. */
  method: z
    .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['email', 'totp', 'recovery'], { error: 'method must be EMAIL, TOTP or RECOVERY' }).nullish())
    .transform((m) => m ?? 'email'),
});

/**
 * Provider staff, every user of an organization that requires it (or refuses the emailed code), and every
 * user who enrolled an authenticator app or a passkey pass a second factor.
 */
export function needsSecondFactor(user: UserRow, org: OrganizationRow, factors: FactorSummary): boolean {
  return (isRole(user.userType) && isProviderRole(user.userType)) || org.requiresSecondFactor || org.refusesEmailedCode || hasStrongFactor(factors);
}

/** Refuses users who may not hold a session: not active, or of an organization whose licence passed. */
export function assertMaySignIn(user: UserRow, org: OrganizationRow, now: Date): void {
  if (user.status === 'pending') throw new AppError('ACCOUNT_INACTIVE', 'Your account is waiting for approval. You will get an email once it is approved.');
  if (user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE', 'Your account is deactivated. Contact your administrator.');
  if (licenceExpired(org, now)) throw licenceExpiredError(org);
}

/** Starts a full session for a user who passed every sign-in step. */
export async function openSession(ctx: ServiceCtx, user: UserRow, action: string): Promise<SessionGrant> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await insertSession(tx, { userId: user.id, ip: ctx.meta.ip, userAgent: ctx.meta.userAgent, now });
    const updated = await updateUserRow(tx, user.id, { lastLogin: now, failedLoginAttempts: 0 });
    await recordAudit(tx, { actorUserId: user.id, organizationId: user.organizationId, action, entityType: 'session', entityId: sessionId, ip: ctx.meta.ip });
    const access = await signAccessToken(ctx.config.jwtSecret, { userId: user.id, sessionId, scope: 'full' }, now);
    return { access, refreshToken, user: updated ?? user };
  });
}

/**
 * THE password check of every step that takes one (sign-in, the current password of My account): refused
 * while the client address is over its limit or the email is locked; a wrong password counts toward both
 * (five in a row lock the email for 15 minutes), with the same argon2 work whether or not the user exists.
 */
export async function checkPassword(ctx: ServiceCtx, p: { email: string; user: Pick<UserRow, 'id' | 'passwordHash'> | null }, password: string): Promise<boolean> {
  const now = ctx.now();
  const throttle = await readThrottle(ctx.db, p.email, ctx.meta.ip, now);
  if (throttle.ipFailures >= IP_FAILURE_LIMIT) {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts from your network. Try again in 15 minutes.');
  }
  if (throttle.lockedUntil) throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
  const ok = p.user?.passwordHash ? await ctx.hasher.verify(p.user.passwordHash, password) : (await ctx.hasher.verifyDummy(password), false);
  if (ok) return true;
  const userId = p.user?.id;
  await ctx.db.transaction(async (tx) => {
    await recordFailure(tx, p.email, ctx.meta.ip, now);
    if (userId) await incrementFailedLogins(tx, userId);
  });
  return false;
}

/**
 * Email and password sign-in (spec §4): a session, or a second-factor token when one is required. Public: the
 * password is the proof. Its own transactions: argon2 and the throttle's counting stay outside one.
 */
export const signIn = definePublicCommand({
  name: 'auth.sign-in',
  input: SignInInput,
  ownTransactions: true,
  // Counted on fel_sign_ins_total as password: a failure when refused; a success once a session opens (here, or
  // when the second factor is checked).
  run: (ctx, _db, { input: { username, password } }): Promise<SignInResult> =>
    countedSignIn('password', () => passwordSignIn(ctx, username, password), (result) => !result.twofa),
});

async function passwordSignIn(ctx: ServiceCtx, username: string, password: string): Promise<SignInResult> {
  const email = username.trim().toLowerCase();
  const now = ctx.now();
  const found = email === '' ? null : await findUserByEmail(ctx.db, email);
  const ssoOnly = found && (await ssoEnforcementRefusal(ctx.db, found.user, found.org));
  if (ssoOnly) throw new AppError('UNAUTHENTICATED', ssoOnly);
  if (!(await checkPassword(ctx, { email, user: found?.user ?? null }, password)) || !found) throw new AppError('UNAUTHENTICATED', MSG.badCredentials);
  const { user, org } = found;
  assertMaySignIn(user, org, now);
  // The failure count is cleared only when every step has passed: wrong passwords and wrong codes count
  // together, so re-entering the password between batches of wrong codes does not reset the lockout.
  if (needsSecondFactor(user, org, await factorSummary(ctx.db, user.id))) {
    return { twofa: true, access: await signAccessToken(ctx.config.jwtSecret, { userId: user.id, sessionId: null, scope: 'second-factor' }, now) };
  }
  await clearEmailThrottle(ctx.db, email);
  return { twofa: false, ...(await openSession(ctx, user, 'auth.sign-in')) };
}

/**
 * The user of a pending second factor, or UNAUTHENTICATED. Wrong codes count toward the same lockout as
 * wrong passwords, so resending codes does not open an endless run of guesses.
 */
export async function pendingUser(ctx: ServiceCtx): Promise<{ user: UserRow; org: OrganizationRow }> {
  const userId = ctx.pendingSecondFactorUserId;
  const found = userId ? await findUserById(ctx.db, userId) : null;
  if (!found) throw unauthenticated('Your sign-in has expired. Please sign in again.');
  assertMaySignIn(found.user, found.org, ctx.now());
  const throttle = await readThrottle(ctx.db, found.user.email, ctx.meta.ip, ctx.now());
  if (throttle.lockedUntil) throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
  return found;
}

export const CODE_DELAYED_MESSAGE =
  'The email with your code could not be sent right now. It will be sent as soon as the mail server answers; you can also use RESEND CODE to try again.';

/**
 * Emails a new second-factor code (at most one every 30 seconds), trying at once with a short timeout. When
 * the mail server does not accept it in time the code stays queued, `delayed` is true and the 30 seconds
 * do not apply, so the user may ask again. Public: the token of the password step is the proof (pendingUser).
 */
export const sendSecondFactorCode = definePublicCommand({
  name: 'auth.second-factor.send-code',
  input: z.object({}),
  // The code is committed before the mail server is asked, and the wait for its answer holds no transaction.
  ownTransactions: true,
  run: async (ctx): Promise<{ delayed: boolean }> => {
    const { user, org } = await pendingUser(ctx);
    if (org.refusesEmailedCode) throw new AppError('FORBIDDEN', EMAILED_CODE_REFUSED);
    const now = ctx.now();
    const wait = await secondsUntilResend(ctx.db, user.id, now);
    if (wait > 0) throw new AppError('RATE_LIMITED', `Please wait ${plural(wait, 'second')} before requesting another code.`);
    const { codeId, mail } = await ctx.db.transaction(async (tx) => {
      const issued = await issueCode(tx, ctx.config.jwtSecret, user.id, now);
      const message = secondFactorCodeMail(user.name, issued.code);
      const held = await ctx.mail.enqueueHeld(tx, {
        kind: 'second-factor-code',
        to: user.email,
        ...message,
        expiresAt: issued.expiresAt,
        supersedeKey: `second-factor:${user.id}`,
      });
      return { codeId: issued.id, mail: held };
    });
    if (await ctx.mail.sendHeld(mail)) return { delayed: false };
    await markCodeMailDelayed(ctx.db, codeId);
    return { delayed: true };
  },
});

export const EMAILED_CODE_REFUSED = 'Your organization does not accept emailed codes. Use your authenticator app, a passkey or a recovery code.';

const CODE_MESSAGES = {
  wrong: 'The code is not valid. Check the email and try again.',
  expired: 'The code has expired. Use RESEND CODE to get a new one.',
  none: 'The code has expired. Use RESEND CODE to get a new one.',
  'too-many': 'Too many wrong codes. Use RESEND CODE to get a new one.',
} as const;

/**
 * Checks a second factor's code (the emailed code, the authenticator app's or a recovery code); on success
 * opens the session (spec §4 step 3). Every wrong code counts toward the same lockout as wrong passwords.
 * Public: the token of the password step is the proof (pendingUser).
 */
export const verifySecondFactor = definePublicCommand({
  name: 'auth.second-factor.verify',
  input: CodeInput,
  // A wrong code's count must commit even though the step fails.
  ownTransactions: true,
  // The moment a password sign-in with a second factor is signed in: counted as password (success or failure).
  run: (ctx, _db, { input }): Promise<SessionGrant & { role: Role }> => countedSignIn('password', () => checkSecondFactor(ctx, input)),
});

async function checkSecondFactor(ctx: ServiceCtx, { code, method }: z.output<typeof CodeInput>): Promise<SessionGrant & { role: Role }> {
  const { user, org } = await pendingUser(ctx);
  if (method === 'email' && org.refusesEmailedCode) throw new AppError('BAD_INPUT', EMAILED_CODE_REFUSED, [{ field: 'code', message: EMAILED_CODE_REFUSED }]);
  if (method === 'email') {
    // The try is counted in its own transaction so that a wrong code is remembered.
    const outcome = await ctx.db.transaction(async (tx) => {
      const result = await checkCode(tx, ctx.config.jwtSecret, user.id, code, ctx.now());
      if (result === 'wrong' || result === 'too-many') await recordFailure(tx, user.email, ctx.meta.ip, ctx.now());
      return result;
    });
    if (outcome !== 'ok') throw new AppError('BAD_INPUT', CODE_MESSAGES[outcome], [{ field: 'code', message: CODE_MESSAGES[outcome] }]);
  } else {
    const check = method === 'totp' ? checkAuthenticatorCode : checkRecoveryCode;
    const passed = await check(ctx, user, code);
    if (!passed.ok) {
      await recordFailure(ctx.db, user.email, ctx.meta.ip, ctx.now());
      throw new AppError('BAD_INPUT', passed.message, [{ field: 'code', message: passed.message }]);
    }
  }
  await clearEmailThrottle(ctx.db, user.email);
  const grant = await openSession(ctx, user, method === 'email' ? 'auth.sign-in' : `auth.sign-in.${method}`);
  if (!isRole(grant.user.userType)) throw new AppError('INTERNAL', 'Unknown role');
  return { ...grant, role: grant.user.userType };
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The refresh token of the caller's session: the transport reads it from the httpOnly cookie (session-cookie.ts). */
const RefreshInput = z.object({ refreshToken: z.string().optional() });

/**
 * Rotates the refresh token and issues a new access token; re-use of an old token ends the session. Public:
 * the refresh token is the proof (API tokens have none).
 */
export const refreshSession = definePublicCommand({
  name: 'auth.session.refresh',
  input: RefreshInput,
  // A re-used token's session ends even though the refresh fails.
  ownTransactions: true,
  run: async (ctx, _db, { input: { refreshToken } }): Promise<SessionGrant> => {
    if (!refreshToken) throw unauthenticated(SESSION_ENDED);
    const now = ctx.now();
    const outcome = await ctx.db.transaction((tx) => rotateRefreshToken(tx, refreshToken, now));
    if (outcome.kind === 'reused') {
      await endSession(ctx, outcome.sessionId, 'refresh-token-reuse', now);
      ctx.log.warn({ sessionId: outcome.sessionId }, 'refresh token re-used: session revoked');
    }
    if (outcome.kind !== 'rotated') throw unauthenticated(SESSION_ENDED);
    const found = await findUserById(ctx.db, outcome.userId);
    if (!found) throw unauthenticated(SESSION_ENDED);
    try {
      assertMaySignIn(found.user, found.org, now);
    } catch (error) {
      await endSession(ctx, outcome.sessionId, 'no-longer-allowed', now);
      throw error;
    }
    const access = await signAccessToken(ctx.config.jwtSecret, { userId: found.user.id, sessionId: outcome.sessionId, scope: 'full' }, now);
    return { access, refreshToken: outcome.refreshToken, user: found.user };
  },
});

/**
 * Ends the caller's session: the access token's, or else the refresh token's. Declared public because either
 * proves the session (a tab whose access token is gone still signs out with its cookie); with neither it is
 * UNAUTHENTICATED.
 */
export const signOut = definePublicCommand({
  name: 'auth.sign-out',
  input: RefreshInput,
  // Each instance forgets the session once its revocation is committed (endSession).
  ownTransactions: true,
  run: async (ctx, _db, { viewer, input: { refreshToken } }): Promise<void> => {
    const now = ctx.now();
    if (viewer) {
      await endSession(ctx, viewer.sessionId, 'sign-out', now);
      await recordAudit(ctx.db, { actorUserId: viewer.userId, organizationId: viewer.organizationId, action: 'auth.sign-out', entityType: 'session', entityId: viewer.sessionId, ip: ctx.meta.ip });
      return;
    }
    if (!refreshToken) throw unauthenticated(SESSION_ENDED);
    const outcome = await ctx.db.transaction((tx) => rotateRefreshToken(tx, refreshToken, now));
    if (outcome.kind === 'invalid') throw unauthenticated(SESSION_ENDED);
    await endSession(ctx, outcome.sessionId, 'sign-out', now);
  },
});

/** Ends one session; this instance forgets it at once (the others through the sessions trigger's NOTIFY). */
async function endSession(ctx: ServiceCtx, sessionId: string, reason: string, now: Date): Promise<void> {
  await revokeSession(ctx.db, sessionId, reason, now);
  callersChanged(ctx, { kind: 'session', id: sessionId });
}
