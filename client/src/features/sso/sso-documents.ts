import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { SaveSsoConfigurationInput, SsoSettingsPage_ConfigurationFragment } from '../../gql/graphql';

// The Single sign-on screen's data: one fragment every card reads, the query, and the mutations that answer it.

export const SsoSettingsFields = graphql(`
  fragment SsoSettingsPage_configuration on SsoConfiguration {
    organization
    organizationName
    configured
    protocol
    issuer
    clientId
    clientSecretSet
    emailClaim
    nameClaim
    groupsClaim
    jitMode
    defaultRole
    grantableRoles
    enabled
    enforced
    testedAt
    testClaims {
      name
      value
    }
    groupRoles {
      group
      role
    }
    domains {
      domain
      verified
    }
    redirectUri
    samlSsoUrl
    samlIdpCertificateSet
    samlAllowIdpInitiated
    samlEntityId
    samlAcsUrl
    samlMetadataUrl
    scimToken {
      createdAt
      createdByName
      lastUsedAt
    }
  }
`);

export const SsoSettingsQuery = graphql(`
  query SsoSettings {
    ssoConfiguration {
      ...SsoSettingsPage_configuration
    }
  }
`);

export const SaveMutation = graphql(`
  mutation SaveSsoSettings($input: SaveSsoConfigurationInput!) {
    saveSsoConfiguration(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        field
        message
      }
    }
  }
`);

export type SsoSettings = SsoSettingsPage_ConfigurationFragment;
/** The configuration the cards read, from the query's masked reference (fragment masking: docs/architecture.md). */
export const ssoSettingsOf = (ref: FragmentType<typeof SsoSettingsFields> | null | undefined): SsoSettings | null | undefined => getFragmentData(SsoSettingsFields, ref);

/** A message the screen shows above its cards (errors as an alert, the rest as a status). */
export type Notice = { intent: 'danger' | 'success'; text: string };
export type Tell = (errors: readonly { message: string }[] | undefined, done: string) => void;

/** The saved settings as a save's input: each card replaces only its own part (secrets and certificates are kept). */
export function savedInput(c: SsoSettings): SaveSsoConfigurationInput {
  return {
    organization: c.organization,
    protocol: c.protocol,
    issuer: c.issuer,
    clientId: c.clientId,
    samlSsoUrl: c.samlSsoUrl,
    samlAllowIdpInitiated: c.samlAllowIdpInitiated,
    emailClaim: c.emailClaim,
    nameClaim: c.nameClaim,
    groupsClaim: c.groupsClaim,
    jitMode: c.jitMode,
    defaultRole: c.defaultRole,
    groupRoles: c.groupRoles.map((g) => ({ group: g.group, role: g.role })),
  };
}

/** The text of a form's field, trimmed. */
export const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();
