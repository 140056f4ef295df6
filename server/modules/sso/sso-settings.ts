import { ROLE, type Role } from '../../../common/roles.ts';
import type { Config } from '../../config.ts';
import { openSecret } from '../../security-data-key.ts';
import type { SsoConnectionRow } from './sso.queries.ts';

/** The roles single sign-on may give (default role, group mappings): client roles only, never a provider role. */
export const SSO_CLIENT_ROLES: readonly Role[] = [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER];

/** Which mapped role wins when a user's groups map to several: the one with the most rights. */
const RANK: Partial<Record<Role, number>> = { [ROLE.USER]: 1, [ROLE.POWER_USER]: 2, [ROLE.SUPER_USER]: 3, [ROLE.CLIENT_ADMIN]: 4 };

/** The highest role the user's groups map to, or null when none of them is in the table. */
export function mappedRole(groups: readonly string[], table: readonly { groupName: string; role: number }[]): Role | null {
  let best: Role | null = null;
  for (const row of table) {
    const role = SSO_CLIENT_ROLES.find((r) => r === row.role);
    if (role === undefined || !groups.includes(row.groupName)) continue;
    if (best === null || (RANK[role] ?? 0) > (RANK[best] ?? 0)) best = role;
  }
  return best;
}

/** Where the identity provider sends the browser back (the client's page finishes the sign-in). */
export const ssoRedirectUri = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/sso/oidc/callback`;

/** The connection's client secret, opened. */
export const ssoSecretOf = (config: Pick<Config, 'dataEncryptionKey' | 'jwtSecret'>, row: Pick<SsoConnectionRow, 'clientSecretEncrypted'>): string | null =>
  row.clientSecretEncrypted ? openSecret(config, row.clientSecretEncrypted) : null;
