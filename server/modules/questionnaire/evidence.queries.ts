import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answerEvidence, type Phase } from '../../db/schema/index.ts';

export type EvidenceLinkRow = typeof answerEvidence.$inferSelect;

type AnswerKey = { projectId: string; phase: Phase; code: string };

/** The evidence links of a project's phase (every question), or of one question. */
export async function listEvidence(db: Db, p: { projectId: string; phase?: Phase; code?: string }): Promise<EvidenceLinkRow[]> {
  return db
    .select()
    .from(answerEvidence)
    .where(
      and(
        eq(answerEvidence.projectId, p.projectId),
        p.phase ? eq(answerEvidence.phase, p.phase) : undefined,
        p.code ? eq(answerEvidence.questionCode, p.code) : undefined,
      ),
    );
}

/** The links of several projects' answers (lists that show evidence per answer). */
export async function listEvidenceOfProjects(db: Db, projectIds: readonly string[]): Promise<EvidenceLinkRow[]> {
  if (projectIds.length === 0) return [];
  return db.select().from(answerEvidence).where(inArray(answerEvidence.projectId, [...projectIds]));
}

/**
 * Makes one answer's links exactly `deliverableIds`: links no longer named go, new ones are added (by `by`, at
 * `now`); links that stay keep when and how they were made (a copy's revision included). Answers which were
 * removed and which added.
 */
export async function setEvidence(db: Db, key: AnswerKey, p: { deliverableIds: readonly string[]; by: string | null; now: Date }): Promise<{ added: string[]; removed: string[] }> {
  const removed = await db
    .delete(answerEvidence)
    .where(
      and(
        eq(answerEvidence.projectId, key.projectId),
        eq(answerEvidence.phase, key.phase),
        eq(answerEvidence.questionCode, key.code),
        p.deliverableIds.length > 0 ? notInArray(answerEvidence.deliverableId, [...p.deliverableIds]) : undefined,
      ),
    )
    .returning({ deliverableId: answerEvidence.deliverableId });
  const added =
    p.deliverableIds.length === 0
      ? []
      : await db
          .insert(answerEvidence)
          .values(p.deliverableIds.map((deliverableId) => ({ projectId: key.projectId, phase: key.phase, questionCode: key.code, deliverableId, linkedBy: p.by, linkedAt: p.now })))
          .onConflictDoNothing()
          .returning({ deliverableId: answerEvidence.deliverableId });
  return { added: added.map((a) => a.deliverableId), removed: removed.map((r) => r.deliverableId) };
}

/** Links an entry to an answer by the FEL 2 → FEL 3 copy, remembering the entry's revision at the copy. */
export async function linkCopiedEvidence(
  db: Db,
  key: AnswerKey,
  p: { deliverableId: string; by: string; now: Date; revision: string; revisionDate: string | null },
): Promise<void> {
  await db
    .insert(answerEvidence)
    .values({ projectId: key.projectId, phase: key.phase, questionCode: key.code, deliverableId: p.deliverableId, linkedBy: p.by, linkedAt: p.now, copiedAt: p.now, copyRevision: p.revision, copyRevisionDate: p.revisionDate })
    .onConflictDoUpdate({
      target: [answerEvidence.projectId, answerEvidence.phase, answerEvidence.questionCode, answerEvidence.deliverableId],
      set: { linkedBy: p.by, linkedAt: p.now, copiedAt: p.now, copyRevision: p.revision, copyRevisionDate: p.revisionDate },
    });
}

/** Copies a project's links to another project whose entries were copied (`entryMap`: old entry id → new). */
export async function copyEvidence(db: Db, p: { fromProjectId: string; toProjectId: string; entryMap: ReadonlyMap<string, string>; phases: readonly Phase[] }): Promise<number> {
  const rows = (await listEvidence(db, { projectId: p.fromProjectId })).filter((r) => p.phases.includes(r.phase));
  const values = rows.flatMap(({ id: _id, projectId: _p, deliverableId, ...r }) => {
    const copy = p.entryMap.get(deliverableId);
    return copy ? [{ ...r, projectId: p.toProjectId, deliverableId: copy }] : [];
  });
  if (values.length > 0) await db.insert(answerEvidence).values(values);
  return values.length;
}
