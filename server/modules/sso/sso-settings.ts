import type { Role } from '../../../common/roles.ts';
import { highestClientRole, ssoGrantableRole } from '../../policies/roles.ts';
import type { Config } from '../../config.ts';
import { open } from '../../secret-box.ts';
import type { SamlSettings } from './saml-client.ts';
import type { SsoConnectionRow } from './sso.queries.ts';

/** Minutes a sign-in sent to the identity provider may take to come back. */
export const LOGIN_STATE_MINUTES = 10;

/** The highest role the user's groups map to, or null when none of them is in the table. */
export function mappedRole(groups: readonly string[], table: readonly { groupName: string; role: number }[]): Role | null {
  const roles = table.filter((row) => groups.includes(row.groupName)).map((row) => ssoGrantableRole(row.role));
  return highestClientRole(roles.filter((r): r is Role => r !== null));
}

/** Where the identity provider sends the browser back (the client's page finishes the sign-in). */
export const ssoRedirectUri = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/sso/oidc/callback`;

/** The connection's client secret, opened. */
export const ssoSecretOf = (config: Pick<Config, 'dataEncryption'>, row: Pick<SsoConnectionRow, 'clientSecretEncrypted'>): string | null =>
  row.clientSecretEncrypted ? open(config.dataEncryption, row.clientSecretEncrypted).plain : null;

/** A SAML connection's settings as the service provider uses them. */
export const samlSettingsOf = (
  row: Pick<SsoConnectionRow, 'organizationId' | 'issuer' | 'samlSsoUrl' | 'samlIdpCertificate' | 'samlAllowIdpInitiated'>,
): SamlSettings => ({
  organizationId: row.organizationId,
  idpEntityId: row.issuer,
  ssoUrl: row.samlSsoUrl ?? '',
  certificate: row.samlIdpCertificate ?? '',
  allowIdpInitiated: row.samlAllowIdpInitiated,
});
