import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliverables } from '../../db/schema/index.ts';
import { normalizeRegisterText } from '../../../common/register-schema.ts';

export type DeliverableRow = typeof deliverables.$inferSelect;

/** The entry's editable fields. */
export type DeliverableFields = Pick<DeliverableRow, 'number' | 'title' | 'discipline' | 'revision' | 'revisionDate' | 'link'>;

/** A project's register, by document number. */
export async function listDeliverables(db: Db, projectId: string): Promise<DeliverableRow[]> {
  return db.select().from(deliverables).where(eq(deliverables.projectId, projectId)).orderBy(asc(deliverables.numberKey));
}

/** Entries of one project by id (ids of another project are not found). */
export async function findDeliverablesByIds(db: Db, projectId: string, ids: readonly string[]): Promise<DeliverableRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliverables)
    .where(and(eq(deliverables.projectId, projectId), inArray(deliverables.id, [...ids])));
}

/** Entries of several projects by id (what answers of those projects link). */
export async function findDeliverablesOf(db: Db, ids: readonly string[]): Promise<DeliverableRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(deliverables).where(inArray(deliverables.id, [...ids]));
}

/** The entry of a project with this document number (case and whitespace aside), or null. */
export async function findDeliverableByNumber(db: Db, projectId: string, number: string): Promise<DeliverableRow | null> {
  const [row] = await db
    .select()
    .from(deliverables)
    .where(and(eq(deliverables.projectId, projectId), eq(deliverables.numberKey, normalizeRegisterText(number))));
  return row ?? null;
}

/** Adds an entry; null when the project already has that document number (the unique index decides). */
export async function insertDeliverable(db: Db, p: { projectId: string; fields: DeliverableFields; addedBy: string | null; now: Date }): Promise<DeliverableRow | null> {
  const [row] = await db
    .insert(deliverables)
    .values({ projectId: p.projectId, ...p.fields, numberKey: normalizeRegisterText(p.fields.number), addedBy: p.addedBy, revisedAt: p.now, createdAt: p.now, updatedAt: p.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Changes an entry and bumps its version; `revised` moves its revisedAt (a new revision in substance). With
 * `expectedVersion`, only when the row is still at that version: null means someone changed it first.
 */
export async function updateDeliverable(
  db: Db,
  p: { projectId: string; id: string; fields: Partial<DeliverableFields>; revised: boolean; now: Date; expectedVersion?: number },
): Promise<DeliverableRow | null> {
  const [row] = await db
    .update(deliverables)
    .set({
      ...p.fields,
      ...(p.fields.number === undefined ? {} : { numberKey: normalizeRegisterText(p.fields.number) }),
      ...(p.revised ? { revisedAt: p.now } : {}),
      version: sql`${deliverables.version} + 1`,
      updatedAt: p.now,
    })
    .where(
      and(
        eq(deliverables.id, p.id),
        eq(deliverables.projectId, p.projectId),
        p.expectedVersion === undefined ? undefined : eq(deliverables.version, p.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes an entry (the database refuses it while an answer links it). */
export async function deleteDeliverable(db: Db, p: { projectId: string; id: string }): Promise<DeliverableRow | null> {
  const [row] = await db
    .delete(deliverables)
    .where(and(eq(deliverables.id, p.id), eq(deliverables.projectId, p.projectId)))
    .returning();
  return row ?? null;
}

/** Copies a project's register to another project (duplicate); answers relink by number. */
export async function copyDeliverables(db: Db, p: { fromProjectId: string; toProjectId: string; now: Date }): Promise<Map<string, string>> {
  const rows = await listDeliverables(db, p.fromProjectId);
  if (rows.length === 0) return new Map();
  const copies = await db
    .insert(deliverables)
    .values(rows.map(({ id: _id, projectId: _p, version: _v, ...r }) => ({ ...r, projectId: p.toProjectId, createdAt: p.now, updatedAt: p.now })))
    .returning({ id: deliverables.id, numberKey: deliverables.numberKey });
  const byKey = new Map(copies.map((c) => [c.numberKey, c.id]));
  return new Map(rows.flatMap((r) => {
    const copy = byKey.get(r.numberKey);
    return copy ? [[r.id, copy] as const] : [];
  }));
}
