import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closeOuts, gateDecisions, type OutcomeChangeKind, type OutcomeEntity, outcomeHistory, outcomePooling } from '../../db/schema/index.ts';

// The outcomes module's tables: a project's gate decisions, its close-out, the history of both, and an
// organization's pooling choice. Every read names the project (or organization) it belongs to.

export type GateDecisionRow = typeof gateDecisions.$inferSelect;
export type GateDecisionInsert = typeof gateDecisions.$inferInsert;
export type CloseOutRow = typeof closeOuts.$inferSelect;
export type CloseOutInsert = typeof closeOuts.$inferInsert;
export type OutcomeHistoryRow = typeof outcomeHistory.$inferSelect;
export type PoolingRow = typeof outcomePooling.$inferSelect;

/** A project's gate decisions in order (decision date, then when recorded). */
export function listGateDecisions(db: Db, projectId: string): Promise<GateDecisionRow[]> {
  return db.select().from(gateDecisions).where(eq(gateDecisions.projectId, projectId)).orderBy(asc(gateDecisions.decidedOn), asc(gateDecisions.createdAt), asc(gateDecisions.id));
}

/** One decision of a project, or null. */
export async function findGateDecision(db: Db, p: { projectId: string; id: string }): Promise<GateDecisionRow | null> {
  const [row] = await db.select().from(gateDecisions).where(and(eq(gateDecisions.id, p.id), eq(gateDecisions.projectId, p.projectId)));
  return row ?? null;
}

/** Records a decision. */
export async function insertGateDecision(db: Db, values: GateDecisionInsert): Promise<GateDecisionRow> {
  const [row] = await db.insert(gateDecisions).values(values).returning();
  if (!row) throw new Error('gate decision insert returned no row');
  return row;
}

/** Changes a decision when it is still at `expectedVersion`; null otherwise (someone else changed it). */
export async function updateGateDecision(db: Db, p: { id: string; expectedVersion: number; values: Partial<GateDecisionInsert> }): Promise<GateDecisionRow | null> {
  const [row] = await db
    .update(gateDecisions)
    .set({ ...p.values, version: sql`${gateDecisions.version} + 1` })
    .where(and(eq(gateDecisions.id, p.id), eq(gateDecisions.version, p.expectedVersion)))
    .returning();
  return row ?? null;
}

/** Removes a decision (a close-out never rests on one removed: the service checks first). */
export async function deleteGateDecision(db: Db, id: string): Promise<void> {
  await db.delete(gateDecisions).where(eq(gateDecisions.id, id));
}

/** The project's close-out, or null. */
export async function findCloseOut(db: Db, projectId: string): Promise<CloseOutRow | null> {
  const [row] = await db.select().from(closeOuts).where(eq(closeOuts.projectId, projectId));
  return row ?? null;
}

/** Records the project's close-out; null when one exists already (the unique index decides, also under races). */
export async function insertCloseOut(db: Db, values: CloseOutInsert): Promise<CloseOutRow | null> {
  const [row] = await db.insert(closeOuts).values(values).onConflictDoNothing({ target: closeOuts.projectId }).returning();
  return row ?? null;
}

/** Changes the close-out when it is still at `expectedVersion`; null otherwise. */
export async function updateCloseOut(db: Db, p: { id: string; expectedVersion: number; values: Partial<CloseOutInsert> }): Promise<CloseOutRow | null> {
  const [row] = await db
    .update(closeOuts)
    .set({ ...p.values, version: sql`${closeOuts.version} + 1` })
    .where(and(eq(closeOuts.id, p.id), eq(closeOuts.version, p.expectedVersion)))
    .returning();
  return row ?? null;
}

export type OutcomeChange = {
  projectId: string;
  entity: OutcomeEntity;
  entityId: string;
  version: number;
  kind: OutcomeChangeKind;
  changed: string[];
  content: Record<string, unknown>;
  changedBy: string;
  changedAt: Date;
};

/** Keeps a change in the history (inside the transaction of the change). */
export async function recordOutcomeChange(db: Db, change: OutcomeChange): Promise<void> {
  await db.insert(outcomeHistory).values(change);
}

/** One record's changes, newest first. */
export function listOutcomeHistory(db: Db, p: { projectId: string; entityId: string }): Promise<OutcomeHistoryRow[]> {
  return db
    .select()
    .from(outcomeHistory)
    .where(and(eq(outcomeHistory.projectId, p.projectId), eq(outcomeHistory.entityId, p.entityId)))
    .orderBy(desc(outcomeHistory.seq));
}

/** An organization's pooling choice, or null (never set: not pooled). */
export async function findPooling(db: Db, organizationId: string): Promise<PoolingRow | null> {
  const [row] = await db.select().from(outcomePooling).where(eq(outcomePooling.organizationId, organizationId));
  return row ?? null;
}

/** Sets an organization's pooling choice. */
export async function savePooling(db: Db, p: { organizationId: string; pooled: boolean; setBy: string; setAt: Date }): Promise<PoolingRow> {
  const [row] = await db
    .insert(outcomePooling)
    .values(p)
    .onConflictDoUpdate({ target: outcomePooling.organizationId, set: { pooled: p.pooled, setBy: p.setBy, setAt: p.setAt } })
    .returning();
  if (!row) throw new Error('pooling upsert returned no row');
  return row;
}
