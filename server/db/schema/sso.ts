import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';

// Single sign-on per organization (DOMAIN.md §6a): its identity provider's configuration, the group→role
// table, the identities that link a provider's subject to a user, the sign-ins under way (state, nonce and
// PKCE verifier, one use) and the email domains an organization claimed.

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** What a first SSO sign-in of an unknown address creates: an active user with the default role, or one pending approval. */
export const SSO_JIT_MODES = ['default-role', 'pending'] as const;
export type SsoJitMode = (typeof SSO_JIT_MODES)[number];

/** One identity provider per organization. */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: SSO_PROTOCOLS }).notNull().default('oidc'),
    /** OIDC: the issuer (its discovery document is `{issuer}/.well-known/openid-configuration`). */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** SAML: the identity provider's single sign-on URL (HTTP-Redirect binding); the entity id is `issuer`. */
    samlSsoUrl: text('saml_sso_url'),
    /** SAML: the identity provider's signing certificate (PEM or base64): assertions must be signed with it. */
    samlIdpCertificate: text('saml_idp_certificate'),
    /** SAML: accept responses the identity provider sends unasked (IdP-initiated): off unless the admin turns it on. */
    samlAllowIdpInitiated: boolean('saml_allow_idp_initiated').notNull().default(false),
    /** The client secret, encrypted with DATA_ENCRYPTION_KEY (never answered to anyone). */
    clientSecretEncrypted: text('client_secret_encrypted'),
    emailClaim: text('email_claim').notNull().default('email'),
    nameClaim: text('name_claim').notNull().default('name'),
    groupsClaim: text('groups_claim').notNull().default('groups'),
    jitMode: text('jit_mode', { enum: SSO_JIT_MODES }).notNull().default('default-role'),
    defaultRole: smallint('default_role').notNull().default(4),
    enabled: boolean('enabled').notNull().default(false),
    enforced: boolean('enforced').notNull().default(false),
    /** The last successful test sign-in since the configuration last changed (null: untested). */
    testedAt: timestamp('tested_at', { withTimezone: true }),
    testedBy: uuid('tested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The claims the last test sign-in received (shown to the admin who ran it). */
    testClaims: jsonb('test_claims'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sso_connections_enforced_ck', sql`not ${t.enforced} or ${t.enabled}`)],
);

/** The group→role table of an organization: a group claim's value and the client role it gives. */
export const ssoGroupRoles = pgTable(
  'sso_group_roles',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    role: smallint('role').notNull(),
  },
  (t) => [primaryKey({ name: 'sso_group_roles_pk', columns: [t.organizationId, t.groupName] })],
);

/** A user's identity at its organization's provider: later sign-ins match the provider's subject. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sso_identities_pk', columns: [t.organizationId, t.issuer, t.subject] }),
    uniqueIndex('sso_identities_user_uq').on(t.userId, t.organizationId),
  ],
);

/** Sign-ins sent to a provider and not yet back: used once, within 10 minutes. */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    state: text('state').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** A test sign-in by an admin (its claims are shown, nobody is signed in) or a real one. */
    testBy: uuid('test_by').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_login_states_expires_idx').on(t.expiresAt)],
);

/** SAML assertions already used, remembered until they expire: the same assertion never signs in twice. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'saml_assertions_pk', columns: [t.organizationId, t.assertionId] }), index('saml_assertions_expires_idx').on(t.expiresAt)],
);

/** Email domains claimed by an organization: one organization per domain, verified by a mailed link. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** SHA-256 of the verification link's secret; null once verified. */
    tokenHash: text('token_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_domains_org_idx').on(t.organizationId)],
);

/** Users SCIM deactivated: only these may SCIM bring back (`active: true` never revives one an admin deactivated). */
export const scimDeactivations = pgTable('scim_deactivations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
