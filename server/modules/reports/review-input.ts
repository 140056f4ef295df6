import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isLevel, type Phase, questionsFor } from '../questionnaire/bank/index.ts';
import { codesLevelledInHistory, listAnswers, listEvidence, listGapActions } from '../questionnaire/index.ts';
import { listDeliverables } from '../register/index.ts';
import { listTeam, type ProjectView } from '../projects/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { type ActionOwner, entryCounts, type LinkedEntry, type M3Answer, type M3Question, normalizeRegisterText } from '../scoring/method3.ts';
import type { EvidenceJudge } from '../scoring/method3-evidence.ts';

// What a method 3 review marks (DOMAIN.md §3a): the phase's answers as method 3 scores them (levels, N/A,
// comments, the register entries linked as evidence, the gap actions), frozen on the report at submission, so
// the reviewer marks, and the sign-off freezes, the answers as they were submitted.

const Entry = z.object({
  number: z.string(),
  revision: z.string(),
  revisionDate: z.string().nullable(),
  copied: z.object({ at: z.string(), revision: z.string(), revisionDate: z.string().nullable() }).nullable(),
});
const Owner = z.union([z.object({ kind: z.enum(['user', 'member']), id: z.string(), name: z.string() }), z.object({ kind: z.literal('text'), text: z.string() })]);
const FrozenAnswer = z.object({
  code: z.string(),
  level: z.number().int().min(1).max(4).nullable(),
  na: z.boolean(),
  naReason: z.string(),
  comment: z.string(),
  revisit: z.boolean(),
  entries: z.array(Entry),
  levelCopiedAt: z.string().nullable(),
  actions: z.array(z.object({ text: z.string(), owner: Owner, due: z.string().nullable(), done: z.boolean() })),
});
export const ReviewInputSchema = z.object({
  phase: z.enum(['fel2', 'fel3']),
  bankVersion: z.string(),
  gateDate: z.string().nullable(),
  submittedOn: z.string(),
  answers: z.array(FrozenAnswer),
  /** Questions answered with a level earlier in the phase (answer history, earlier reports): an N/A on one is at best a condition. Absent before it was frozen. */
  earlierLevels: z.array(z.string()).default([]),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
export type FrozenAnswer = z.infer<typeof FrozenAnswer>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The phase's answers as method 3 takes them, read now (marks and N/A decisions left to the review). */
export async function readReviewInput(db: Db, project: ProjectView, phase: Phase, now: Date): Promise<ReviewInput> {
  const [answers, links, entries, actions, team, levelled] = await Promise.all([
    listAnswers(db, { projectId: project.id, phase }),
    listEvidence(db, { projectId: project.id, phase }),
    listDeliverables(db, project.id),
    listGapActions(db, { projectId: project.id, phase }),
    listTeam(db, { projectId: project.id }),
    codesLevelledInHistory(db, { projectId: project.id, phase }),
  ]);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const ownerIds = [...new Set(actions.flatMap((a) => (a.ownerUserId ? [a.ownerUserId] : [])))];
  const owners = new Map((await findUsersByIds(db, ownerIds)).map((u) => [u.id, u.name]));
  const members = new Map(team.map((m) => [m.id, m.name]));
  const ownerOf = (a: (typeof actions)[number]): ActionOwner => {
    const user = a.ownerUserId ? owners.get(a.ownerUserId) : undefined;
    if (a.ownerUserId && user !== undefined) return { kind: 'user', id: a.ownerUserId, name: user };
    const member = a.ownerMemberId ? members.get(a.ownerMemberId) : undefined;
    if (a.ownerMemberId && member !== undefined) return { kind: 'member', id: a.ownerMemberId, name: member };
    return { kind: 'text', text: a.ownerText };
  };
  const byCode = new Map(answers.map((a) => [a.questionCode, a]));
  return {
    phase,
    bankVersion: project.bankVersion,
    gateDate: project.gateDate,
    submittedOn: now.toISOString().slice(0, 10),
    earlierLevels: [...levelled].sort(),
    answers: questionsFor(phase, project.bankVersion).flatMap((q): FrozenAnswer[] => {
      const a = byCode.get(q.code);
      if (!a) return [];
      return [
        {
          code: q.code,
          level: isLevel(a.level) && !a.na ? a.level : null,
          na: a.na,
          naReason: a.naReason,
          comment: a.comment,
          revisit: a.revisit,
          entries: links
            .filter((l) => l.questionCode === q.code)
            .flatMap((l): LinkedEntry[] => {
              const e = entryById.get(l.deliverableId);
              if (!e) return [];
              const copied = l.copiedAt ? { at: l.copiedAt.toISOString(), revision: l.copyRevision ?? '', revisionDate: l.copyRevisionDate ?? null } : null;
              return [{ number: e.number, revision: e.revision, revisionDate: e.revisionDate, copied }];
            })
            .sort((x, y) => x.number.localeCompare(y.number)),
          levelCopiedAt: iso(a.levelCopiedAt),
          actions: actions.filter((x) => x.questionCode === q.code).map((x) => ({ text: x.text, owner: ownerOf(x), due: x.due, done: x.done })),
        },
      ];
    }),
  };
}

/** The questions of the input's bank and phase as method 3 takes them. */
export const reviewQuestions = (input: ReviewInput): readonly M3Question[] => questionsFor(input.phase, input.bankVersion);

/** A frozen answer as method 3 takes it (its mark and N/A decision given). */
export function m3Answer(a: FrozenAnswer, review: M3Answer['review'], naReview: M3Answer['naReview']): M3Answer {
  return { ...a, level: isLevel(a.level) ? a.level : null, review, naReview };
}

/**
 * Two freezes of one answer differ in their counting evidence: an entry that counts (DOMAIN.md §3a, judged on
 * the later freeze's phase and day) was added or revised since the earlier one (a mark then clears). An entry
 * that does not count, or an edit of whitespace or letter case only, clears nothing.
 */
export function countingEntriesChanged(before: FrozenAnswer | undefined, after: FrozenAnswer | undefined, judge: EvidenceJudge): boolean {
  const key = (e: LinkedEntry) => `${normalizeRegisterText(e.number)}|${normalizeRegisterText(e.revision)}|${e.revisionDate ?? ''}`;
  const was = new Set((before?.entries ?? []).map(key));
  return (after?.entries ?? []).some((e) => entryCounts(e, judge) && !was.has(key(e)));
}
