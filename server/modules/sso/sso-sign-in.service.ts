import { z } from 'zod';
import { isRole, type Role } from '../../../common/roles.ts';
import { definePublicCommand, definePublicQuery } from '../../commands/operation.ts';
import { AppError } from '../../errors.ts';
import { countSignIn } from '../../observability/metrics.ts';
import { DEFAULT_ROLE, isProviderRole, ssoGrantableRole } from '../../policies/roles.ts';
import type { Db } from '../../db/client.ts';
import { ssoPendingUserMail } from '../../mail/templates.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { takeSlot } from '../auth/index.ts';
import { assertMaySignIn, openSession, type SessionGrant } from '../auth/auth.service.ts';
import { findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { findOrganizationApprovers, findUserByEmail, findUserById } from '../read-models/index.ts';
import { insertUser, updateUserRow, type UserRow } from '../users/index.ts';
import { discover, exchangeCode, type ReceivedClaims } from './oidc-client.ts';
import type { SsoClaim } from './sso-config.service.ts';
import { sendToProvider } from './sso-start.ts';
import { mappedRole, ssoRedirectUri, ssoSecretOf } from './sso-settings.ts';
import {
  deleteExpiredLoginStates,
  findConnection,
  findDomain,
  findIdentity,
  findVerifiedSsoDomain,
  insertIdentity,
  listGroupRoles,
  type SsoConnectionRow,
  takeLoginState,
  updateConnection,
} from './sso.queries.ts';

// Signing in through an organization's identity provider (DOMAIN.md §6a): the sign-in card offers it for an
// address in a verified domain; the browser goes to the provider with PKCE, state and nonce and comes back to the
// client's callback page, which hands the provider's answer here. A later sign-in matches the provider's subject;
// a first one links the user of that email in the organization, or creates one (just in time) in a verified
// domain of the organization, with the default role or pending, and the highest role its groups map to. Never a
// user of another organization, never a provider role, never a deactivated user brought back.

/** SSO starts and completions one client address may make per 15 minutes (the password path has its own limits). */
export const SSO_ATTEMPTS_PER_WINDOW = 60;
const WINDOW_MS = 15 * 60_000;

export const TOO_MANY = 'Too many sign-in attempts from your network. Try again in 15 minutes.';
export const NO_SSO = 'Single sign-on is not set up for this address. Sign in with your password.';
export const STATE_ENDED = 'This sign-in has expired or was already used. Please start again.';
export const OTHER_ORGANIZATION = "This address has an account in another organization: your organization's identity provider cannot sign it in.";
export const NOT_IN_DOMAIN = 'Your address is not in a verified domain of your organization, so no account can be created for it. Ask your administrator.';
export const DEACTIVATED = 'Your account is deactivated. Contact your administrator.';
export const SSO_OFF = 'Single sign-on is turned off for your organization. Sign in with your password.';

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export async function limit(ctx: ServiceCtx): Promise<void> {
  if (!(await takeSlot(ctx.db, `sso-ip:${ctx.meta.ip}`, { most: SSO_ATTEMPTS_PER_WINDOW, windowMs: WINDOW_MS, now: ctx.now() }))) {
    throw new AppError('RATE_LIMITED', TOO_MANY);
  }
}

const EmailInput = z.object({ email: str(320).transform((v) => v.trim().toLowerCase()) });

export type SsoOption = { organizationName: string; enforced: boolean };

/** The sign-in card's question: does this address sign in through its organization's identity provider? */
export async function ssoOptionFor(ctx: ServiceCtx, email: string): Promise<(SsoOption & { organization: OrganizationRow }) | null> {
  if (!email.includes('@')) return null;
  const found = await findVerifiedSsoDomain(ctx.db, emailDomain(email));
  const org = found ? await findOrganization(ctx.db, found.organizationId) : null;
  return found && org ? { organizationName: org.name, enforced: found.enforced, organization: org } : null;
}

/** "Continue with {organization} SSO" for an address in a verified domain of an organization with SSO on, else null. */
export const ssoSignInOption = definePublicQuery({
  name: 'sso.option',
  input: EmailInput,
  run: async (ctx, _db, { input }): Promise<SsoOption | null> => {
    const option = await ssoOptionFor(ctx, input.email);
    return option && { organizationName: option.organizationName, enforced: option.enforced };
  },
});

/** Sends the browser to the identity provider of the address's organization. */
export const startSsoSignIn = definePublicCommand({
  name: 'sso.start',
  input: EmailInput,
  ownTransactions: true,
  run: async (ctx, db, { input }) => {
    await limit(ctx);
    const option = await ssoOptionFor(ctx, input.email);
    const connection = option ? await findConnection(db, option.organization.id) : null;
    if (!option || !connection?.enabled) throw new AppError('BAD_INPUT', NO_SSO, [{ field: 'email', message: NO_SSO }]);
    await deleteExpiredLoginStates(db, ctx.now());
    return { url: await sendToProvider(ctx, db, { connection, email: input.email, testBy: null }) };
  },
});

const CompleteInput = z.object({
  /** The query string the identity provider sent the browser back with (`code=…&state=…`). */
  query: str(8000).transform((v) => v.replace(/^\?/, '')),
});

export type SsoCompletion = { kind: 'session'; grant: SessionGrant } | { kind: 'test'; claims: SsoClaim[] };

const textClaim = (claims: ReceivedClaims, name: string): string | null => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const listClaim = (claims: ReceivedClaims, name: string): string[] => {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** Finishes a sign-in (or an admin's test) the identity provider sent back. */
export const completeSsoSignIn = definePublicCommand({
  name: 'sso.complete',
  input: CompleteInput,
  ownTransactions: true,
  run: async (ctx, db, { input }): Promise<SsoCompletion> => {
    await limit(ctx);
    const params = new URLSearchParams(input.query);
    const started = await takeLoginState(db, params.get('state') ?? '', ctx.now());
    const connection = started ? await findConnection(db, started.organizationId) : null;
    const org = started ? await findOrganization(db, started.organizationId) : null;
    if (!started || !connection || !org) throw refused(ctx, STATE_ENDED);
    if (params.get('error')) throw refused(ctx, `The identity provider refused the sign-in: ${params.get('error_description') ?? params.get('error')}`);
    if (connection.protocol !== 'oidc') throw refused(ctx, STATE_ENDED);
    const provider = await discover(ctx, { issuer: connection.issuer, clientId: connection.clientId, clientSecret: ssoSecretOf(ctx.config, connection) });
    const claims = await exchangeCode(ctx, provider, new URL(`${ssoRedirectUri(ctx.config)}?${input.query}`), started).catch((error: unknown) => {
      countSignIn('oidc', 'failure');
      throw error;
    });
    return finishSsoSignIn(ctx, { connection, org, testBy: started.testBy, claims });
  },
});

/**
 * The end every protocol shares once its provider vouched for the claims: an admin's test is recorded, else the
 * user is found, linked or created just in time and signed in.
 */
export async function finishSsoSignIn(
  ctx: ServiceCtx,
  p: { connection: SsoConnectionRow; org: OrganizationRow; testBy: string | null; claims: ReceivedClaims },
): Promise<SsoCompletion> {
  const { connection, org, claims } = p;
  const method = connection.protocol;
  if (p.testBy) return { kind: 'test', claims: await recordTest(ctx, connection, p.testBy, claims) };
  if (!connection.enabled) throw refused(ctx, SSO_OFF, method);
  const user = await userFor(ctx, connection, org, claims);
  try {
    assertMaySignIn(user, org, ctx.now());
  } catch (error) {
    countSignIn(method, 'failure');
    throw error;
  }
  const grant = await openSession(ctx, user, 'auth.sso-sign-in');
  countSignIn(method, 'success');
  return { kind: 'session', grant };
}

export function refused(ctx: ServiceCtx, message: string, method: SsoConnectionRow['protocol'] = 'oidc'): AppError {
  countSignIn(method, 'failure');
  ctx.log.warn({ reason: message }, 'SSO sign-in refused');
  return new AppError('UNAUTHENTICATED', message);
}

/** A test sign-in passed: its claims are kept for the screen, and the connection counts as tested by this admin. */
async function recordTest(ctx: ServiceCtx, connection: SsoConnectionRow, adminId: string, claims: ReceivedClaims): Promise<SsoClaim[]> {
  const shown = Object.fromEntries(Object.entries(claims).filter(([name]) => !['nonce', 'at_hash', 'c_hash', 'sid'].includes(name)));
  await ctx.db.transaction(async (tx) => {
    await updateConnection(tx, connection.organizationId, { testedAt: ctx.now(), testedBy: adminId, testClaims: shown });
    await recordAudit(tx, { actorUserId: adminId, organizationId: connection.organizationId, action: 'sso.test', entityType: 'sso_connection', entityId: connection.organizationId, after: { issuer: claims.iss, subject: claims.sub }, ip: ctx.meta.ip });
  });
  countSignIn(connection.protocol, 'test');
  return Object.entries(shown).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) }));
}

