import { z } from 'zod';
import { COMPANY_METRIC_KEYS } from '../../../common/admin.ts';
import { defineCommand, defineQuery, loadNothing, noObject, noResource } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { pointOfContactMail } from '../../mail/templates.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { isKey, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { type UserRow, findPocCandidates } from '../users/index.ts';
import { newLicenseKey } from './licence.ts';
import { findOrganizationByKey, ORGANIZATION_NOT_FOUND, organizationByKey, organizationResource, shownClientByKey } from './organization-access.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';
import { CompanyMetricsInput, CreateOrganizationInput, OrganizationKeyInput, UpdateOrganizationInput } from './organization-input.ts';
import { findOrganizationByName, insertOrganization, type OrganizationRow, updateOrganizationRow, listOrganizations, ORGANIZATION_SORT_FIELDS } from './organizations.queries.ts';
import { findUserByEmail, findUserById } from '../read-models/index.ts';

// The Organizations screen (spec §5): its list and one client, read by those who use the admin screens;
// creating and editing organizations, their licence keys and company metrics (provider Admin).

const NAME_TAKEN = 'An organization with this name already exists';
const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
const KEY_CHANGED = 'The license key was replaced since this form was opened. Close the form and open it again.';
const POC_INVALID = 'The point of contact must be an active user of this organization';

/** The organizations the viewer may see on the admin screens; null means all (provider Admin). */
function visibleClientIds(viewer: Viewer): string[] | null {
  if (can(viewer, 'organization.manage', null)) return null;
  return [...viewer.celOrganizationIds].filter((id) => can(viewer, 'client.view', { organizationId: id }));
}

const ListInput = z.object({
  filter: z.object({ name: str(200).nullish() }).nullish(),
  sort: z.object({ field: z.enum(ORGANIZATION_SORT_FIELDS, { error: 'Unknown sort field' }), descending: z.boolean() }).nullish(),
  page: z.number().int().min(0, 'Must be positive').max(1_000_000).default(0),
  pageSize: z.number().int().min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100').default(10),
  /** Every match on one page (the legacy list, which has no paging); GraphQL's arguments cannot ask for it. */
  all: z.literal(true).optional(),
});

/**
 * The Organizations screen's list, masked for the viewer: Admin sees all, an IPA User the clients it is CEL
 * of; filtered by name, sorted (default name ascending), one page or every match (the legacy list).
 */
export const listClients = defineQuery({
  name: 'organization.list',
  input: ListInput,
  action: 'admin.screens',
  lists: 'client.view',
  ...noObject,
  run: async (_ctx, db, { viewer, input: { filter, sort, page, pageSize, all } }): Promise<{ nodes: OrganizationView[]; total: number; page: number; pageSize: number }> => {
    const { rows, total } = await listOrganizations(db, {
      organizationIds: visibleClientIds(viewer),
      nameContains: filter?.name?.trim() || null,
      sort: sort ?? { field: 'name', descending: false },
      limit: all ? null : pageSize,
      offset: all ? 0 : page * pageSize,
    });
    const nodes = rows.map((org) => organizationView(viewer, org));
    return all ? { nodes, total, page: 0, pageSize: Math.max(total, 1) } : { nodes, total, page, pageSize };
  },
});

/** One client of the admin screens, masked for the viewer; one it does not look after is "not found". */
export const getClient = defineQuery({
  name: 'organization.get',
  input: OrganizationKeyInput,
  action: 'client.view',
  load: shownClientByKey,
  resource: organizationResource,
  run: async (_ctx, _db, { object }) => object,
});

/** The organizations' management (provider Admin): a rule about no one organization, asked before the input is read. */
const management = { action: 'organization.manage', resource: noResource } as const;

/** Creates an organization with a new licence key (provider Admin). */
export const createOrganization = defineCommand({
  name: 'organization.create',
  input: CreateOrganizationInput,
  ...management,
  load: loadNothing,
  run: async (ctx, tx, { viewer, input }): Promise<OrganizationView> => {
    if (await findOrganizationByName(tx, input.name)) throw nameTaken();
    const row = await insertOrganization(tx, { ...input, licenseKey: newLicenseKey(), createdAt: ctx.now(), updatedAt: ctx.now() });
    if (!row) throw nameTaken();
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: row.id, action: 'organization.create', entityType: 'organization', entityId: row.id, after: row, ip: ctx.meta.ip });
    return organizationView(viewer, row);
  },
});

