import { isUniqueViolation } from '../../db/errors.ts';
import { z } from 'zod';
import { ADMIN_MSG } from '../../../common/admin.ts';
import { userFieldRules } from '../../../common/user-schema.ts';
import { isRole, type Role } from '../../../common/roles.ts';
import { DEFAULT_ROLE, isProviderRole, mayBeOwnerOnly, OWNER_ONLY_ROLES, ROLE_ORDER } from '../../policies/roles.ts';
import { isValidEmail } from '../../../common/validation.ts';
import { AppError, notFound } from '../../errors.ts';
import { accountCreatedMail } from '../../mail/templates.ts';
import { can } from '../../policies/authorize.ts';
import { defineCommand, defineQuery, noObject } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { choiceArgs, DEPRECATED_CHOICES_MAX } from '../../paging.ts';
import { parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { passwordLink, passwordLinkMailExpiry, queueResetLink } from '../auth/password-reset.service.ts';
import { isKey } from '../../validation.ts';
import { type ChoicePage, findOrganizationByRef, listOrganizationsByName, type OrganizationRow, organizationView, type OrganizationView, removeUserFromCels, clearPointOfContact } from '../organizations/index.ts';
import { insertUser, updateUserRow, type UserRow } from './users.queries.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { loadManagedUser, managedUserResource, MANAGE_USER_FORBIDDEN } from './users.service.ts';
import { findUserByEmail, findUserById } from '../read-models/index.ts';

const EMAIL_TAKEN = 'A user with this email already exists';
/**
 * Emails are unique across the product, so a refusal cannot be hidden; but the answer names nothing a
 * viewer who does not manage the holder's organization could learn from it (docs/admin.md).
 */
const EMAIL_UNUSABLE = 'This email cannot be used for a new user here.';
const emailConflict = (message: string) => new AppError('CONFLICT', message, [{ field: 'username', message }]);

/** The refusal of an email already held: plain when the viewer manages its holder's organization, neutral otherwise. */
async function emailTaken(db: Db, viewer: Viewer, email: string): Promise<AppError> {
  const holder = await findUserByEmail(db, email);
  const visible = holder !== null && can(viewer, 'user.manage', { organizationId: holder.org.id });
  return emailConflict(visible ? EMAIL_TAKEN : EMAIL_UNUSABLE);
}

const userFields = {
  name: userFieldRules.name,
  username: userFieldRules.username,
  /** Spec §5: the role defaults to User. */
  userType: z
    .number({ error: 'Unknown role' })
    .int('Unknown role')
    .nullish()
    .transform((v, c): Role => {
      const role = v ?? DEFAULT_ROLE;
      if (isRole(role)) return role;
      c.addIssue({ code: 'custom', message: 'Unknown role' });
      return z.NEVER;
    }),
  organization: userFieldRules.organization,
  celCheck: z
    .boolean({ error: 'Must be true or false' })
    .nullish()
    .transform((v) => v ?? false),
  /** Project owner only (DOMAIN.md §5); omitted on an edit keeps the stored value. */
  poOnly: z.boolean({ error: 'Must be true or false' }).nullish(),
};
const CreateUserInput = z.object(userFields);
const UpdateUserInput = z.object({ key: str(100), ...userFields });

/** The organization a user is put in: one whose users the viewer manages; any other is "not found". */
async function findTargetOrganization(db: Db, viewer: Viewer, ref: string): Promise<OrganizationRow> {
  const org = await findOrganizationByRef(db, ref);
  if (!org || !can(viewer, 'organization.read', { organizationId: org.id })) throw notFound('Organization not found');
  return org;
}

const MANAGE_ORGANIZATION_FORBIDDEN = "You do not have permission to manage this organization's users.";

/** The organization a user is moved to: one whose users the viewer manages (checked like the one it leaves). */
async function loadTargetOrganization(db: Db, viewer: Viewer, ref: string): Promise<OrganizationRow> {
  const org = await findTargetOrganization(db, viewer, ref);
  if (!can(viewer, 'user.manage', { organizationId: org.id })) throw new AppError('FORBIDDEN', MANAGE_ORGANIZATION_FORBIDDEN);
  return org;
}

/** Admin and IPA User are the provider's staff; the other roles belong to client organizations. */
function checkRoleFitsOrganization(org: OrganizationRow, role: Role): void {
  if (isProviderRole(role) === org.isProvider) return;
  const message = org.isProvider ? 'The provider\'s staff are Admins or IPA Users' : 'Admin and IPA User are roles of the provider\'s staff';
  throw new AppError('BAD_INPUT', message, [{ field: 'userType', message }]);
}

/** DOMAIN.md §5: only a User or a Power User can be restricted to the projects it owns. */
function checkPoOnly(role: Role, poOnly: boolean): void {
  if (poOnly && !mayBeOwnerOnly(role)) {
    const message = 'Only Users and Power Users can be restricted to the projects they own';
    throw new AppError('BAD_INPUT', message, [{ field: 'poOnly', message }]);
  }
}

/** Spec §5: "Client Engagement Leader" exists only in the provider's own organization. */
export const offersCel = (org: Pick<OrganizationRow, 'isProvider'>): boolean => org.isProvider;

function checkCel(org: OrganizationRow, celCheck: boolean): void {
  if (celCheck && !offersCel(org)) {
    const message = 'Only the provider\'s staff can be Client Engagement Leaders';
    throw new AppError('BAD_INPUT', message, [{ field: 'celCheck', message }]);
  }
}

function checkRoleGrant(viewer: Viewer, org: OrganizationRow, role: Role): void {
  if (!can(viewer, 'user.assign-role', { organizationId: org.id, role })) throw new AppError('FORBIDDEN', 'You cannot give this role.');
}

/** Creates an active user (Add user dialog) and queues the mail with a link to set its password. */
export const createUser = defineCommand({
  name: 'user.create',
  input: CreateUserInput,
  action: 'user.manage',
  screen: 'users.screen',
  forbidden: MANAGE_ORGANIZATION_FORBIDDEN,
  load: (_ctx, db, input, viewer) => findTargetOrganization(db, viewer, input.organization),
  resource: (org) => ({ organizationId: org.id }),
  run: async (ctx, tx, { viewer, object: org, input: v }): Promise<UserRow> => {
    checkRoleGrant(viewer, org, v.userType);
    checkRoleFitsOrganization(org, v.userType);
    checkCel(org, v.celCheck);
    checkPoOnly(v.userType, v.poOnly ?? false);
    if (await findUserByEmail(tx, v.username)) throw await emailTaken(tx, viewer, v.username);
    const now = ctx.now();
    const created = await insertUser(tx, {
      organizationId: org.id,
      name: v.name,
      email: v.username,
      userType: v.userType,
      status: 'active',
      celCheck: v.celCheck,
      poOnly: v.poOnly ?? false,
      ipaUser: isProviderRole(v.userType),
      approvedAt: now,
      approvedBy: viewer.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw await emailTaken(tx, viewer, v.username);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'user.create', entityType: 'user', entityId: created.id, after: created, ip: ctx.meta.ip });
    const mail = accountCreatedMail({ name: created.name, email: created.email, organization: org.name, url: passwordLink(ctx, created) });
    await ctx.mail.enqueue(tx, { kind: 'account-created', to: created.email, ...mail, expiresAt: passwordLinkMailExpiry(ctx) });
    return created;
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

const auditView = (u: UserRow) => ({ name: u.name, email: u.email, userType: u.userType, organizationId: u.organizationId, celCheck: u.celCheck, poOnly: u.poOnly });

/** Saves the Edit user dialog. Moving a user or changing its role follows the same rules as creating one. */
export const updateUser = defineCommand({
  name: 'user.update',
  input: UpdateUserInput,
  action: 'user.manage',
  screen: 'users.screen',
  forbidden: MANAGE_USER_FORBIDDEN,
  load: (_ctx, db, input, viewer) => loadManagedUser(db, viewer, input.key),
  resource: (found) => managedUserResource(found),
  run: async (ctx, tx, { viewer, object: { user, org: currentOrg }, input: v }): Promise<{ row: UserRow; leftOrganizationId: string }> => {
    const keepsOrg = v.organization === currentOrg.id || v.organization.toLowerCase() === currentOrg.name.toLowerCase();
    const org = keepsOrg ? currentOrg : await loadTargetOrganization(tx, viewer, v.organization);
    const roleChanged = v.userType !== user.userType;
    if (user.id === viewer.userId && (roleChanged || !keepsOrg)) {
      throw new AppError('BAD_INPUT', 'You cannot change your own role or organization.', [{ field: roleChanged ? 'userType' : 'organization', message: 'You cannot change your own role or organization.' }]);
    }
    if (roleChanged) checkRoleGrant(viewer, org, v.userType);
    checkRoleFitsOrganization(org, v.userType);
    const poOnly = v.poOnly ?? (user.poOnly && mayBeOwnerOnly(v.userType));
    checkPoOnly(v.userType, poOnly);
    checkCel(org, v.celCheck);
    if (v.username.toLowerCase() !== user.email.toLowerCase()) {
      const other = await findUserByEmail(tx, v.username);
      if (other && other.user.id !== user.id) throw await emailTaken(tx, viewer, v.username);
    }
    // Two editors giving the same new email at once: the unique index decides (inside a savepoint, so the
    // transaction can still say why), and the loser gets the field error.
    const row = await tx
      .transaction((sp) => updateUserRow(sp, user.id, { name: v.name, email: v.username, userType: v.userType, organizationId: org.id, celCheck: v.celCheck, poOnly, ipaUser: isProviderRole(v.userType), updatedAt: ctx.now() }))
      .catch(async (error: unknown) => {
        throw isUniqueViolation(error) ? await emailTaken(tx, viewer, v.username) : error;
      });
    if (!row) throw notFound('User not found');
    // A user who is no longer a CEL stops seeing the clients it was assigned to; one who moves stops being its old organization's POC.
    if (!row.celCheck || !offersCel(org)) await removeUserFromCels(tx, row.id);
    if (!keepsOrg && currentOrg.pocUserId === row.id) await clearPointOfContact(tx, currentOrg.id);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'user.update', entityType: 'user', entityId: row.id, before: auditView(user), after: auditView(row), ip: ctx.meta.ip });
    return { row, leftOrganizationId: currentOrg.id };
  },
  afterCommit: async (ctx, { row, leftOrganizationId }) => callersChanged(ctx, { kind: 'user', id: row.id }, { kind: 'organization', id: leftOrganizationId }),
});

const KeyInput = z.object({ key: str(100) });

/** Admin menu "Reset Password": emails the user a reset link; answers the text to show. */
export const sendUserResetLink = defineCommand({
  name: 'user.send-reset-link',
  input: KeyInput,
  action: 'user.manage',
  screen: 'users.screen',
  forbidden: MANAGE_USER_FORBIDDEN,
  load: (_ctx, db, input, viewer) => loadManagedUser(db, viewer, input.key),
  resource: (found) => managedUserResource(found),
  run: async (ctx, tx, { viewer, object: { user } }): Promise<string> => {
    if (!isValidEmail(user.email)) throw new AppError('BAD_INPUT', ADMIN_MSG.resetEmail, [{ field: 'username', message: ADMIN_MSG.resetEmail }]);
    if (user.status !== 'active') {
      throw new AppError('BAD_INPUT', 'This account is not active. Activate it first: activation emails a link to set the password.');
    }
    // The link is queued with the audit entry: the answer never waits on (or fails because of) the mail server.
    await queueResetLink(ctx, tx, user);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: user.organizationId, action: 'user.password-reset-link', entityType: 'user', entityId: user.id, ip: ctx.meta.ip });
    return `A password reset link has been emailed to ${user.name}`;
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});

/** A user's record: one's own, or one the viewer manages; another organization's user is "not found". */
export const getUser = defineQuery({
  name: 'user.get',
  input: KeyInput,
  action: 'user.read',
  forbidden: 'You do not have permission to see this user.',
  load: async (_ctx, db, input, viewer): Promise<{ user: UserRow; org: OrganizationRow }> => {
    const found = isKey(input.key) ? await findUserById(db, input.key) : null;
    if (!found || !can(viewer, 'organization.read', { organizationId: found.user.organizationId })) throw notFound('User not found');
    return found;
  },
  resource: ({ user }) => ({ organizationId: user.organizationId, userId: user.id }),
  run: async (_ctx, _db, { object }) => object,
});

/** The organizations the viewer may put users in (by name): every one for a provider Admin, else its own. */
const formOrganizations = async (db: Db, viewer: Viewer, page: ChoicePage): Promise<OrganizationView[]> =>
  (await listOrganizationsByName(db, can(viewer, 'user.manage-all', null) ? null : [viewer.organizationId], page)).map((org) => organizationView(viewer, org));

export type UserFormOptions = {
  roleLabel: string;
  /** Deprecated: the first 500 organizations. */
  organizations: () => Promise<OrganizationView[]>;
  /** The organization choice as the user types: names containing `search`, at most `first` (≤ 50). */
  organizationChoices: (args: unknown) => Promise<OrganizationView[]>;
  ownerOnlyRoles: Role[];
  defaultRole: Role;
  roleOrder: Role[];
};

/** The Add/Edit user dialog's choices: the role field's label, the organizations the viewer may put users in, and the roles' rules it shows. */
export const userFormOptions = defineQuery({
  name: 'user.form-options',
  input: z.object({}),
  action: 'users.screen',
  ...noObject,
  run: async (_ctx, db, { viewer }): Promise<UserFormOptions> => ({
    roleLabel: can(viewer, 'user.manage-all', null) ? 'Role' : 'User Type',
    organizations: () => formOrganizations(db, viewer, { search: null, limit: DEPRECATED_CHOICES_MAX }),
    organizationChoices: (args) => {
      const { search, first } = parseInput(choiceArgs, args);
      return formOrganizations(db, viewer, { search, limit: first });
    },
    ownerOnlyRoles: [...OWNER_ONLY_ROLES],
    defaultRole: DEFAULT_ROLE,
    roleOrder: [...ROLE_ORDER],
  }),
});

/** The roles the viewer may give a user of this organization (spec §6), in role order. */
export function assignableRoles(viewer: Viewer | null, org: Pick<OrganizationRow, 'id' | 'isProvider'>): Role[] {
  if (!viewer) return [];
  return ROLE_ORDER.filter((role) => can(viewer, 'user.assign-role', { organizationId: org.id, role }) && isProviderRole(role) === org.isProvider);
}
