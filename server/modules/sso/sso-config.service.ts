import { z } from 'zod';
import { ROLE, type Role } from '../../../common/roles.ts';
import { defineCommand, defineQuery, precondition } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { SSO_JIT_MODES, SSO_PROTOCOLS } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { seal } from '../../secret-box.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, str } from '../../validation.ts';
import { unrevokedApiTokensOf } from '../api-tokens/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { assertPublicHttps } from './outbound-guard.ts';
import { ssoGrantableRole } from '../../policies/roles.ts';
import { samlAcsUrl, samlEntityId } from './saml-client.ts';
import { BAD_METADATA, normalizeCertificate, parseIdpMetadata } from './saml-metadata.ts';
import { ssoRedirectUri } from './sso-settings.ts';
import { sendToProvider } from './sso-start.ts';
import {
  findConnection,
  listDomains,
  listGroupRoles,
  lockConnection,
  replaceGroupRoles,
  type SsoConnectionRow,
  updateConnection,
  upsertConnection,
} from './sso.queries.ts';

// An organization's single sign-on as its Client Admin (or a provider Admin) configures it (DOMAIN.md §6a): the
// identity provider, the claims, just-in-time accounts and the group→role table; a test sign-in that shows the
// claims received; then enable and, once tested by the admin turning it on, enforce. The client secret is
// write-only (sealed at rest); every change is audited without it.

export const PROVIDER_REFUSED = "The provider's own organization signs in with passwords and a second factor; single sign-on is for client organizations.";
export const NOT_CONFIGURED = 'Save the identity provider first.';
export const UNTESTED = 'Run a successful test sign-in with the current settings before turning single sign-on on.';
export const NOT_TESTED_BY_YOU = 'Run a successful test sign-in yourself with the current settings before enforcing single sign-on.';
export const NOT_ENABLED = 'Turn single sign-on on before enforcing it.';

export { LOGIN_STATE_MINUTES } from './sso-settings.ts';

const clientRole = (field: string) =>
  z.number({ error: `${field} must be a role` }).refine((r): r is Role => ssoGrantableRole(r) !== null, `${field} must be a client role (Client Admin, User, Super User or Power User), never a provider role`);

const claimName = str(100).transform((v) => v.trim()).refine((v) => v !== '', 'Required');

const OrganizationInput = z.object({ organization: z.string().max(100).nullish() });

const isHttpUrl = (v: string) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol);

export const SaveSsoConfigurationInput = OrganizationInput.extend({
  protocol: z.enum(SSO_PROTOCOLS, { error: 'Protocol must be oidc or saml' }).default('oidc'),
  /** OIDC: the issuer URL; SAML: the identity provider's entity id. */
  issuer: str(500)
    .transform((v) => v.trim())
    .default(''),
  clientId: str(200)
    .transform((v) => v.trim())
    .default(''),
  /** Write-only: absent or null keeps the saved secret; "" removes it. */
  clientSecret: str(1000).nullish(),
  idpMetadataXml: z.string().max(200_000, 'The IdP metadata is too long').nullish(),
  samlSsoUrl: str(1000)
    .transform((v) => v.trim())
    .default(''),
  /** Absent or null keeps the saved certificate. */
  samlIdpCertificate: z.string().max(20_000, 'The IdP certificate is too long').nullish(),
  samlAllowIdpInitiated: z.boolean().default(false),
  emailClaim: claimName.default('email'),
  nameClaim: claimName.default('name'),
  groupsClaim: claimName.default('groups'),
  jitMode: z.enum(SSO_JIT_MODES, { error: 'New accounts must be default-role or pending' }).default('default-role'),
  defaultRole: clientRole('Default role').default(ROLE.USER),
  groupRoles: z
    .array(z.object({ group: str(200).transform((v) => v.trim()).refine((v) => v !== '', 'Required'), role: clientRole('Role') }))
    .max(100, 'At most 100 group mappings')
    .superRefine((rows, issues) => {
      rows.forEach((row, i) => {
        if (rows.findIndex((r) => r.group === row.group) < i) issues.addIssue({ code: 'custom', path: [i, 'group'], message: `The group ${row.group} is in the table twice` });
      });
    })
    .default([]),
}).superRefine((v, issues) => {
  if (v.protocol !== 'oidc') return;
  if (!isHttpUrl(v.issuer)) issues.addIssue({ code: 'custom', path: ['issuer'], message: 'Issuer must be an http(s) URL' });
  if (v.clientId === '') issues.addIssue({ code: 'custom', path: ['clientId'], message: 'Required' });
});

