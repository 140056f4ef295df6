import { z } from 'zod';
import { ROLE, type Role } from '../../../common/roles.ts';
import { defineCommand, defineQuery, precondition } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { SSO_JIT_MODES } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { seal } from '../../secret-box.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { authorizationStart, discover } from './oidc-client.ts';
import { assertPublicHttps } from './outbound-guard.ts';
import { ssoGrantableRole } from '../../policies/roles.ts';
import { ssoSecretOf, ssoRedirectUri } from './sso-settings.ts';
import {
  findConnection,
  insertLoginState,
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

/** Minutes a sign-in sent to the identity provider may take to come back. */
export const LOGIN_STATE_MINUTES = 10;

const clientRole = (field: string) =>
  z.number({ error: `${field} must be a role` }).refine((r): r is Role => ssoGrantableRole(r) !== null, `${field} must be a client role (Client Admin, User, Super User or Power User), never a provider role`);

const claimName = str(100).transform((v) => v.trim()).refine((v) => v !== '', 'Required');

const OrganizationInput = z.object({ organization: z.string().max(100).nullish() });

export const SaveSsoConfigurationInput = OrganizationInput.extend({
  protocol: z.literal('oidc', { error: 'Protocol must be oidc' }).default('oidc'),
  issuer: str(500)
    .transform((v) => v.trim().replace(/\/$/, ''))
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Issuer must be an http(s) URL'),
  clientId: str(200).transform((v) => v.trim()).refine((v) => v !== '', 'Required'),
  /** Write-only: absent or null keeps the saved secret; "" removes it. */
  clientSecret: str(1000).nullish(),
  emailClaim: claimName.default('email'),
  nameClaim: claimName.default('name'),
  groupsClaim: claimName.default('groups'),
  jitMode: z.enum(SSO_JIT_MODES, { error: 'New accounts must be default-role or pending' }).default('default-role'),
  defaultRole: clientRole('Default role').default(ROLE.USER),
  groupRoles: z
    .array(z.object({ group: str(200).transform((v) => v.trim()).refine((v) => v !== '', 'Required'), role: clientRole('Role') }))
    .max(100, 'At most 100 group mappings')
    .default([]),
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
  const [row, groups, domains] = await Promise.all([findConnection(db, org.id), listGroupRoles(db, org.id), listDomains(db, org.id)]);
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
    emailClaim: row.emailClaim,
    nameClaim: row.nameClaim,
    groupsClaim: row.groupsClaim,
    jitMode: row.jitMode,
    defaultRole: row.defaultRole,
    enabled: row.enabled,
    enforced: row.enforced,
  };

/** Saves the identity provider; a change of issuer, client or secret needs a new test sign-in. */
export const saveSsoConfiguration = defineCommand({
  name: 'sso.configure',
  input: SaveSsoConfigurationInput,
  action: 'sso.manage',
  load: ssoOrganization,
  resource: orgResource,
  run: async (ctx, tx, { viewer, object: org, input }) => {
    if (!ctx.config.ssoAllowInsecureUrls) {
      await assertPublicHttps(new URL(input.issuer)).catch((error: unknown) => {
        throw error instanceof AppError ? new AppError('BAD_INPUT', error.message, [{ field: 'issuer', message: error.message }]) : error;
      });
    }
    const before = await lockConnection(tx, org.id);
    const secret =
      input.clientSecret === undefined || input.clientSecret === null
        ? (before?.clientSecretEncrypted ?? null)
        : input.clientSecret === ''
          ? null
          : seal(ctx.config.dataEncryption, input.clientSecret);
    const providerChanged = !before || before.issuer !== input.issuer || before.clientId !== input.clientId || before.clientSecretEncrypted !== secret;
    const row = await upsertConnection(tx, {
      organizationId: org.id,
      protocol: input.protocol,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretEncrypted: secret,
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
    const provider = await discover(ctx, { issuer: connection.issuer, clientId: connection.clientId, clientSecret: ssoSecretOf(ctx.config, connection) });
    const start = await authorizationStart(provider, ssoRedirectUri(ctx.config), viewer.email);
    await insertLoginState(tx, {
      state: start.state,
      organizationId: object.org.id,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      testBy: viewer.userId,
      expiresAt: new Date(ctx.now().getTime() + LOGIN_STATE_MINUTES * 60_000),
    });
    return { url: start.url };
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
