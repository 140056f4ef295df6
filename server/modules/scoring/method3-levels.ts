import type { Level } from '../questionnaire/bank/index.ts';
import { consistentLevels } from './consistency.ts';
import { entryProblem, type EvidenceJudge } from './method3-evidence.ts';
import { answerComplete } from './method3-governance.ts';
import type { M3Answer, M3Question, M3ScoredQuestion, Unsupported } from './method3-types.ts';
import { METHOD3, type Method3Constants } from './scoring.constants.ts';

// Method 3's scored levels (DOMAIN.md §3a): what each answer's entries and the reviewer's mark support, then
// the consistency rule; the pessimistic levels; and the inconsistencies, grouped by the cascade they start.

type Own = Pick<M3ScoredQuestion, 'claimed' | 'unsupported' | 'reviewedTo' | 'hasCountingEntry' | 'copiedUnrevised' | 'naReview'> & { start: Level | null };

const NOT_RATED: Own = { claimed: null, start: null, unsupported: null, reviewedTo: null, hasCountingEntry: false, copiedUnrevised: false, naReview: null };

/**
 * What an answer is worth before consistency: a claim scored no better than its entries and the reviewer's
 * mark support. Without review (`withReview` false) marks and N/A decisions are left out: what the reviewer
 * is shown.
 */
function ownLevel(a: M3Answer | undefined, judge: EvidenceJudge, withReview: boolean, c: Pick<Method3Constants, 'unsupportedScoredAs' | 'entryMinNumberLength'>): Own {
  if (!a) return NOT_RATED;
  const naReview = withReview ? a.naReview : null;
  if (a.na) return { ...NOT_RATED, claimed: 'N/A', naReview, start: naReview?.decision === 'rejected' ? c.unsupportedScoredAs : null };
  const level = a.level;
  if (level === null) return NOT_RATED;
  const problems = a.entries.map((e) => entryProblem(e, judge, c));
  const hasCountingEntry = problems.includes(null);
  const mark = withReview ? a.review : null;
  const unsupported: Unsupported | null =
    mark === 'notSeen' ? { kind: 'notSeen' } : level <= 2 && !hasCountingEntry ? { kind: 'noCountingEntry', entryProblems: problems.filter((p) => p !== null) } : null;
  const marked = mark !== null && typeof mark === 'object' ? mark.supportsLevel : null;
  const reviewedTo = unsupported === null && marked !== null && marked > level ? marked : null;
  return {
    claimed: level,
    start: unsupported ? c.unsupportedScoredAs : (reviewedTo ?? level),
    unsupported,
    reviewedTo,
    hasCountingEntry,
    copiedUnrevised: judge.phase === 'fel3' && a.levelCopiedAt !== null && !hasCountingEntry,
    naReview,
  };
}

const worseByOne = (level: Level): Level => (level === 1 ? 2 : level === 2 ? 3 : 4);

export type Levels = {
  byCode: ReadonlyMap<string, M3ScoredQuestion>;
  /** Each question's prerequisite at the worst scored level (what an inconsistency is measured against). */
  worstPrerequisite: ReadonlyMap<string, string | null>;
};

/** Every question's scored and pessimistic level, in prerequisite order. */
export function scoreLevels3(questions: readonly M3Question[], answers: ReadonlyMap<string, M3Answer>, judge: EvidenceJudge, withReview: boolean, c: Method3Constants = METHOD3): Levels {
  const own = new Map(questions.map((q) => [q.code, ownLevel(answers.get(q.code), judge, withReview, c)]));
  const consistent = consistentLevels(questions, (code) => own.get(code)?.start ?? null);
  // Pessimistic: each doubtful answer one level worse, then consistency again (DOMAIN.md §3a).
  const pessimistic = consistentLevels(questions, (code) => {
    const level = consistent.get(code)?.level ?? null;
    const o = own.get(code) ?? NOT_RATED;
    const doubtful = answers.get(code)?.revisit === true || o.reviewedTo !== null || o.copiedUnrevised;
    return level !== null && doubtful ? worseByOne(level) : level;
  });
  const byCode = new Map(
    questions.map((q): [string, M3ScoredQuestion] => {
      const o = own.get(q.code) ?? NOT_RATED;
      const k = consistent.get(q.code);
      const bound = k?.bound ?? null;
      const { start: _start, ...shown } = o;
      return [
        q.code,
        {
          code: q.code,
          ...shown,
          scored: k?.level ?? null,
          limitedBy: k?.limitedBy ?? null,
          inconsistent: typeof o.claimed === 'number' && bound !== null && o.claimed < bound,
          pessimistic: pessimistic.get(q.code)?.level ?? null,
          complete: answerComplete(q, answers.get(q.code), c),
        },
      ];
    }),
  );
  return { byCode, worstPrerequisite: new Map(questions.map((q) => [q.code, consistent.get(q.code)?.worstPrerequisite ?? null])) };
}

/**
 * The inconsistent answers grouped under the answer their cascade starts from: up the worst prerequisites
 * while the prerequisite's own level was raised by consistency, so a cascade from one unsupported or "not
 * seen" prerequisite is listed once, under it.
 */
export function inconsistencyCascades(questions: readonly M3Question[], levels: Levels): { root: string; limits: string[] }[] {
  const cascades = new Map<string, string[]>();
  for (const q of questions) {
    if (!levels.byCode.get(q.code)?.inconsistent) continue;
    let root = levels.worstPrerequisite.get(q.code) ?? q.code;
    const seen = new Set([q.code]);
    for (let up = levels.byCode.get(root)?.limitedBy ?? null; up !== null && !seen.has(up); up = levels.byCode.get(root)?.limitedBy ?? null) {
      seen.add(root);
      root = up;
    }
    cascades.set(root, [...(cascades.get(root) ?? []), q.code]);
  }
  return [...cascades].map(([root, limits]) => ({ root, limits }));
}
