import { RegisterSchema } from '../../../common/auth-schema.ts';
import { definePublicCommand } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { DEFAULT_ROLE } from '../../policies/roles.ts';
import { registrationAttemptMail, registrationDigestMail, registrationNoticeMail } from '../../mail/templates.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { recordAudit } from '../audit/audit.ts';
import { takeSlot } from '../auth/index.ts';
import { formatLicenceDate, licenceExpired } from '../organizations/licence.ts';
import { findOrganizationByLicenceKey, type OrganizationRow } from '../organizations/index.ts';
import { insertUser } from './users.queries.ts';
import { findPendingRegistrations, findProviderAdmins, findUserByEmail, findUserById } from '../read-models/index.ts';

// Sign-up with a licence key. The answer is the same whether or not the email has an account: an existing
// account gets nothing created, only a notice by mail (at most once a day); a new one waits for approval.
// Attempts are limited per client address and per licence key; the organization's point of contact hears of
// each registration, the provider Admins of all of them in one digest an hour.

const KEY_INVALID = 'This licence key is not valid. Check it with your point of contact.';
export const REGISTRATIONS_PER_ADDRESS = 5;
export const REGISTRATIONS_PER_KEY = 20;
const HOUR_MS = 60 * 60_000;
export const TOO_MANY_REGISTRATIONS = 'Too many registrations. Try again in an hour.';
/** The digest lists this many names; the rest are counted. */
const DIGEST_NAMES = 50;

/** The attempt counts against an hourly allowance (of the client address, of the licence key); RATE_LIMITED once it is used up. */
async function countAttempt(ctx: ServiceCtx, key: string, most: number): Promise<void> {
  if (!(await takeSlot(ctx.db, key, { most, windowMs: HOUR_MS, now: ctx.now() }))) throw new AppError('RATE_LIMITED', TOO_MANY_REGISTRATIONS);
}

/** The organization whose current, running licence key this is; BAD_INPUT (on the field) otherwise. */
async function licensedOrganization(ctx: ServiceCtx, licensekey: string): Promise<OrganizationRow> {
  const org = await findOrganizationByLicenceKey(ctx.db, licensekey);
  if (!org || org.isProvider) throw new AppError('BAD_INPUT', KEY_INVALID, [{ field: 'licensekey', message: KEY_INVALID }]);
  if (licenceExpired(org, ctx.now())) {
    const message = `This licence expired on ${formatLicenceDate(org.licenseDue)}. Ask your point of contact to renew it.`;
    throw new AppError('BAD_INPUT', message, [{ field: 'licensekey', message }]);
  }
  return org;
}

/** Registers a pending account in the organization whose current licence key was given (any letter case). Public: the key is the proof. */
export const register = definePublicCommand({
  name: 'user.register',
  input: RegisterSchema,
  // Each attempt's count commits on its own, even when the registration is refused.
  ownTransactions: true,
  run: async (ctx, _db, { input: { name, username, licensekey } }): Promise<{ registered: true }> => {
    await countAttempt(ctx, `register-ip:${ctx.meta.ip}`, REGISTRATIONS_PER_ADDRESS);
    const org = await licensedOrganization(ctx, licensekey);
    await countAttempt(ctx, `register-key:${org.id}`, REGISTRATIONS_PER_KEY);
    const existing = await findUserByEmail(ctx.db, username);
    if (existing) {
      await tellExistingAccount(ctx, existing.user);
      return { registered: true };
    }
    const created = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, { organizationId: org.id, name, email: username, userType: DEFAULT_ROLE, status: 'pending', registeredWithKey: true });
      // Registered meanwhile by another request: nothing more to do (the answer stays the same).
      if (!user) return false;
      await recordAudit(tx, { actorUserId: user.id, organizationId: org.id, action: 'user.register', entityType: 'user', entityId: user.id, after: user, ip: ctx.meta.ip });
      const poc = org.pocUserId ? await findUserById(tx, org.pocUserId) : null;
      if (poc?.user.status === 'active') {
        const mail = registrationNoticeMail({ name, email: user.email, organization: org.name, reviewUrl: reviewUrl(ctx) });
        await ctx.mail.enqueue(tx, { kind: 'registration-notice', to: poc.user.email, ...mail });
      }
      await queueAdminDigest(ctx, tx);
      return true;
    });
    if (created) ctx.mail.wake();
    return { registered: true };
  },
});

const reviewUrl = (ctx: ServiceCtx) => `${ctx.config.publicUrl}/dashboard/users`;

/** An existing account is told that someone registered with its email, at most once a day; nothing else happens. */
async function tellExistingAccount(ctx: ServiceCtx, user: { name: string; email: string }): Promise<void> {
  const told = await ctx.db.transaction(async (tx) => {
    if (!(await takeSlot(tx, `register-told:${user.email.toLowerCase()}`, { most: 1, windowMs: 24 * HOUR_MS, now: ctx.now() }))) return false;
    await ctx.mail.enqueue(tx, { kind: 'registration-attempt', to: user.email, ...registrationAttemptMail({ name: user.name, signInUrl: `${ctx.config.publicUrl}/sign-in` }) });
    return true;
  });
  if (told) ctx.mail.wake();
}

/**
 * The provider Admins' digest: one queued mail listing every registration waiting for approval, sent at the
 * top of the next hour; a registration before then replaces it with the longer list.
 */
async function queueAdminDigest(ctx: ServiceCtx, tx: Db): Promise<void> {
  const admins = await findProviderAdmins(tx);
  if (admins.length === 0) return;
  const { pending, total } = await findPendingRegistrations(tx, DIGEST_NAMES);
  const mail = registrationDigestMail({ pending, more: Math.max(0, total - pending.length), reviewUrl: reviewUrl(ctx) });
  const sendAt = new Date(Math.ceil((ctx.now().getTime() + 1) / HOUR_MS) * HOUR_MS);
  await ctx.mail.enqueue(tx, { kind: 'registration-digest', to: admins.map((a) => a.email), ...mail, supersedeKey: 'registration-digest', sendAt });
}
