import type { Level, Question } from '../questionnaire/bank/index.ts';

// The consistency rule of methods 2 and 3 (DOMAIN.md §3): an answer better than its worst prerequisite's
// level minus one is raised to that level. Methods 2 and 3 differ only in the level each answer starts from.

export type ConsistencyQuestion = Pick<Question, 'code' | 'prerequisites'>;

export type Consistent = {
  /** The level after the rule (null: not rated). */
  level: Level | null;
  /** The worst prerequisite's level minus one, when that is a level (a prerequisite at 1 bounds nothing). */
  bound: Level | null;
  /** The prerequisite that sets the bound: the first at the worst level. */
  worstPrerequisite: string | null;
  /** The prerequisite that raised this level, or null when it kept its own. */
  limitedBy: string | null;
};

const asBound = (n: number): Level | null => (n === 1 || n === 2 || n === 3 ? n : null);

/**
 * Applies the consistency rule in prerequisite order, over the levels each question starts from (null: not
 * rated, e.g. N/A, which bounds nothing). Throws on a prerequisite cycle, which the bank tests exclude.
 */
export function consistentLevels(questions: readonly ConsistencyQuestion[], start: (code: string) => Level | null): Map<string, Consistent> {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const done = new Map<string, Consistent>();
  const visiting = new Set<string>();
  const visit = (q: ConsistencyQuestion): Consistent => {
    const known = done.get(q.code);
    if (known) return known;
    if (visiting.has(q.code)) throw new Error(`prerequisite cycle at ${q.code}`);
    visiting.add(q.code);
    let worst: { code: string; level: Level } | null = null;
    for (const code of q.prerequisites) {
      const pre = byCode.get(code);
      const level = pre ? visit(pre).level : null;
      if (level !== null && (worst === null || level > worst.level)) worst = { code, level };
    }
    visiting.delete(q.code);
    const own = start(q.code);
    const bound = worst ? asBound(worst.level - 1) : null;
    const limited = own !== null && bound !== null && own < bound;
    const result: Consistent = { level: limited ? bound : own, bound, worstPrerequisite: worst?.code ?? null, limitedBy: limited ? (worst?.code ?? null) : null };
    done.set(q.code, result);
    return result;
  };
  questions.forEach(visit);
  return done;
}