export type SsoClaim = { name: string; value: string };
export type SsoConfigurationView = {
  organizationId: string;
  organizationName: string;
  configured: boolean;
  protocol: 'oidc' | 'saml';
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  emailClaim: string;
  nameClaim: string;
  groupsClaim: string;
  jitMode: 'default-role' | 'pending';
  defaultRole: number;
  enabled: boolean;
  enforced: boolean;
  testedAt: Date | null;
  testClaims: SsoClaim[];
  groupRoles: { group: string; role: number }[];
  domains: { domain: string; verified: boolean }[];
  redirectUri: string;
  samlSsoUrl: string;
  samlIdpCertificateSet: boolean;
  samlAllowIdpInitiated: boolean;
  samlEntityId: string;
  samlAcsUrl: string;
  samlMetadataUrl: string;
  /** The live SCIM token (an API token of scope scim), or null. */
  scimToken: { createdAt: Date; createdByName: string; lastUsedAt: Date | null } | null;
};

/** The client organization an SSO operation is about: the viewer's active one unless named; one it may not read is "not found". */
export async function ssoOrganization(_ctx: ServiceCtx, db: Db, input: { organization?: string | null }, viewer: Viewer): Promise<OrganizationRow> {
  const id = input.organization ?? viewer.activeOrganizationId;
  const org = isKey(id) && can(viewer, 'organization.read', { organizationId: id }) ? await findOrganization(db, id) : null;
  if (!org) throw notFound('Organization not found');
  if (org.isProvider) throw new AppError('BAD_INPUT', PROVIDER_REFUSED, [{ field: 'organization', message: PROVIDER_REFUSED }]);
  return org;
}

const orgResource = (org: Pick<OrganizationRow, 'id'>) => ({ organizationId: org.id });

const claimsOf = (value: unknown): SsoClaim[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) }))
    : [];

/** What the Single sign-on screen shows of an organization (never the secret). */
export async function configurationView(ctx: ServiceCtx, db: Db, org: OrganizationRow): Promise<SsoConfigurationView> {
  const [row, groups, domains, scimTokens] = await Promise.all([
    findConnection(db, org.id),
    listGroupRoles(db, org.id),
    listDomains(db, org.id),
    unrevokedApiTokensOf(db, org.id, 'scim'),
  ]);
  // One at a time (scim-token.service.ts); an expired one no longer counts.
  const now = ctx.now();
  const scimToken = scimTokens.filter((t) => t.expiresAt === null || t.expiresAt > now).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return {
    organizationId: org.id,
    organizationName: org.name,
    configured: row !== null,
    protocol: row?.protocol ?? 'oidc',
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: Boolean(row?.clientSecretEncrypted),
    emailClaim: row?.emailClaim ?? 'email',
    nameClaim: row?.nameClaim ?? 'name',
    groupsClaim: row?.groupsClaim ?? 'groups',
    jitMode: row?.jitMode ?? 'default-role',
    defaultRole: row?.defaultRole ?? ROLE.USER,
    enabled: row?.enabled ?? false,
    enforced: row?.enforced ?? false,
    testedAt: row?.testedAt ?? null,
    testClaims: claimsOf(row?.testClaims),
    groupRoles: groups.map((g) => ({ group: g.groupName, role: g.role })),
    domains: domains.map((d) => ({ domain: d.domain, verified: d.verifiedAt !== null })),
    redirectUri: ssoRedirectUri(ctx.config),
    samlSsoUrl: row?.samlSsoUrl ?? '',
    samlIdpCertificateSet: Boolean(row?.samlIdpCertificate),
    samlAllowIdpInitiated: row?.samlAllowIdpInitiated ?? false,
    samlEntityId: samlEntityId(ctx.config, org.id),
    samlAcsUrl: samlAcsUrl(ctx.config, org.id),
    // The entity id is the metadata's address (saml-client.ts).
    samlMetadataUrl: samlEntityId(ctx.config, org.id),
    scimToken: scimToken ? { createdAt: scimToken.createdAt, createdByName: scimToken.createdByName, lastUsedAt: scimToken.lastUsedAt } : null,
  };
}

/** An organization's SSO settings as its managers see them. */
export const ssoConfiguration = defineQuery({
  name: 'sso.configuration',
  input: OrganizationInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: orgResource,
  run: (ctx, db, { object }) => configurationView(ctx, db, object),
});

