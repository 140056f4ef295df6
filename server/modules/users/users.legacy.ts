import { bodyFields } from '../../http/legacy.ts';
import type { UserRow } from './users.queries.ts';
import type { OrganizationRow } from '../organizations/index.ts';

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

/** A legacy reference to an object: its key or name as text, or an object carrying `key` (or `username`, `name`). */
export function legacyRef(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = bodyFields(value);
  return fields.key ?? fields.username ?? fields.name;
}

/** The legacy Add/Edit user body (spec §7: username, name, user_type, client (name), celCheck; and po_only) as the service reads it. */
export function fromLegacyUserBody(body: unknown): Record<string, unknown> {
  const b = bodyFields(body);
  return { name: b.name, username: b.username, userType: b.user_type, organization: legacyRef(b.client), celCheck: b.celCheck, poOnly: b.po_only };
}
