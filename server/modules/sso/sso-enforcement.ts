import { isRole } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { isProviderRole } from '../../policies/roles.ts';
import { ssoEnforced } from './sso.queries.ts';

// Enforced single sign-on (DOMAIN.md §6a): the organization's users sign in through its identity provider only;
// password sign-in and reset are refused with a message naming the SSO button. Provider staff keep their password
// and second factor (break-glass); API tokens are not sign-ins and keep working.

export const ssoButton = (organizationName: string) => `Continue with ${organizationName} SSO`;
export const enforcedMessage = (organizationName: string) =>
  `${organizationName} signs in with single sign-on: use "${ssoButton(organizationName)}" on the sign-in page.`;

/** The refusal of a password step for this user, or null when its organization does not enforce SSO. */
export async function ssoEnforcementRefusal(db: Db, user: { userType: number; organizationId: string }, org: { name: string }): Promise<string | null> {
  if (isRole(user.userType) && isProviderRole(user.userType)) return null;
  return (await ssoEnforced(db, user.organizationId)) ? enforcedMessage(org.name) : null;
}