/** What an audit row keeps of a connection (no secret, only whether one is set). */
const audited = (row: SsoConnectionRow | null) =>
  row && {
    protocol: row.protocol,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: Boolean(row.clientSecretEncrypted),
    samlSsoUrl: row.samlSsoUrl,
    samlIdpCertificateSet: Boolean(row.samlIdpCertificate),
    samlAllowIdpInitiated: row.samlAllowIdpInitiated,
    emailClaim: row.emailClaim,
    nameClaim: row.nameClaim,
    groupsClaim: row.groupsClaim,
    jitMode: row.jitMode,
    defaultRole: row.defaultRole,
    enabled: row.enabled,
    enforced: row.enforced,
  };

type SaveInput = z.output<typeof SaveSsoConfigurationInput>;
type ProviderFields = Pick<SsoConnectionRow, 'protocol' | 'issuer' | 'clientId' | 'clientSecretEncrypted' | 'samlSsoUrl' | 'samlIdpCertificate' | 'samlAllowIdpInitiated'>;
const badField = (field: string, message: string) => new AppError('BAD_INPUT', message, [{ field, message }]);

/** OIDC: the issuer (a public https address in production) and the client; the secret sealed. */
async function oidcProvider(ctx: ServiceCtx, input: SaveInput, before: SsoConnectionRow | null): Promise<ProviderFields> {
  const issuer = input.issuer.replace(/\/$/, '');
  if (!ctx.config.ssoAllowInsecureUrls) {
    await assertPublicHttps(new URL(issuer)).catch((error: unknown) => {
      throw error instanceof AppError ? badField('issuer', error.message) : error;
    });
  }
  const clientSecretEncrypted =
    input.clientSecret === undefined || input.clientSecret === null
      ? (before?.clientSecretEncrypted ?? null)
      : input.clientSecret === ''
        ? null
        : seal(ctx.config.dataEncryption, input.clientSecret);
  return { protocol: 'oidc', issuer, clientId: input.clientId, clientSecretEncrypted, samlSsoUrl: null, samlIdpCertificate: null, samlAllowIdpInitiated: false };
}

/** SAML: the identity provider's entity id, SSO URL and signing certificate, from its metadata or entered one by one. */
async function samlProvider(input: SaveInput, before: SsoConnectionRow | null): Promise<ProviderFields> {
  const fromMetadata = input.idpMetadataXml?.trim() ? await parseIdpMetadata(input.idpMetadataXml) : null;
  if (input.idpMetadataXml?.trim() && !fromMetadata) throw badField('idpMetadataXml', BAD_METADATA);
  const issuer = fromMetadata?.entityId ?? input.issuer;
  const ssoUrl = fromMetadata?.ssoUrl ?? input.samlSsoUrl;
  const pasted = fromMetadata?.certificate ?? input.samlIdpCertificate;
  const certificate = pasted ? normalizeCertificate(pasted) : before?.protocol === 'saml' ? before.samlIdpCertificate : null;
  if (issuer === '') throw badField('issuer', 'Enter the identity provider\'s entity id (or paste its metadata).');
  if (!isHttpUrl(ssoUrl)) throw badField('samlSsoUrl', 'The SSO URL must be an http(s) URL.');
  if (!certificate) throw badField('samlIdpCertificate', 'The IdP certificate must be an X.509 certificate, PEM or base64.');
  return { protocol: 'saml', issuer, clientId: '', clientSecretEncrypted: null, samlSsoUrl: ssoUrl, samlIdpCertificate: certificate, samlAllowIdpInitiated: input.samlAllowIdpInitiated };
}

/** Saves the identity provider; a change of protocol, issuer, client, secret, SSO URL or certificate needs a new test sign-in. */
export const saveSsoConfiguration = defineCommand({
  name: 'sso.configure',
  input: SaveSsoConfigurationInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: orgResource,
  run: async (ctx, tx, { viewer, object: org, input }) => {
    const before = await lockConnection(tx, org.id);
    const provider = input.protocol === 'saml' ? await samlProvider(input, before) : await oidcProvider(ctx, input, before);
    const providerChanged =
      !before ||
      (['protocol', 'issuer', 'clientId', 'clientSecretEncrypted', 'samlSsoUrl', 'samlIdpCertificate', 'samlAllowIdpInitiated'] as const).some((k) => before[k] !== provider[k]);
    const row = await upsertConnection(tx, {
      organizationId: org.id,
      ...provider,
      emailClaim: input.emailClaim,
      nameClaim: input.nameClaim,
      groupsClaim: input.groupsClaim,
      jitMode: input.jitMode,
      defaultRole: input.defaultRole,
      ...(providerChanged ? { testedAt: null, testedBy: null, testClaims: null } : {}),
      updatedAt: ctx.now(),
    });
    await replaceGroupRoles(tx, org.id, input.groupRoles.map((g) => ({ groupName: g.group, role: g.role })));
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: org.id,
      action: 'sso.configure',
      entityType: 'sso_connection',
      entityId: org.id,
      before: audited(before),
      after: { ...audited(row), groupRoles: input.groupRoles },
      ip: ctx.meta.ip,
    });
    return configurationView(ctx, tx, org);
  },
});

