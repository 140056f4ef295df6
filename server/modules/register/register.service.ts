import { z } from 'zod';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import { hasPgCode } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { isKey, versionField } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { projectByKey, projectResource, writable } from '../projects/project-access.ts';
import { projectKey } from '../projects/project-input.ts';
import { deliverableFieldRules, normalizeRegisterText } from '../../../common/register-schema.ts';
import { deleteDeliverable, type DeliverableFields, type DeliverableRow, findDeliverablesByIds, insertDeliverable, listDeliverables, updateDeliverable } from './register.queries.ts';

// The deliverables register of a project (method 3, DOMAIN.md §3a): references to the owner's documents that
// answers link as their evidence. Whether an entry counts is the scoring's rule (entryCounts); here it is kept.

export const NUMBER_TAKEN = 'This project’s register already has a document with this number.';
export const STALE_ENTRY = 'Someone else changed this entry while you were editing it. Reload to see their change, then try again.';
export const ENTRY_LINKED = 'This entry is linked as evidence: unlink it from its answers first.';
const ENTRY_NOT_FOUND = 'Register entry not found';

const numberTaken = () => new AppError('CONFLICT', NUMBER_TAKEN, [{ field: 'number', message: NUMBER_TAKEN }]);

/** A change of the register: a project the viewer may edit, neither finalized nor deactivated. */
const registerChange = {
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
} as const;

/** A project's register, by document number (a project the viewer may see). */
export const getRegister = defineQuery({
  name: 'register.list',
  input: z.object({ key: projectKey() }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (_ctx, db, { object: project }): Promise<DeliverableRow[]> => listDeliverables(db, project.id),
});

const AddInput = z.object({
  key: projectKey(),
  number: deliverableFieldRules.number,
  title: deliverableFieldRules.title.default(''),
  discipline: deliverableFieldRules.discipline.default(''),
  revision: deliverableFieldRules.revision.default(''),
  revisionDate: deliverableFieldRules.revisionDate.default(null),
  link: deliverableFieldRules.link.default(null),
});

/** Adds a document to a project's register (its number unique in the project, case and spacing aside). */
export const addDeliverable = defineCommand({
  name: 'register.add',
  input: AddInput,
  ...registerChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, ...fields } }): Promise<DeliverableRow> => {
    const row = await insertDeliverable(tx, { projectId: project.id, fields, addedBy: viewer.userId, now: ctx.now() });
    if (!row) throw numberTaken();
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'register.add', entityType: 'deliverable', entityId: row.id, after: fields, ip: ctx.meta.ip });
    return row;
  },
});

const entryId = () => z.string({ error: ENTRY_NOT_FOUND }).max(100);

const EditInput = z.object({
  key: projectKey(),
  id: entryId(),
  version: versionField().optional(),
  number: deliverableFieldRules.number.optional(),
  title: deliverableFieldRules.title.optional(),
  discipline: deliverableFieldRules.discipline.optional(),
  revision: deliverableFieldRules.revision.optional(),
  revisionDate: deliverableFieldRules.revisionDate.optional(),
  link: deliverableFieldRules.link.optional(),
});

/** A new revision in substance: its text (case and spacing aside) or its date changed. */
export const isNewRevision = (before: Pick<DeliverableFields, 'revision' | 'revisionDate'>, after: Partial<Pick<DeliverableFields, 'revision' | 'revisionDate'>>): boolean =>
  (after.revision !== undefined && normalizeRegisterText(after.revision) !== normalizeRegisterText(before.revision)) || (after.revisionDate !== undefined && after.revisionDate !== before.revisionDate);

async function entryOf(tx: Parameters<typeof findDeliverablesByIds>[0], projectId: string, id: string): Promise<DeliverableRow> {
  const [row] = isKey(id) ? await findDeliverablesByIds(tx, projectId, [id]) : [];
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

/** Changes a register entry; with `version`, refuses a stale edit. A new revision is what makes copied evidence count again. */
export const editDeliverable = defineCommand({
  name: 'register.edit',
  input: EditInput,
  ...registerChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, id, version, ...fields } }): Promise<DeliverableRow> => {
    const before = await entryOf(tx, project.id, id);
    if (version !== undefined && version !== before.version) throw new AppError('CONFLICT', STALE_ENTRY);
    const row = await updateDeliverable(tx, { projectId: project.id, id, fields, revised: isNewRevision(before, fields), now: ctx.now(), expectedVersion: version }).catch(
      (error: unknown) => {
        throw hasPgCode(error, ['23505']) ? numberTaken() : error;
      },
    );
    if (!row) throw new AppError('CONFLICT', STALE_ENTRY);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'register.edit', entityType: 'deliverable', entityId: id, before, after: row, ip: ctx.meta.ip });
    return row;
  },
});

/** Removes an entry no answer links (a linked entry is evidence: unlink it first). */
export const removeDeliverable = defineCommand({
  name: 'register.remove',
  input: z.object({ key: projectKey(), id: entryId() }),
  ...registerChange,
  run: async (ctx, tx, { viewer, object: project, input: { id } }): Promise<DeliverableRow> => {
    const before = await entryOf(tx, project.id, id);
    // The link's foreign key refuses the delete (restrict); the savepoint keeps the transaction usable.
    const removed = await tx.transaction((sp) => deleteDeliverable(sp, { projectId: project.id, id })).catch((error: unknown) => {
      throw hasPgCode(error, ['23503']) ? new AppError('CONFLICT', ENTRY_LINKED) : error;
    });
    if (!removed) throw notFound(ENTRY_NOT_FOUND);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'register.remove', entityType: 'deliverable', entityId: id, before, ip: ctx.meta.ip });
    return before;
  },
});
