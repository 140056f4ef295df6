import { z } from 'zod';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { AppError, notFound } from '../../errors.ts';
import { DEFAULT_ROLE, ssoGrantableRole } from '../../policies/roles.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { revokeUserSessions, takeSlot } from '../auth/index.ts';
import { findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { findUserByEmail, findUserById, listScimUsers } from '../read-models/index.ts';
import { insertUser, updateUserRow, type UserRow } from '../users/index.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../validation.ts';
import { findConnection, findDomain } from './sso.queries.ts';
import { recordScimDeactivation, takeScimDeactivation } from './scim.queries.ts';
import { parseUserChanges, parsePatch, ScimUserInput, toScimUser, type ScimUser, type UserChanges } from './scim-resource.ts';

// SCIM 2.0 Users (RFC 7643/7644) for an organization's identity provider (DOMAIN.md §6a): a bearer token per
// organization (an API token of scope scim, scim-token.service.ts), create (in a verified domain only), get, list with a userName
// filter and paging, replace, patch `active`, delete = deactivate. Deactivation is the users' own revocation
// path: status inactive, sessions revoked, and the caller change that ends streams and suspends the user's API
// tokens at once. `active: true` brings back only a user SCIM deactivated, never one an administrator did.

/** SCIM requests one organization's token may make per minute. */
export const SCIM_REQUESTS_PER_MINUTE = 600;
/** What a caller other than the organization's SCIM token hears (a session, a read or read-write API token). */
export const SCIM_TOKEN_ONLY = "SCIM takes only the organization's SCIM token (an API token of scope scim, made on the Single sign-on screen): sessions and read or read-write API tokens are refused here.";

/** The SCIM token's organization, within its rate limit (the permission table already said the caller is one). */
async function scimOrganization(ctx: ServiceCtx, _db: Db, _input: unknown, viewer: Viewer): Promise<OrganizationRow> {
  const org = await findOrganization(ctx.db, viewer.organizationId);
  if (!org) throw notFound('Organization not found');
  if (!(await takeSlot(ctx.db, `scim:${org.id}`, { most: SCIM_REQUESTS_PER_MINUTE, windowMs: 60_000, now: ctx.now() }))) {
    throw new AppError('RATE_LIMITED', `At most ${SCIM_REQUESTS_PER_MINUTE} SCIM requests a minute.`);
  }
  return org;
}

/** Who may call SCIM's Users: the permission table's scim.provision, asked before the input is read. */
const scimAccess = {
  action: 'scim.provision' as const,
  load: scimOrganization,
  resource: { first: (v: Viewer) => ({ organizationId: v.organizationId }) },
  forbidden: SCIM_TOKEN_ONLY,
};

/** A person of the organization by SCIM id; any other (another organization's, a token's principal) is not found. */
async function scimUser(ctx: ServiceCtx, db: Db, org: OrganizationRow, id: string): Promise<UserRow> {
  const found = z.uuid().safeParse(id).success ? await findUserById(db, id) : null;
  if (!found || found.user.organizationId !== org.id || found.user.servicePrincipal) throw notFound(`User ${id} not found`);
  return found.user;
}

/** userName must be an address in a verified domain of the organization, and no one else's. */
async function assertAddressFree(db: Db, org: OrganizationRow, email: string, self: string | null): Promise<void> {
  const domain = await findDomain(db, email.slice(email.lastIndexOf('@') + 1));
  if (!domain?.verifiedAt || domain.organizationId !== org.id) {
    throw new AppError('BAD_INPUT', `userName must be an address in a verified domain of ${org.name}.`, [{ field: 'userName', message: 'invalidValue' }]);
  }
  const taken = await findUserByEmail(db, email);
  if (taken && taken.user.id !== self) throw new AppError('CONFLICT', `A user with userName ${email} already exists.`, [{ field: 'userName', message: 'uniqueness' }]);
}

/** Applies SCIM's changes to a user: name and address, and `active` through deactivation or a SCIM reactivation. */
async function applyChanges(ctx: ServiceCtx, tx: Db, org: OrganizationRow, user: UserRow, changes: UserChanges): Promise<UserRow> {
  const now = ctx.now();
  if (changes.email && changes.email !== user.email.toLowerCase()) await assertAddressFree(tx, org, changes.email, user.id);
  let row = user;
  if (changes.name !== undefined || changes.email !== undefined) {
    row = (await updateUserRow(tx, user.id, { ...(changes.name ? { name: changes.name } : {}), ...(changes.email ? { email: changes.email } : {}), updatedAt: now })) ?? row;
  }
  if (changes.active === false && row.status !== 'inactive') {
    row = (await updateUserRow(tx, user.id, { status: 'inactive', updatedAt: now })) ?? row;
    await revokeUserSessions(tx, user.id, 'deprovisioned', now);
    await recordScimDeactivation(tx, { userId: user.id, organizationId: org.id, at: now });
  } else if (changes.active === true && row.status !== 'active') {
    if (row.status === 'inactive' && !(await takeScimDeactivation(tx, user.id))) {
      throw new AppError('CONFLICT', 'An administrator deactivated this user: SCIM cannot bring it back.', [{ field: 'active', message: 'mutability' }]);
    }
    row = (await updateUserRow(tx, user.id, { status: 'active', failedLoginAttempts: 0, updatedAt: now, ...(row.status === 'pending' ? { approvedAt: now } : {}) })) ?? row;
  }
  await recordAudit(tx, {
    actorUserId: null,
    organizationId: org.id,
    action: changes.active === false && user.status !== 'inactive' ? 'scim.user.deactivate' : 'scim.user.update',
    entityType: 'user',
    entityId: user.id,
    before: { name: user.name, email: user.email, status: user.status },
    after: { name: row.name, email: row.email, status: row.status },
    ip: ctx.meta.ip,
  });
  return row;
}

/** The caller change after a user's state changed: this instance forgets it at once, streams and its tokens end. */
const told = (ctx: ServiceCtx, user: { id: string }) => callersChanged(ctx, { kind: 'user', id: user.id });

const ListInput = z.object({
  filter: z.string().max(500).nullish(),
  startIndex: z.coerce.number().int().min(1, 'startIndex must be 1 or more').default(1),
  count: z.coerce.number().int().min(0, 'count must be 0 or more').max(200, 'count must be at most 200').default(100),
});

/** RFC 7644 §3.4.2: `filter=userName eq "…"` (the one filter the provider needs), startIndex and count. */
export const scimListUsers = defineQuery({
  name: 'scim.users.list',
  input: ListInput,
  ...scimAccess,
  run: async (ctx, db, { input, object: org }) => {
    let email: string | null = null;
    if (input.filter) {
      const match = /^\s*userName\s+eq\s+"([^"]{1,320})"\s*$/i.exec(input.filter);
      if (!match?.[1]) throw new AppError('BAD_INPUT', 'Only filter=userName eq "…" is supported.', [{ field: 'filter', message: 'invalidFilter' }]);
      email = match[1].toLowerCase();
    }
    const { rows, total } = await listScimUsers(db, { organizationId: org.id, email, offset: input.startIndex - 1, limit: input.count });
    return { total, startIndex: input.startIndex, users: rows.map((u) => toScimUser(ctx.config.publicUrl, u)) };
  },
});