type Configured = { org: OrganizationRow; connection: SsoConnectionRow | null };
const loadConfigured = async (ctx: ServiceCtx, db: Db, input: { organization?: string | null }, viewer: Viewer): Promise<Configured> => {
  const org = await ssoOrganization(ctx, db, input, viewer);
  return { org, connection: await findConnection(db, org.id) };
};
const configured = precondition<Configured>('configured', (o) => o.connection !== null, () => new AppError('CONFLICT', NOT_CONFIGURED));

/** Starts a test sign-in: the URL of the provider; when it comes back the claims are shown and nobody is signed in. */
export const startSsoTest = defineCommand({
  name: 'sso.test',
  input: OrganizationInput,
  action: 'sso.manage',
  load: loadConfigured,
  resource: (o: Configured) => orgResource(o.org),
  preconditions: [configured],
  run: async (ctx, tx, { viewer, object }) => {
    const connection = object.connection;
    if (!connection) throw new AppError('CONFLICT', NOT_CONFIGURED);
    return { url: await sendToProvider(ctx, tx, { connection, email: viewer.email, testBy: viewer.userId }) };
  },
});

const EnabledInput = OrganizationInput.extend({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

/** Turns SSO on (only once a test sign-in succeeded with the current settings) or off (which also ends enforcement). */
export const setSsoEnabled = defineCommand({
  name: 'sso.setEnabled',
  input: EnabledInput,
  action: 'sso.manage',
  load: loadConfigured,
  resource: (o: Configured) => orgResource(o.org),
  preconditions: [configured],
  run: async (ctx, tx, { viewer, object, input }) => {
    const before = await lockConnection(tx, object.org.id);
    if (!before) throw new AppError('CONFLICT', NOT_CONFIGURED);
    if (input.enabled && !before.testedAt) throw new AppError('CONFLICT', UNTESTED);
    const after = await updateConnection(tx, object.org.id, input.enabled ? { enabled: true } : { enabled: false, enforced: false });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: object.org.id,
      action: input.enabled ? 'sso.enable' : 'sso.disable',
      entityType: 'sso_connection',
      entityId: object.org.id,
      before: { enabled: before.enabled, enforced: before.enforced },
      after: { enabled: after?.enabled, enforced: after?.enforced },
      ip: ctx.meta.ip,
    });
    return configurationView(ctx, tx, object.org);
  },
});

const EnforcedInput = OrganizationInput.extend({ enforced: z.boolean({ error: 'enforced must be true or false' }) });

/**
 * Enforces SSO for the organization's users (password sign-in and reset refused), only by an admin whose own test
 * sign-in passed with the current settings; turning it off is always possible (a provider Admin does so when the
 * identity provider fails).
 */
export const setSsoEnforced = defineCommand({
  name: 'sso.setEnforced',
  input: EnforcedInput,
  action: 'sso.manage',
  load: loadConfigured,
  resource: (o: Configured) => orgResource(o.org),
  preconditions: [configured],
  run: async (ctx, tx, { viewer, object, input }) => {
    const before = await lockConnection(tx, object.org.id);
    if (!before) throw new AppError('CONFLICT', NOT_CONFIGURED);
    if (input.enforced) {
      if (!before.enabled) throw new AppError('CONFLICT', NOT_ENABLED);
      if (!before.testedAt || before.testedBy !== viewer.userId) throw new AppError('CONFLICT', NOT_TESTED_BY_YOU);
    }
    await updateConnection(tx, object.org.id, { enforced: input.enforced });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: object.org.id,
      action: input.enforced ? 'sso.enforce' : 'sso.unenforce',
      entityType: 'sso_connection',
      entityId: object.org.id,
      before: { enforced: before.enforced },
      after: { enforced: input.enforced },
      ip: ctx.meta.ip,
    });
    return configurationView(ctx, tx, object.org);
  },
});
