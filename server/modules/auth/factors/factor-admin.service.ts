import { z } from 'zod';
import { defineCommand } from '../../../commands/operation.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { factorRemovedMail } from '../../../mail/security-templates.ts';
import { can } from '../../../policies/authorize.ts';
import type { Viewer } from '../../../policies/viewer.ts';
import type { ServiceCtx } from '../../../service-context.ts';
import { isKey } from '../../../validation.ts';
import { recordAudit } from '../../audit/audit.ts';
import { findOrganization, updateSecondFactorPolicy } from '../../organizations/index.ts';
import { findUserById } from '../../read-models/index.ts';
import { deleteAllFactors, factorSummary } from './factors.queries.ts';

// What administrators do about second factors: a provider Admin resets a user's factors (the user lost the
// phone and the recovery codes; audited, mailed), and an organization's policy (require a second factor of its
// users; refuse the emailed code) is set by its Client Admin or point of contact, or a provider Admin.

const noneLeft = 'every second factor (authenticator app, passkeys and recovery codes)';

async function loadUser(_ctx: ServiceCtx, db: Db, input: { key: string }, viewer: Viewer) {
  const found = isKey(input.key) ? await findUserById(db, input.key) : null;
  // A user the viewer may not read does not exist for it.
  if (!found || found.user.servicePrincipal || !can(viewer, 'user.read', { organizationId: found.user.organizationId, userId: found.user.id })) throw notFound('User not found');
  return found.user;
}

export const resetUserSecondFactors = defineCommand({
  name: 'user.reset-second-factors',
  input: z.object({ key: z.string().max(100) }),
  action: 'user.reset-second-factors',
  load: loadUser,
  resource: (u) => ({ organizationId: u.organizationId, userId: u.id }),
  forbidden: "Only a provider Admin may reset a user's second factors.",
  run: async (ctx, tx, { viewer, object: user }) => {
    const before = await factorSummary(tx, user.id);
    await deleteAllFactors(tx, user.id);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: user.organizationId, action: 'user.reset-second-factors', entityType: 'user', entityId: user.id, before, after: { totp: false, passkeys: 0, recoveryCodesLeft: 0 }, ip: ctx.meta.ip });
    await ctx.mail.enqueue(tx, { kind: 'second-factor-removed', to: user.email, ...factorRemovedMail(user.name, noneLeft, 'admin') });
    return { key: user.id, reset: true };
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

const PolicyInput = z.object({
  /** The organization; the viewer's active one when absent. */
  organization: z.string().max(100).nullish(),
  requireSecondFactor: z.boolean({ error: 'requireSecondFactor must be true or false' }),
  refuseEmailedCode: z.boolean({ error: 'refuseEmailedCode must be true or false' }),
});

async function loadOrganization(_ctx: ServiceCtx, db: Db, input: { organization?: string | null }, viewer: Viewer) {
  const id = input.organization ?? viewer.activeOrganizationId;
  const org = isKey(id) && can(viewer, 'organization.read', { organizationId: id }) ? await findOrganization(db, id) : null;
  if (!org) throw notFound('Organization not found');
  return org;
}

export type SecondFactorPolicy = { organizationId: string; requireSecondFactor: boolean; refuseEmailedCode: boolean };

export const setSecondFactorPolicy = defineCommand({
  name: 'organization.second-factor-policy',
  input: PolicyInput,
  action: 'organization.second-factor-policy',
  load: loadOrganization,
  resource: (o) => ({ organizationId: o.id }),
  forbidden: "Only the organization's Client Admin or point of contact, or a provider Admin, may set its second-factor policy.",
  run: async (ctx, tx, { viewer, object: org, input }): Promise<SecondFactorPolicy> => {
    // Refusing the emailed code leaves an app or a passkey as the only factors: a second factor is then required.
    const refusesEmailedCode = input.refuseEmailedCode;
    const requiresSecondFactor = input.requireSecondFactor || refusesEmailedCode;
    const row = await updateSecondFactorPolicy(tx, org.id, { requiresSecondFactor, refusesEmailedCode, now: ctx.now() });
    if (!row) throw notFound('Organization not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: org.id,
      action: 'organization.second-factor-policy',
      entityType: 'organization',
      entityId: org.id,
      before: { requiresSecondFactor: org.requiresSecondFactor, refusesEmailedCode: org.refusesEmailedCode },
      after: { requiresSecondFactor, refusesEmailedCode },
      ip: ctx.meta.ip,
    });
    return { organizationId: row.id, requireSecondFactor: row.requiresSecondFactor, refuseEmailedCode: row.refusesEmailedCode };
  },
});
