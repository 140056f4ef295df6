import type { OrganizationRow, UserRow } from './users.queries.ts';

/** The legacy shape of a user (spec §3). */
export function toLegacyUser(user: UserRow, org: Pick<OrganizationRow, 'id' | 'name'>) {
  return {
    key: user.id,
    name: user.name,
    username: user.email,
    user_type: user.userType,
    client: { key: org.id, name: org.name },
    active: user.status === 'active',
    /** pending, active or inactive (named so that it does not collide with the envelope's status). */
    account_status: user.status,
    created: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    failed_login_attempts: user.failedLoginAttempts,
    po_only: user.poOnly,
    ipa_user: user.ipaUser,
    celCheck: user.celCheck,
    clientImpersonation: user.impersonatedOrganizationId,
  };
}
