// One line per goal of issue 12: what was measured, the goal, the figure, their ratio and whether it is met.

export type Goal = {
  what: string;
  /** The goal's bound ("at most"). */
  max: number;
  figure: number;
  unit: string;
  /** Digits after the point for the goal and the figure. */
  digits?: number;
};

/** Prints the goal line and returns whether it was met (figure ≤ goal). */
export function reportGoal(goal: Goal): boolean {
  const digits = goal.digits ?? 0;
  const met = goal.figure <= goal.max;
  const show = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${goal.unit}`;
  console.log(
    `GOAL ${goal.what}: goal ≤ ${show(goal.max)} | figure ${show(goal.figure)} | ratio ${(goal.figure / goal.max).toFixed(2)} of the goal | ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}
