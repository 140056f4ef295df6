import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineCommand, definePublicCommand } from '../../commands/operation.ts';
import { AppError, notFound } from '../../errors.ts';
import { ssoDomainVerificationMail } from '../../mail/templates.ts';
import { str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { configurationView, ssoOrganization } from './sso-config.service.ts';
import { deleteDomain, findDomain, insertDomain, verifyDomainByToken } from './sso.queries.ts';

// Email domains of an organization (DOMAIN.md §6a): claimed by its SSO managers with an address in the domain,
// which gets a mail whose link verifies the claim; one organization per domain; public mail domains refused.

/** Mail services whose addresses belong to their users, not to an organization. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'icloud.com',
  'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
  'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'zoho.com', 'fastmail.com', 'tutanota.com', 'hey.com',
]);

export const PUBLIC_DOMAIN = 'Public mail domains (such as gmail.com) cannot be claimed: their addresses belong to their users, not to an organization.';
export const DOMAIN_TAKEN = 'This domain belongs to another organization.';
export const LINK_INVALID = 'This verification link is not valid or was already used.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const ClaimInput = z.object({
  organization: z.string().max(100).nullish(),
  /** An address in the domain: the verification link goes to it. */
  email: str(320)
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => /^[^@\s]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v), 'Enter an address in the domain (name@your-company.com)'),
});

/** Claims the domain of an address and mails that address the link that verifies it. */
export const claimSsoDomain = defineCommand({
  name: 'sso.claimDomain',
  input: ClaimInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org, input }) => {
    const domain = input.email.slice(input.email.indexOf('@') + 1);
    if (PUBLIC_MAIL_DOMAINS.has(domain)) throw new AppError('BAD_INPUT', PUBLIC_DOMAIN, [{ field: 'email', message: PUBLIC_DOMAIN }]);
    const existing = await findDomain(tx, domain);
    if (existing && existing.organizationId !== org.id) throw new AppError('CONFLICT', DOMAIN_TAKEN, [{ field: 'email', message: DOMAIN_TAKEN }]);
    if (existing?.verifiedAt) return configurationView(ctx, tx, org);
    const token = randomBytes(32).toString('base64url');
    if (existing) await deleteDomain(tx, { organizationId: org.id, domain });
    const row = await insertDomain(tx, { domain, organizationId: org.id, tokenHash: hashToken(token), claimedBy: viewer.userId, claimedAt: ctx.now() });
    if (!row) throw new AppError('CONFLICT', DOMAIN_TAKEN, [{ field: 'email', message: DOMAIN_TAKEN }]);
    const url = `${ctx.config.publicUrl}/sso/verify-domain/${token}`;
    await ctx.mail.enqueue(tx, { kind: 'sso-domain-verification', to: input.email, ...ssoDomainVerificationMail({ domain, organization: org.name, url }), supersedeKey: `sso-domain:${domain}` });
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'sso.claimDomain', entityType: 'sso_domain', entityId: null, after: { domain, mailedTo: input.email }, ip: ctx.meta.ip });
    return configurationView(ctx, tx, org);
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

const RemoveInput = z.object({ organization: z.string().max(100).nullish(), domain: str(255).transform((v) => v.trim().toLowerCase()) });

/** Gives a domain up (its addresses no longer go to the organization's identity provider). */
export const removeSsoDomain = defineCommand({
  name: 'sso.removeDomain',
  input: RemoveInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org, input }) => {
    if (!(await deleteDomain(tx, { organizationId: org.id, domain: input.domain }))) throw notFound('Domain not found');
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'sso.removeDomain', entityType: 'sso_domain', entityId: null, before: { domain: input.domain }, ip: ctx.meta.ip });
    return configurationView(ctx, tx, org);
  },
});

/** The holder of a verification link verifies the domain it was sent for. */
export const verifySsoDomain = definePublicCommand({
  name: 'sso.verifyDomain',
  input: z.object({ token: str(200) }),
  run: async (ctx, tx, { input }) => {
    const row = await verifyDomainByToken(tx, hashToken(input.token), ctx.now());
    if (!row) throw new AppError('BAD_INPUT', LINK_INVALID, [{ field: 'token', message: LINK_INVALID }]);
    await recordAudit(tx, { actorUserId: null, organizationId: row.organizationId, action: 'sso.verifyDomain', entityType: 'sso_domain', entityId: null, after: { domain: row.domain }, ip: ctx.meta.ip });
    return { domain: row.domain };
  },
});