/** The user the provider vouched for: by subject, else by email in the organization, else created just in time. */
async function userFor(ctx: ServiceCtx, connection: SsoConnectionRow, org: OrganizationRow, claims: ReceivedClaims): Promise<UserRow> {
  const email = textClaim(claims, connection.emailClaim)?.toLowerCase() ?? null;
  if (!email || !email.includes('@')) throw refused(ctx, `The identity provider sent no email address (claim "${connection.emailClaim}").`, connection.protocol);
  const name = textClaim(claims, connection.nameClaim) ?? email;
  const role = mappedRole(listClaim(claims, connection.groupsClaim), await listGroupRoles(ctx.db, org.id));
  const identity = await findIdentity(ctx.db, { organizationId: org.id, issuer: claims.iss, subject: claims.sub });
  const known = identity ? await findUserById(ctx.db, identity.userId) : await findUserByEmail(ctx.db, email);
  if (known) {
    const { user } = known;
    if (user.organizationId !== org.id || user.servicePrincipal) throw refused(ctx, OTHER_ORGANIZATION, connection.protocol);
    if (user.status === 'inactive') throw refused(ctx, DEACTIVATED, connection.protocol);
    return ctx.db.transaction(async (tx) => {
      if (!identity) {
        await insertIdentity(tx, { organizationId: org.id, issuer: claims.iss, subject: claims.sub, userId: user.id, createdAt: ctx.now() });
        await recordAudit(tx, { actorUserId: user.id, organizationId: org.id, action: 'sso.link', entityType: 'user', entityId: user.id, after: { issuer: claims.iss, subject: claims.sub }, ip: ctx.meta.ip });
      }
      return (await syncRole(ctx, tx, user, role)) ?? user;
    });
  }
  const domain = await findDomain(ctx.db, emailDomain(email));
  if (!domain?.verifiedAt || domain.organizationId !== org.id) throw refused(ctx, NOT_IN_DOMAIN, connection.protocol);
  const created = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const created = await insertUser(tx, {
      organizationId: org.id,
      name,
      email,
      passwordHash: null,
      userType: role ?? ssoGrantableRole(connection.defaultRole) ?? DEFAULT_ROLE,
      status: connection.jitMode === 'pending' ? 'pending' : 'active',
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw refused(ctx, STATE_ENDED, connection.protocol);
    await insertIdentity(tx, { organizationId: org.id, issuer: claims.iss, subject: claims.sub, userId: created.id, createdAt: now });
    await recordAudit(tx, {
      actorUserId: created.id,
      organizationId: org.id,
      action: 'sso.jit-create',
      entityType: 'user',
      entityId: created.id,
      after: { email, name, userType: created.userType, status: created.status, issuer: claims.iss, subject: claims.sub },
      ip: ctx.meta.ip,
    });
    if (created.status === 'pending') await tellApprovers(ctx, tx, org, created);
    return created;
  });
  // The approvers' mail is committed: the outbox worker may send it now.
  if (created.status === 'pending') ctx.mail.wake();
  return created;
}