export const scimGetUser = defineQuery({
  name: 'scim.users.get',
  input: z.object({ id: z.string().max(100) }),
  ...scimAccess,
  run: async (ctx, db, { input, object: org }): Promise<ScimUser> => {
    return toScimUser(ctx.config.publicUrl, await scimUser(ctx, db, org, input.id));
  },
});

export const scimCreateUser = defineCommand({
  name: 'scim.users.create',
  input: z.object({ user: ScimUserInput }),
  ...scimAccess,
  ownTransactions: true,
  run: async (ctx, db, { input, object: org }): Promise<ScimUser> => {
    const changes = parseUserChanges(input.user);
    const email = changes.email ?? '';
    const connection = await findConnection(db, org.id);
    const row = await db.transaction(async (tx) => {
      await assertAddressFree(tx, org, email, null);
      const now = ctx.now();
      const created = await insertUser(tx, {
        organizationId: org.id,
        name: changes.name ?? email,
        email,
        passwordHash: null,
        userType: (connection && ssoGrantableRole(connection.defaultRole)) ?? DEFAULT_ROLE,
        status: changes.active === false ? 'inactive' : 'active',
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw new AppError('CONFLICT', `A user with userName ${email} already exists.`, [{ field: 'userName', message: 'uniqueness' }]);
      if (created.status === 'inactive') await recordScimDeactivation(tx, { userId: created.id, organizationId: org.id, at: now });
      await recordAudit(tx, { actorUserId: null, organizationId: org.id, action: 'scim.user.create', entityType: 'user', entityId: created.id, after: { email, name: created.name, status: created.status }, ip: ctx.meta.ip });
      return created;
    });
    return toScimUser(ctx.config.publicUrl, row);
  },
});

const change = (name: string, changesOf: (body: unknown, user: UserRow) => UserChanges) =>
  defineCommand({
    name,
    input: z.object({ id: z.string().max(100), body: z.unknown() }),
    ...scimAccess,
    ownTransactions: true,
    run: async (ctx, db, { input, object: org }): Promise<ScimUser> => {
      const row = await db.transaction(async (tx) => {
        const user = await scimUser(ctx, tx, org, input.id);
        return applyChanges(ctx, tx, org, user, changesOf(input.body, user));
      });
      told(ctx, row);
      return toScimUser(ctx.config.publicUrl, row);
    },
  });

/** PUT: the user as the provider has it now (name, userName, active). */
export const scimReplaceUser = change('scim.users.replace', (body) => parseUserChanges(parseInput(ScimUserInput, body)));
/** PATCH: RFC 7644 §3.5.2 operations on `active`, the name and userName (Entra ID's and Okta's forms). */
export const scimPatchUser = change('scim.users.patch', (body) => parsePatch(body));
/** DELETE: deactivation (the user and its history stay). */
export const scimDeleteUser = change('scim.users.delete', () => ({ active: false }));
