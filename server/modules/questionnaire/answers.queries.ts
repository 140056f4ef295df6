import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, type Phase } from '../../db/schema/index.ts';
import { recordAnswerChanges } from './answer-history.queries.ts';
import type { AnswerContent, AnswerRow } from './answer-row.ts';

export type { AnswerContent, AnswerRow } from './answer-row.ts';

export type AnswerStamp = { bankVersion: string; answeredBy: string | null; answeredAt: Date | null; updatedAt: Date };

/** Every answer of one phase of a project. */
export async function listAnswers(db: Db, p: { projectId: string; phase: Phase }): Promise<AnswerRow[]> {
  return db
    .select()
    .from(answers)
    .where(and(eq(answers.projectId, p.projectId), eq(answers.phase, p.phase)))
    .orderBy(asc(answers.questionCode));
}

/** Every answer of a project, both phases. */
export async function listAllAnswers(db: Db, projectId: string): Promise<AnswerRow[]> {
  return db.select().from(answers).where(eq(answers.projectId, projectId)).orderBy(asc(answers.phase), asc(answers.questionCode));
}

/** One answer of a project's phase by question code. */
export async function findAnswer(db: Db, p: { projectId: string; phase: Phase; code: string }): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.projectId, p.projectId), eq(answers.phase, p.phase), eq(answers.questionCode, p.code)))
    .limit(1);
  return row ?? null;
}

type Key = { projectId: string; phase: Phase; code: string };

/** Inserts the first answer to a question; null when someone answered it first (the unique index decides). */
export async function insertAnswer(db: Db, p: Key & { content: AnswerContent; stamp: AnswerStamp }): Promise<AnswerRow | null> {
  const [row] = await db
    .insert(answers)
    .values({ projectId: p.projectId, phase: p.phase, questionCode: p.code, ...p.content, ...p.stamp, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Overwrites an answer and bumps its version. With `expectedVersion`, only while the row is still at that
 * version (optimistic concurrency): null means someone else saved it first.
 */
export async function updateAnswer(db: Db, p: Key & { content: AnswerContent; stamp: AnswerStamp; expectedVersion?: number }): Promise<AnswerRow | null> {
  const [row] = await db
    .update(answers)
    .set({ ...p.content, ...p.stamp, version: sql`${answers.version} + 1` })
    .where(
      and(
        eq(answers.projectId, p.projectId),
        eq(answers.phase, p.phase),
        eq(answers.questionCode, p.code),
        p.expectedVersion === undefined ? undefined : eq(answers.version, p.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

/** Writes an answer whatever its current version (an explicit overwrite: copy FEL 2 to FEL 3). */
export async function upsertAnswer(db: Db, p: Key & { content: AnswerContent; stamp: AnswerStamp }): Promise<AnswerRow> {
  const [row] = await db
    .insert(answers)
    .values({ projectId: p.projectId, phase: p.phase, questionCode: p.code, ...p.content, ...p.stamp, version: 1 })
    .onConflictDoUpdate({
      target: [answers.projectId, answers.phase, answers.questionCode],
      set: { ...p.content, ...p.stamp, version: sql`${answers.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('answer not written');
  return row;
}

/**
 * Copies every answer (both phases) of one project to another, as they are (duplicate); each copy starts
 * its history with a "duplicate" entry by `by` at `now`.
 */
export async function copyAnswers(db: Db, p: { fromProjectId: string; toProjectId: string; phases: readonly Phase[]; by: string; now: Date }): Promise<number> {
  const rows = (await listAllAnswers(db, p.fromProjectId)).filter((r) => p.phases.includes(r.phase));
  if (rows.length === 0) return 0;
  await db.insert(answers).values(rows.map(({ id: _id, projectId: _from, version: _v, ...rest }) => ({ ...rest, projectId: p.toProjectId, version: 1 })));
  await recordAnswerChanges(
    db,
    rows.map((r) => ({ projectId: p.toProjectId, phase: r.phase, code: r.questionCode, version: 1, kind: 'duplicate', before: null, after: r, changedBy: p.by, changedAt: p.now })),
  );
  return rows.length;
}

/** Deletes one answer by id (the service found it inside the project it checked). */
export async function deleteAnswerRow(db: Db, id: string): Promise<void> {
  await db.delete(answers).where(eq(answers.id, id));
}

/** Answers of a project that carry an action, by due date (undated last); optionally one status only. */
export async function listActions(db: Db, p: { projectId: string; status: 'open' | 'done' | null }): Promise<AnswerRow[]> {
  return db
    .select()
    .from(answers)
    .where(and(eq(answers.projectId, p.projectId), ne(answers.actionText, ''), p.status ? eq(answers.actionStatus, p.status) : undefined))
    .orderBy(sql`${answers.actionDue} asc nulls last`, asc(answers.phase), asc(answers.questionCode));
}
