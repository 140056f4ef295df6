import { isUniqueViolation } from '../../db/errors.ts';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { pointOfContactMail } from '../../mail/templates.ts';
import { authorize, can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput, str } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { type UserRow, findPocCandidates } from '../users/index.ts';
import { newLicenseKey } from './licence.ts';
import { organizationView, type OrganizationView } from './organization-view.ts';
import { CompanyMetricsInput, CreateOrganizationInput, UpdateOrganizationInput } from './organization-input.ts';
import { isKey } from '../../validation.ts';
import { findOrganization, findOrganizationByName, insertOrganization, type OrganizationRow, updateOrganizationRow, listOrganizations, ORGANIZATION_SORT_FIELDS } from './organizations.queries.ts';
import { findUserByEmail, findUserById } from '../read-models/index.ts';

const NAME_TAKEN = 'An organization with this name already exists';
const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
const KEY_CHANGED = 'The license key was replaced since this form was opened. Close the form and open it again.';
const POC_INVALID = 'The point of contact must be an active user of this organization';

/** The organizations the viewer may see on the admin screens; null means all (provider Admin). */
export function visibleClientIds(viewer: Viewer): string[] | null {
  if (can(viewer, 'organization.manage', null)) return null;
  return [...viewer.celOrganizationIds].filter((id) => can(viewer, 'client.view', { organizationId: id }));
}

/** An organization the viewer may see on the admin screens; any other is "not found". */
export async function loadClient(ctx: ServiceCtx, key: string): Promise<{ viewer: Viewer; org: OrganizationRow }> {
  const viewer = authorize(ctx.viewer, 'admin.screens', null);
  const org = isKey(key) ? await findOrganization(ctx.db, key) : null;
  if (!org || !can(viewer, 'client.view', { organizationId: org.id })) throw notFound('Organization not found');
  return { viewer, org };
}

/** One organization of the admin screens, masked for the viewer; any other is "not found". */
export async function getClient(ctx: ServiceCtx, key: string): Promise<OrganizationView> {
  const { viewer, org } = await loadClient(ctx, key);
  return organizationView(viewer, org);
}

/** An organization the viewer may manage (provider Admin); "not found" when it does not exist. */
async function loadManagedOrganization(ctx: ServiceCtx, key: string): Promise<{ viewer: Viewer; org: OrganizationRow }> {
  const viewer = authorize(ctx.viewer, 'organization.manage', null);
  const org = isKey(key) ? await findOrganization(ctx.db, key) : null;
  if (!org) throw notFound('Organization not found');
  return { viewer, org };
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
export async function listClients(ctx: ServiceCtx, input: unknown): Promise<{ nodes: OrganizationView[]; total: number; page: number; pageSize: number }> {
  const viewer = authorize(ctx.viewer, 'admin.screens', null);
  const { filter, sort, page, pageSize, all } = parseInput(ListInput, input);
  const { rows, total } = await listOrganizations(ctx.db, {
    organizationIds: visibleClientIds(viewer),
    nameContains: filter?.name?.trim() || null,
    sort: sort ?? { field: 'name', descending: false },
    limit: all ? null : pageSize,
    offset: all ? 0 : page * pageSize,
  });
  const nodes = rows.map((org) => organizationView(viewer, org));
  return all ? { nodes, total, page: 0, pageSize: Math.max(total, 1) } : { nodes, total, page, pageSize };
}

/** Creates an organization with a new licence key (provider Admin). */
export async function createOrganization(ctx: ServiceCtx, input: unknown): Promise<OrganizationView> {
  const viewer = authorize(ctx.viewer, 'organization.manage', null);
  const v = parseInput(CreateOrganizationInput, input);
  if (await findOrganizationByName(ctx.db, v.name)) throw nameTaken();
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertOrganization(tx, { ...v, licenseKey: newLicenseKey(), createdAt: ctx.now(), updatedAt: ctx.now() });
    if (!row) throw nameTaken();
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: row.id, action: 'organization.create', entityType: 'organization', entityId: row.id, after: row, ip: ctx.meta.ip });
    return row;
  });
  return organizationView(viewer, created);
}

/** The new point of contact: an active user of the organization, by key or email. */
async function resolvePoc(ctx: ServiceCtx, org: OrganizationRow, ref: string | null): Promise<UserRow | null> {
  if (ref === null) return null;
  const found = isKey(ref) ? await findUserById(ctx.db, ref) : await findUserByEmail(ctx.db, ref);
  if (!found || found.user.organizationId !== org.id || found.user.status !== 'active') {
    throw new AppError('BAD_INPUT', POC_INVALID, [{ field: 'poc', message: POC_INVALID }]);
  }
  return found.user;
}

