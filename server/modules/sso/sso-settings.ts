import type { Role } from '../../../common/roles.ts';
import { highestClientRole, ssoGrantableRole } from '../../policies/roles.ts';
import type { Config } from '../../config.ts';
import { open } from '../../secret-box.ts';
import type { SsoConnectionRow } from './sso.queries.ts';

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
