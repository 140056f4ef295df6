import type { Question } from './types.ts';

// The prerequisite chain (DOMAIN.md §3a): what a question rests on, directly or through its prerequisites.
// Bank 2026.3 refuses N/A along the chain of every gate-critical question, because an N/A prerequisite
// bounds nothing and so would switch the consistency check of the gate-critical answer off.

export type ChainQuestion = Pick<Question, 'code' | 'gateCritical' | 'prerequisites'>;

/** Every question `code` rests on, transitively (itself excluded, unless a cycle leads back to it). */
export function prerequisiteClosure(questions: readonly ChainQuestion[], code: string): Set<string> {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const reached = new Set<string>();
  const pending = [...(byCode.get(code)?.prerequisites ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    pending.push(...(byCode.get(next)?.prerequisites ?? []));
  }
  return reached;
}

/**
 * The questions N/A is refused on for the gate's sake: each gate-critical question and every question in its
 * prerequisite chain, mapped to the gate-critical questions that rest on it (in bank order).
 */
export function gateCriticalChains(questions: readonly ChainQuestion[]): ReadonlyMap<string, readonly string[]> {
  const chains = new Map<string, string[]>();
  for (const gate of questions.filter((q) => q.gateCritical)) {
    for (const code of new Set([gate.code, ...prerequisiteClosure(questions, gate.code)])) chains.set(code, [...(chains.get(code) ?? []), gate.code]);
  }
  return chains;
}
