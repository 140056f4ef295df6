import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { authorize } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import { decodeCursor, type Page, pageArgs, pageOf } from '../../paging.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertWritable, loadEditableProject, loadVisibleProject, mayTransfer, projectRef } from './project-access.ts';
import { TransferProjectInput } from './project-input.ts';
import { updateProject, type ProjectChanges, type ProjectView } from './projects.queries.ts';
import { BANK_VERSION } from '../questionnaire/bank/index.ts';
import { findActiveMember, listActiveMembers, type UserRow } from '../users/index.ts';

// Finalize, unfinalize, deactivate / reactivate and transfer: each one locked row, one transaction, one
// audit event with the state before and after.

const KeyInput = z.object({ key: z.string().max(100) });

const CHANGE_FIELDS = ['isActive', 'isValid', 'finalizedAt', 'finalizedBy', 'ownerUserId'] as const satisfies readonly (keyof ProjectChanges)[];

type Change = { viewer: Viewer; project: ProjectView; changes: ProjectChanges; action: string };

async function apply(ctx: ServiceCtx, tx: Db, c: Change): Promise<ProjectView> {
  const row = await updateProject(tx, { organizationId: c.project.organizationId, projectId: c.project.id, changes: c.changes, now: ctx.now() });
  if (!row) throw notFound('Project not found');
  const changed = CHANGE_FIELDS.filter((k) => c.changes[k] !== undefined);
  await recordAudit(tx, {
    actorUserId: c.viewer.userId,
    organizationId: c.project.organizationId,
    action: c.action,
    entityType: 'project',
    entityId: c.project.id,
    before: Object.fromEntries(changed.map((k) => [k, c.project[k]])),
    after: Object.fromEntries(changed.map((k) => [k, row[k]])),
    ip: ctx.meta.ip,
  });
  return { ...row, viewerIsTeamMember: c.project.viewerIsTeamMember };
}

/** Finalizes a project: permanent for its team, everything becomes read-only (spec §1). */
export async function finalizeProject(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key } = parseInput(KeyInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const now = ctx.now();
    return apply(ctx, tx, { viewer, project, action: 'project.finalize', changes: { isValid: true, finalizedAt: now, finalizedBy: viewer.userId } });
  });
}

/** Undoes a finalize (only the roles of DOMAIN.md §5: Admin, and a Client Admin of the project's client); the project moves to the current question bank (answers of its codes kept). */
export async function unfinalizeProject(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key } = parseInput(KeyInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadVisibleProject(ctx, key, { db: tx, lock: 'update' });
    authorize(viewer, 'project.unfinalize', projectRef(project));
    if (!project.isValid) throw new AppError('BAD_INPUT', 'This project is not finalized.');
    return apply(ctx, tx, { viewer, project, action: 'project.unfinalize', changes: { isValid: false, finalizedAt: null, finalizedBy: null, bankVersion: BANK_VERSION } });
  });
}

const ActiveInput = z.object({ key: z.string().max(100), isActive: z.boolean({ error: 'isActive must be true or false' }) });

/**
 * Deactivates or reactivates a project (those who may edit it). A deactivated project stays listed and
 * read-only; this works on a finalized project too, since it changes the listing, not the content.
 */
export async function setProjectActive(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key, isActive } = parseInput(ActiveInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadVisibleProject(ctx, key, { db: tx, lock: 'update' });
    authorize(viewer, 'project.edit', projectRef(project));
    return apply(ctx, tx, { viewer, project, action: isActive ? 'project.reactivate' : 'project.deactivate', changes: { isActive } });
  });
}

export const NEW_OWNER_MESSAGE = 'Choose an active user of this project’s organization.';

/** Transfers ownership to another active user of the project's organization. */
export async function transferProject(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const { key, projectOwner } = parseInput(TransferProjectInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadVisibleProject(ctx, key, { db: tx, lock: 'update' });
    if (!mayTransfer(viewer, project)) throw new AppError('FORBIDDEN', 'You do not have permission to transfer this project.');
    assertWritable(project);
    const owner = await findActiveMember(tx, { organizationId: project.organizationId, keyOrEmail: projectOwner });
    if (!owner) throw new AppError('BAD_INPUT', NEW_OWNER_MESSAGE, [{ field: 'projectOwner', message: NEW_OWNER_MESSAGE }]);
    return apply(ctx, tx, { viewer, project, action: 'project.transfer', changes: { ownerUserId: owner.id } });
  });
}

const OwnerCandidatesInput = pageArgs(100).extend({ key: z.string().max(100), search: z.string().max(200).nullish() });
const NameKeyCursor = z.tuple([z.string(), z.uuid()]);

/** A page of the active users of the project's organization by name, for a viewer who may transfer the project. */
export async function listOwnerCandidates(ctx: ServiceCtx, input: unknown): Promise<Page<UserRow>> {
  const { key, search, first, after } = parseInput(OwnerCandidatesInput, input);
  const { viewer, project } = await loadVisibleProject(ctx, key);
  if (!mayTransfer(viewer, project)) throw new AppError('FORBIDDEN', 'You do not have permission to transfer this project.');
  const cursor = after ? decodeCursor(after, NameKeyCursor) : null;
  const rows = await listActiveMembers(ctx.db, { organizationId: project.organizationId, search: search?.trim() || null, after: cursor, limit: first + 1 });
  return pageOf(rows, first, (u) => [u.name, u.id]);
}

