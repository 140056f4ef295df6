import { z } from 'zod';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { decodeCursor, type Page, pageArgs, pageOf } from '../../paging.ts';
import { recordAudit } from '../audit/audit.ts';
import { finalized, projectByKey, projectResource, writable } from './project-access.ts';
import { ProjectKeyInput, TransferProjectInput } from './project-input.ts';
import { updateProject, type ProjectChanges, type ProjectView } from './projects.queries.ts';
import { BANK_VERSION } from '../questionnaire/bank/index.ts';
import { findActiveMember, listActiveMembers, type UserRow } from '../users/index.ts';

// Finalize, unfinalize, deactivate, restore and transfer: each its own line of the permission table, one
// locked row, one transaction, one audit event with the state before and after.

const KeyInput = ProjectKeyInput;

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
export const finalizeProject = defineCommand({
  name: 'project.finalize',
  input: KeyInput,
  action: 'project.finalize',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to finalize this project.',
  preconditions: writable,
  run: (ctx, tx, { viewer, object: project }) =>
    apply(ctx, tx, { viewer, project, action: 'project.finalize', changes: { isValid: true, finalizedAt: ctx.now(), finalizedBy: viewer.userId } }),
});

/** Undoes a finalize (DOMAIN.md §5); the project moves to the current question bank (answers of its codes kept). */
export const unfinalizeProject = defineCommand({
  name: 'project.unfinalize',
  input: KeyInput,
  action: 'project.unfinalize',
  load: projectByKey('update'),
  resource: projectResource,
  preconditions: [finalized],
  run: (ctx, tx, { viewer, object: project }) =>
    apply(ctx, tx, { viewer, project, action: 'project.unfinalize', changes: { isValid: false, finalizedAt: null, finalizedBy: null, bankVersion: BANK_VERSION } }),
});

/**
 * Deactivates a project: it stays listed and read-only. Works on a finalized project too (it changes the
 * listing, not the content).
 */
export const deactivateProject = defineCommand({
  name: 'project.deactivate',
  input: KeyInput,
  action: 'project.deactivate',
  load: projectByKey('update'),
  resource: projectResource,
  run: (ctx, tx, { viewer, object: project }) => apply(ctx, tx, { viewer, project, action: 'project.deactivate', changes: { isActive: false } }),
});

/** Reactivates a deactivated project. */
export const restoreProject = defineCommand({
  name: 'project.restore',
  input: KeyInput,
  action: 'project.restore',
  load: projectByKey('update'),
  resource: projectResource,
  run: (ctx, tx, { viewer, object: project }) => apply(ctx, tx, { viewer, project, action: 'project.reactivate', changes: { isActive: true } }),
});

const ActiveInput = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** The operation a `{ isActive }` body asks for (GraphQL setProjectActive, the legacy `/edit/` path). */
export function activeChange(input: unknown): typeof deactivateProject | typeof restoreProject | null {
  const parsed = ActiveInput.safeParse(input);
  if (!parsed.success) return null;
  return parsed.data.isActive ? restoreProject : deactivateProject;
}

/** Runs deactivate or restore as the body's `isActive` says; BAD_INPUT without a boolean isActive. */
export async function setProjectActive(ctx: ServiceCtx, input: unknown): Promise<ProjectView> {
  const operation = activeChange(input);
  if (!operation) throw new AppError('BAD_INPUT', 'isActive must be true or false', [{ field: 'isActive', message: 'isActive must be true or false' }]);
  return operation.execute(ctx, input);
}

export const NEW_OWNER_MESSAGE = 'Choose an active user of this project’s organization.';
const NO_TRANSFER_MESSAGE = 'You do not have permission to transfer this project.';

/** Transfers ownership to another active user of the project's organization. */
export const transferProject = defineCommand({
  name: 'project.transfer',
  input: TransferProjectInput,
  action: 'project.transfer',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: NO_TRANSFER_MESSAGE,
  preconditions: writable,
  run: async (ctx, tx, { viewer, object: project, input }) => {
    const owner = await findActiveMember(tx, { organizationId: project.organizationId, keyOrEmail: input.projectOwner });
    if (!owner) throw new AppError('BAD_INPUT', NEW_OWNER_MESSAGE, [{ field: 'projectOwner', message: NEW_OWNER_MESSAGE }]);
    return apply(ctx, tx, { viewer, project, action: 'project.transfer', changes: { ownerUserId: owner.id } });
  },
});

const OwnerCandidatesInput = pageArgs(100).extend({ key: ProjectKeyInput.shape.key, search: z.string().max(200).nullish() });
const NameKeyCursor = z.tuple([z.string(), z.uuid()]);

/** A page of the active users of the project's organization by name, for a viewer who may transfer the project. */
export const listOwnerCandidates = defineQuery({
  name: 'project.ownerCandidates',
  input: OwnerCandidatesInput,
  action: 'project.transfer',
  load: projectByKey(),
  resource: projectResource,
  forbidden: NO_TRANSFER_MESSAGE,
  run: async (_ctx, db, { object: project, input: { search, first, after } }): Promise<Page<UserRow>> => {
    const cursor = after ? decodeCursor(after, NameKeyCursor) : null;
    const rows = await listActiveMembers(db, { organizationId: project.organizationId, search: search?.trim() || null, after: cursor, limit: first + 1 });
    return pageOf(rows, first, (u) => [u.name, u.id]);
  },
});