/** A user created pending: the organization's approvers get one mail each, through the outbox, with the Users screen's link. */
async function tellApprovers(ctx: ServiceCtx, tx: Db, org: OrganizationRow, user: UserRow): Promise<void> {
  const approvers = await findOrganizationApprovers(tx, org.id);
  if (approvers.length === 0) return;
  const mail = ssoPendingUserMail({ name: user.name, email: user.email, organization: org.name, reviewUrl: `${ctx.config.publicUrl}/dashboard/users` });
  await ctx.mail.enqueue(tx, { kind: 'sso-pending-user', to: approvers.map((a) => a.email), ...mail });
}

/** Gives the user the role its groups map to now (never to or from a provider role). */
async function syncRole(ctx: ServiceCtx, tx: Parameters<Parameters<ServiceCtx['db']['transaction']>[0]>[0], user: UserRow, role: Role | null): Promise<UserRow | null> {
  if (role === null || role === user.userType || (isRole(user.userType) && isProviderRole(user.userType))) return null;
  const updated = await updateUserRow(tx, user.id, { userType: role, updatedAt: ctx.now() });
  await recordAudit(tx, { actorUserId: user.id, organizationId: user.organizationId, action: 'sso.group-role', entityType: 'user', entityId: user.id, before: { userType: user.userType }, after: { userType: role }, ip: ctx.meta.ip });
  return updated;
}