/** The new point of contact: an active user of the organization, by key or email. */
async function resolvePoc(db: Db, org: OrganizationRow, ref: string | null): Promise<UserRow | null> {
  if (ref === null) return null;
  const found = isKey(ref) ? await findUserById(db, ref) : await findUserByEmail(db, ref);
  if (!found || found.user.organizationId !== org.id || found.user.status !== 'active') {
    throw new AppError('BAD_INPUT', POC_INVALID, [{ field: 'poc', message: POC_INVALID }]);
  }
  return found.user;
}

/**
 * Saves the organization form (provider Admin). The licence key is replaced only by regenerateLicenseKey;
 * the form's key must still be the current one. A new point of contact is emailed (queued with the change).
 */
export const updateOrganization = defineCommand({
  name: 'organization.update',
  input: UpdateOrganizationInput,
  ...management,
  load: organizationByKey,
  run: async (ctx, tx, { viewer, object: org, input }): Promise<{ organization: OrganizationView; pocMailed: boolean }> => {
    const { key: _key, licenseKey, poc: pocRef, ...changes } = input;
    if (licenseKey !== org.licenseKey) throw new AppError('CONFLICT', KEY_CHANGED, [{ field: 'licenseKey', message: KEY_CHANGED }]);
    const sameName = await findOrganizationByName(tx, changes.name);
    if (sameName && sameName.id !== org.id) throw nameTaken();
    const poc = await resolvePoc(tx, org, pocRef);
    const row = await updateOrganizationRow(tx, org.id, { ...changes, pocUserId: poc?.id ?? null, updatedAt: ctx.now() })
      // Two renames to the same name at once: the unique index decides, the loser gets the field error.
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.update', entityType: 'organization', entityId: org.id, before: org, after: row, ip: ctx.meta.ip });
    const pocMailed = poc !== null && poc.id !== org.pocUserId;
    if (pocMailed) {
      const mail = pointOfContactMail({ name: poc.name, organization: row.name, usersUrl: `${ctx.config.publicUrl}/dashboard/users` });
      await ctx.mail.enqueue(tx, { kind: 'point-of-contact', to: poc.email, ...mail });
    }
    return { organization: organizationView(viewer, row), pocMailed };
  },
  afterCommit: async (ctx, { organization, pocMailed }) => {
    // A licence that ended, or a new point of contact, changes what its people may do: now, on this instance.
    callersChanged(ctx, { kind: 'organization', id: organization.id });
    if (pocMailed) ctx.mail.wake();
  },
});

/** Replaces the licence key (provider Admin): from now on only the new key registers anyone. */
export const regenerateLicenseKey = defineCommand({
  name: 'organization.license-key.reset',
  input: OrganizationKeyInput,
  ...management,
  load: organizationByKey,
  run: async (ctx, tx, { viewer, object: org }): Promise<OrganizationView> => {
    const row = await updateOrganizationRow(tx, org.id, { licenseKey: newLicenseKey(), updatedAt: ctx.now() });
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    // The keys themselves stay out of the audit trail (redacted); the event records that it changed.
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.license-key.reset', entityType: 'organization', entityId: org.id, before: { licenseKey: org.licenseKey }, after: { licenseKey: row.licenseKey }, ip: ctx.meta.ip });
    return organizationView(viewer, row);
  },
});

/** Saves a client's eight company-average overrides (provider Admin); empty or zero clears one. */
export const setCompanyMetrics = defineCommand({
  name: 'organization.company-metrics.update',
  input: CompanyMetricsInput,
  ...management,
  load: organizationByKey,
  run: async (ctx, tx, { viewer, object: org, input: { metrics } }): Promise<OrganizationView> => {
    const row = await updateOrganizationRow(tx, org.id, { ...metrics, updatedAt: ctx.now() });
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    const before = Object.fromEntries(COMPANY_METRIC_KEYS.map((k) => [k, org[k]]));
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.company-metrics.update', entityType: 'organization', entityId: org.id, before, after: metrics, ip: ctx.meta.ip });
    return organizationView(viewer, row);
  },
});

const PocInput = z.object({ organization: str(100), search: str(200).nullish(), first: z.number().int().min(1).max(50).default(20) });

/** Point-of-contact candidates of one organization (provider Admin): its active users matching the text. */
export const listPocCandidates = defineQuery({
  name: 'organization.pocCandidates',
  input: PocInput,
  ...management,
  load: (_ctx, db, input): Promise<OrganizationRow> => findOrganizationByKey(db, input.organization),
  run: (_ctx, db, { object: org, input: { search, first } }): Promise<UserRow[]> =>
    findPocCandidates(db, { organizationId: org.id, search: search?.trim() || null, limit: first }),
});