/**
 * Saves the organization form (provider Admin). The licence key is replaced only by regenerateLicenseKey;
 * the form's key must still be the current one. A new point of contact is emailed (queued with the change).
 */
export async function updateOrganization(ctx: ServiceCtx, input: unknown): Promise<OrganizationView> {
  authorize(ctx.viewer, 'organization.manage', null);
  const v = parseInput(UpdateOrganizationInput, input);
  const { viewer, org } = await loadManagedOrganization(ctx, v.key);
  if (v.licenseKey !== org.licenseKey) throw new AppError('CONFLICT', KEY_CHANGED, [{ field: 'licenseKey', message: KEY_CHANGED }]);
  const sameName = await findOrganizationByName(ctx.db, v.name);
  if (sameName && sameName.id !== org.id) throw nameTaken();
  const poc = await resolvePoc(ctx, org, v.poc);
  const now = ctx.now();
  const updated = await ctx.db
    .transaction(async (tx) => {
    const row = await updateOrganizationRow(tx, org.id, {
        name: v.name,
        subscription: v.subscription,
        licenseCreate: v.licenseCreate,
        licenseDue: v.licenseDue,
        licenseRenew: v.licenseRenew,
        plantNames: v.plantNames,
        notes: v.notes,
        ...(v.requiresSecondFactor === undefined ? {} : { requiresSecondFactor: v.requiresSecondFactor }),
        pocUserId: poc?.id ?? null,
      updatedAt: now,
    });
    if (!row) throw notFound('Organization not found');
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.update', entityType: 'organization', entityId: org.id, before: org, after: row, ip: ctx.meta.ip });
    if (poc && poc.id !== org.pocUserId) {
      const mail = pointOfContactMail({ name: poc.name, organization: row.name, usersUrl: `${ctx.config.publicUrl}/dashboard/users` });
      await ctx.mail.enqueue(tx, { kind: 'point-of-contact', to: poc.email, ...mail });
    }
    return row;
    })
    // Two renames to the same name at once: the unique index decides, the loser gets the field error.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  // A licence that ended, or a new point of contact, changes what its people may do: now, on this instance.
  callersChanged(ctx, { kind: 'organization', id: org.id });
  if (poc && poc.id !== org.pocUserId) ctx.mail.wake();
  return organizationView(viewer, updated);
}

const KeyInput = z.object({ key: str(100) });

/** Replaces the licence key (provider Admin): from now on only the new key registers anyone. */
export async function regenerateLicenseKey(ctx: ServiceCtx, input: unknown): Promise<OrganizationView> {
  authorize(ctx.viewer, 'organization.manage', null);
  const { key } = parseInput(KeyInput, input);
  const { viewer, org } = await loadManagedOrganization(ctx, key);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateOrganizationRow(tx, org.id, { licenseKey: newLicenseKey(), updatedAt: ctx.now() });
    if (!row) throw notFound('Organization not found');
    // The keys themselves stay out of the audit trail (redacted); the event records that it changed.
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.license-key.reset', entityType: 'organization', entityId: org.id, before: { licenseKey: org.licenseKey }, after: { licenseKey: row.licenseKey }, ip: ctx.meta.ip });
    return row;
  });
  return organizationView(viewer, updated);
}

/** Saves a client's eight company-average overrides (provider Admin); empty or zero clears one. */
export async function setCompanyMetrics(ctx: ServiceCtx, input: unknown): Promise<OrganizationView> {
  authorize(ctx.viewer, 'organization.manage', null);
  const { key, metrics } = parseInput(CompanyMetricsInput, input);
  const { viewer, org } = await loadManagedOrganization(ctx, key);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateOrganizationRow(tx, org.id, { ...metrics, updatedAt: ctx.now() });
    if (!row) throw notFound('Organization not found');
    const before = { fel2co: org.fel2co, fel3co: org.fel3co, site2co: org.site2co, site3co: org.site3co, eng2co: org.eng2co, eng3co: org.eng3co, pep2co: org.pep2co, pep3co: org.pep3co };
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: org.id, action: 'organization.company-metrics.update', entityType: 'organization', entityId: org.id, before, after: metrics, ip: ctx.meta.ip });
    return row;
  });
  return organizationView(viewer, updated);
}

const PocInput = z.object({ organization: str(100), search: str(200).nullish(), first: z.number().int().min(1).max(50).default(20) });

/** Point-of-contact candidates of one organization (provider Admin): its active users matching the text. */
export async function listPocCandidates(ctx: ServiceCtx, input: unknown): Promise<UserRow[]> {
  authorize(ctx.viewer, 'organization.manage', null);
  const { organization, search, first } = parseInput(PocInput, input);
  const { org } = await loadManagedOrganization(ctx, organization);
  return findPocCandidates(ctx.db, { organizationId: org.id, search: search?.trim() || null, limit: first });
}
