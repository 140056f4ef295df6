import { AREAS, type Area, type Level, type Question } from '../questionnaire/bank/index.ts';

// What both scoring methods share. Method 1 (reports saved before bank 2026.2) is frozen in its snapshots
// and never computed again; method 2 is method2.ts.

/** Rounds to two decimals (half away from zero), as every index is shown. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** How far a level falls short of its target (never negative). */
export const gapOf = (level: Level, target: Level): number => Math.max(0, level - target);

/** Areas in which no question is answered with a level (all N/A): their index would mean nothing. */
export function unratedAreas(questions: readonly Pick<Question, 'code' | 'area'>[], answers: readonly { code: string; level: Level | null; na: boolean }[]): Area[] {
  const rated = new Set(answers.filter((a) => !a.na && a.level !== null).map((a) => a.code));
  return AREAS.filter((area) => !questions.some((q) => q.area === area && rated.has(q.code)));
}
