import { RegisterSchema } from '../../../common/auth-schema.ts';
import { AppError } from '../../errors.ts';
import { DEFAULT_ROLE } from '../../policies/roles.ts';
import { registrationNoticeMail } from '../../mail/templates.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { formatLicenceDate, licenceExpired } from '../organizations/licence.ts';
import { findOrganizationByLicenceKey } from '../organizations/index.ts';
import { insertUser } from './users.queries.ts';
import { findProviderAdmins, findUserByEmail, findUserById } from '../read-models/index.ts';

const KEY_INVALID = 'This licence key is not valid. Check it with your point of contact.';

/** Registers a pending account in the organization whose current licence key was given (any letter case); notifies its approvers. */
export async function register(ctx: ServiceCtx, input: unknown): Promise<{ key: string }> {
  const { name, username, licensekey } = parseInput(RegisterSchema, input);
  const org = await findOrganizationByLicenceKey(ctx.db, licensekey);
  if (!org || org.isProvider) throw new AppError('BAD_INPUT', KEY_INVALID, [{ field: 'licensekey', message: KEY_INVALID }]);
  if (licenceExpired(org, ctx.now())) {
    const message = `This licence expired on ${formatLicenceDate(org.licenseDue)}. Ask your point of contact to renew it.`;
    throw new AppError('BAD_INPUT', message, [{ field: 'licensekey', message }]);
  }
  if (await findUserByEmail(ctx.db, username)) {
    const message = 'An account with this email already exists. Sign in, or reset your password.';
    throw new AppError('CONFLICT', message, [{ field: 'username', message }]);
  }
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, { organizationId: org.id, name, email: username, userType: DEFAULT_ROLE, status: 'pending', registeredWithKey: true });
    if (!created) throw new AppError('CONFLICT', 'An account with this email already exists. Sign in, or reset your password.');
    await recordAudit(tx, { actorUserId: created.id, organizationId: org.id, action: 'user.register', entityType: 'user', entityId: created.id, after: created, ip: ctx.meta.ip });
    const poc = org.pocUserId ? await findUserById(tx, org.pocUserId) : null;
    const admins = await findProviderAdmins(tx);
    const recipients = [...new Set([...(poc?.user.status === 'active' ? [poc.user.email] : []), ...admins.map((a) => a.email)])];
    if (recipients.length > 0) {
      const mail = registrationNoticeMail({ name, email: created.email, organization: org.name, reviewUrl: `${ctx.config.publicUrl}/dashboard/users` });
      await ctx.mail.enqueue(tx, { kind: 'registration-notice', to: recipients, ...mail });
    }
    return created;
  });
  ctx.mail.wake();
  return { key: user.id };
}
