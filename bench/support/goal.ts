// One line per speed goal: what was measured, the goal, the figure, their ratio and whether it is met.

export type Goal = {
  what: string;
  /** The goal's bound: "at most" `max`, or "at least" `min`. */
  max?: number;
  min?: number;
  figure: number;
  unit: string;
  /** Digits after the point for the goal and the figure. */
  digits?: number;
};

/** Prints the goal line and returns whether it was met (figure ≤ max, or ≥ min). */
export function reportGoal(goal: Goal): boolean {
  const digits = goal.digits ?? 0;
  const bound = goal.max ?? goal.min ?? Number.NaN;
  const met = goal.max !== undefined ? goal.figure <= goal.max : goal.figure >= bound;
  const show = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${goal.unit}`;
  // A goal of zero (nothing lost) has no ratio: the figure says it all.
  const ratio = bound === 0 ? '' : ` | ratio ${(goal.figure / bound).toFixed(2)} of the goal`;
  console.log(`GOAL ${goal.what}: goal ${goal.max !== undefined ? '≤' : '≥'} ${show(bound)} | figure ${show(goal.figure)}${ratio} | ${met ? 'met' : 'NOT met'}`);
  return met;
}
