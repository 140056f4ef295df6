import { ROLE, type Role } from '../../common/roles.ts';

// What a role is (DOMAIN.md §5, spec §6), as opposed to what it may do (permissions.ts). Every role
// comparison of the server is here or in the permission table; services and the UI fields ask these.

/** Provider staff: Admin and IPA User; the other roles belong to client organizations. */
export const isProviderRole = (role: Role): boolean => role === ROLE.ADMIN || role === ROLE.IPA_USER;

/** The role is assigned clients as their CEL (so its CEL assignments matter). */
export const hasCelAssignments = (role: Role): boolean => role === ROLE.IPA_USER;

/** DOMAIN.md §5: the roles that can be restricted to the projects they own ("Project owner only"). */
export const OWNER_ONLY_ROLES: readonly Role[] = [ROLE.USER, ROLE.POWER_USER];
export const mayBeOwnerOnly = (role: Role): boolean => OWNER_ONLY_ROLES.includes(role);

/** The role a new account starts with (self-registration, and the Add user dialog's default). */
export const DEFAULT_ROLE: Role = ROLE.USER;

/** The order every list of roles shows them in (spec §6: by user_type, Admin first). */
export const ROLE_ORDER: readonly Role[] = [ROLE.ADMIN, ROLE.IPA_USER, ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER];

/** The role told of every new registration: the provider's active Admins get the notice. */
export const REGISTRATION_NOTIFIED_ROLE: Role = ROLE.ADMIN;
/** Provider staff of this role are told of every new registration. */
export const isToldOfRegistrations = (role: number): boolean => role === REGISTRATION_NOTIFIED_ROLE;

/**
 * DOMAIN.md §6: who manages a client organization's own people (user.manage of its users, approving its pending
 * accounts): its Client Admins and its point of contact, whatever the contact's role.
 */
export const managesOwnPeople = (role: number, isPoc: boolean): boolean => role === ROLE.CLIENT_ADMIN || isPoc;

/** The role of an API token's service principal: a Super User's view of its organization. */
export const SERVICE_PRINCIPAL_ROLE: Role = ROLE.SUPER_USER;

/** The roles of a client organization's people. */
export const CLIENT_ROLES: readonly Role[] = [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER];
/** The roles single sign-on may give (default role, group→role table): client roles only, never a provider role. */
export const SSO_GRANTABLE_ROLES: readonly Role[] = CLIENT_ROLES;
/** The SSO-grantable role a value names, or null (a provider role, or no role). */
export const ssoGrantableRole = (value: number): Role | null => SSO_GRANTABLE_ROLES.find((r) => r === value) ?? null;

/** Rights of the client roles, most last: when a user's groups map to several roles the one with the most rights wins. */
const CLIENT_ROLE_RANK: readonly Role[] = [ROLE.USER, ROLE.POWER_USER, ROLE.SUPER_USER, ROLE.CLIENT_ADMIN];
/** The client role with the most rights among several (null when none is given). */
export const highestClientRole = (roles: readonly Role[]): Role | null =>
  roles.reduce<Role | null>((best, r) => (best === null || CLIENT_ROLE_RANK.indexOf(r) > CLIENT_ROLE_RANK.indexOf(best) ? r : best), null);
/**
 * DOMAIN.md §3a: who may be picked as a report's independent reviewer, as far as the role decides: a person of
 * the client organization, or the client's CEL (the project-level exclusions are review-eligibility.ts's).
 */
export const mayReviewAs = (role: number, p: { member: boolean; cel: boolean }): boolean =>
  (p.member && CLIENT_ROLES.some((r) => r === role)) || (p.cel && role === ROLE.IPA_USER);
