import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AnswerChangeKind, type AnswerFieldGroup, type AnswerSnapshot, answerHistory, type Phase } from '../../db/schema/index.ts';
import type { AnswerContent } from './answer-row.ts';

export type AnswerChangeRow = typeof answerHistory.$inferSelect;

/** The content as the history keeps it (dates as ISO strings, who confirmed a revisit left out). */
export function snapshotOf(c: AnswerContent): AnswerSnapshot {
  return {
    level: c.level,
    na: c.na,
    naReason: c.naReason,
    naApprover: c.naApprover,
    comment: c.comment,
    evidence: c.evidence,
    evidenceCopied: c.evidenceCopied,
    revisit: c.revisit,
    revisitReason: c.revisitReason,
    actionText: c.actionText,
    actionOwner: c.actionOwner,
    actionDue: c.actionDue,
    actionStatus: c.actionStatus,
  };
}

type Comparable = Pick<AnswerContent, keyof AnswerSnapshot>;
const GROUP_FIELDS: Record<AnswerFieldGroup, (keyof AnswerSnapshot)[]> = {
  level: ['level'],
  na: ['na', 'naReason', 'naApprover'],
  comment: ['comment'],
  evidence: ['evidence'],
  action: ['actionText', 'actionOwner', 'actionDue', 'actionStatus'],
  revisit: ['revisit'],
};

/** The field groups (level, N/A and reason, comment, evidence, action, revisit) that differ between two contents. */
export function changedGroups(before: Comparable | null, after: Comparable): AnswerFieldGroup[] {
  const groups = Object.keys(GROUP_FIELDS) as AnswerFieldGroup[];
  if (!before) {
    const empty: Comparable = { level: null, na: false, naReason: '', naApprover: '', comment: '', evidence: '', evidenceCopied: false, revisit: false, revisitReason: '', actionText: '', actionOwner: '', actionDue: null, actionStatus: 'open' };
    return changedGroups(empty, after);
  }
  return groups.filter((g) => GROUP_FIELDS[g].some((f) => before[f] !== after[f]));
}

export type NewAnswerChange = {
  projectId: string;
  phase: Phase;
  code: string;
  version: number;
  kind: AnswerChangeKind;
  before: Comparable | null;
  after: AnswerContent;
  changedBy: string | null;
  changedAt: Date;
  restoredFromVersion?: number;
};

/** Appends changes to answers' history (one statement, however many); call it in the change's transaction. */
export async function recordAnswerChanges(db: Db, changes: NewAnswerChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(answerHistory).values(
    changes.map((c) => ({
      projectId: c.projectId,
      phase: c.phase,
      questionCode: c.code,
      version: c.version,
      kind: c.kind,
      changed: changedGroups(c.before, c.after),
      content: snapshotOf(c.after),
      restoredFromVersion: c.restoredFromVersion ?? null,
      changedBy: c.changedBy,
      changedAt: c.changedAt,
    })),
  );
}

/** Up to `limit` changes of one question, newest first, older than the change numbered `beforeSeq` when given. */
export async function listAnswerHistory(db: Db, p: { projectId: string; phase: Phase; code: string; beforeSeq: number | null; limit: number }): Promise<AnswerChangeRow[]> {
  return db
    .select()
    .from(answerHistory)
    .where(
      and(
        eq(answerHistory.projectId, p.projectId),
        eq(answerHistory.phase, p.phase),
        eq(answerHistory.questionCode, p.code),
        p.beforeSeq === null ? undefined : lt(answerHistory.seq, p.beforeSeq),
      ),
    )
    .orderBy(desc(answerHistory.seq))
    .limit(p.limit);
}

/** One entry of a question's history by its id, or null (also when it belongs to another question). */
export async function findAnswerChange(db: Db, p: { projectId: string; phase: Phase; code: string; id: string }): Promise<AnswerChangeRow | null> {
  const [row] = await db
    .select()
    .from(answerHistory)
    .where(and(eq(answerHistory.id, p.id), eq(answerHistory.projectId, p.projectId), eq(answerHistory.phase, p.phase), eq(answerHistory.questionCode, p.code)))
    .limit(1);
  return row ?? null;
}

/**
 * The questions of a project's phase answered with a level (not N/A) at some time in their history: an N/A on
 * one of them replaces a level given earlier in the phase (DOMAIN.md §3a). Served by answer_history_question_idx.
 */
export async function codesLevelledInHistory(db: Db, p: { projectId: string; phase: Phase }): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: answerHistory.questionCode })
    .from(answerHistory)
    .where(
      and(
        eq(answerHistory.projectId, p.projectId),
        eq(answerHistory.phase, p.phase),
        sql`${answerHistory.content}->>'level' is not null and coalesce((${answerHistory.content}->>'na')::boolean, false) = false`,
      ),
    );
  return new Set(rows.map((r) => r.code));
}
