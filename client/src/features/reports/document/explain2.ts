// Words for the numbers of a method 2 report (DOMAIN.md §3–§4). Every figure comes from the server's scoring,
// frozen in the snapshot; these helpers only put them into words and decide what fits on paper.
// Pure and import-free apart from explain.ts, so unit tests cover them.

import { formatDay } from '../../../ui/dates.ts';
import { two } from './explain.ts';

type Phase = 'fel2' | 'fel3';

/** "(12 + 30) ÷ 14": an area index as Σ(weight × scored level) ÷ Σ(weight), from Σ weight × (level − 1) and Σ weight. */
export function levelFormula(sums: { weightSum: number; weightedFromOne: number }): string {
  return `${sums.weightedFromOne + sums.weightSum} ÷ ${sums.weightSum}`;
}

/** The band with its cap: "Good (capped: 1 High-weight gap)". */
export function bandWithCap(band: string, capReason: string | null | undefined): string {
  return capReason ? `${band} (capped: ${capReason})` : band;
}

/** At FEL 2, the position against the target: "0.20 better than the FEL 2 target" (empty at FEL 3 or without a delta). */
export function targetPosition(phase: Phase, delta: number | null | undefined): string {
  if (phase !== 'fel2' || delta === null || delta === undefined) return '';
  if (Math.abs(delta) < 0.005) return 'at the FEL 2 target';
  return `${two(Math.abs(delta))} ${delta < 0 ? 'better' : 'worse'} than the FEL 2 target`;
}

/** A share in % with one decimal, or "not available". */
export const percent = (value: number | null | undefined): string => (value === null || value === undefined ? 'not available' : `${value.toFixed(1)} %`);

export const CONDITION_LABEL: Record<string, string> = {
  redFlag: 'Red flag',
  highGap: 'High-weight gap',
  mediumGap: 'Medium-weight gap',
  unsupported: 'Unsupported claim',
  inconsistency: 'Inconsistency',
  revisit: 'Open revisit flag',
  naApproval: 'N/A approval',
  naReplacedLevel: 'N/A replaced a level',
  gateCriticalGap: 'Gate-critical gap',
  naRejected: 'N/A rejected',
};

type Action = { text: string; owner: string; due?: string | null } | null | undefined;

/** "Pat Planner, due 31 Mar 2027": the owner and due date of an action, never shortened; what is missing says so. */
export function ownerAndDue(action: Action): string {
  if (!action) return 'no action';
  const owner = action.owner.trim() || 'no owner';
  return `${owner}, ${action.due ? `due ${formatDay(action.due)}` : 'no due date'}`;
}

/** "complete" or why not ("not complete: no owner"). */
export function actionState(complete: boolean | null | undefined, problem: string | null | undefined): string {
  if (complete) return 'complete action';
  return problem ? `not complete: ${problem}` : 'not complete';
}

// ---- Page 7 on paper: how many gaps fit ----
// A printed sheet is 186 mm × 250 mm at 8.5 pt; the gap table's text is 0.85 of that. The estimate below
// counts lines per row with fewer characters a line than the columns really hold, so it errs towards fewer rows.

/** Characters a printed line holds in each column of the page 7 table (kept low on purpose). */
export const PAGE7_COLUMN_CHARS = { question: 34, owner: 24, action: 46 } as const;
/** Lines of the printed table body the page has room for, after the lead, the header and the "more gaps" line. */
export const PAGE7_LINES = 50;
/** Lines the action's "what" and the next deliverable take at most (shortened with an ellipsis beyond). */
export const PAGE7_CLAMP = { what: 2, next: 1 } as const;

type Gap = { code: string; title: string; action?: Action; actionComplete?: boolean | null; actionProblem?: string | null };

const lines = (text: string, chars: number) => Math.max(1, Math.ceil(text.length / chars));

/** The printed lines of one gap row: the tallest of its cells (title, owner and due, never cut). */
export function gapRowLines(gap: Gap): number {
  const question = lines(`${gap.code} ${gap.title}`, PAGE7_COLUMN_CHARS.question) + 1;
  const owner = lines(ownerAndDue(gap.action), PAGE7_COLUMN_CHARS.owner) + lines(actionState(gap.actionComplete, gap.actionProblem), PAGE7_COLUMN_CHARS.owner);
  const action = PAGE7_CLAMP.what + PAGE7_CLAMP.next;
  // A row's padding and border take about a third of a line.
  return Math.max(question, owner, action) + 0.35;
}

/** How many gaps, in priority order, print in full on page 7; the rest are counted. */
export function gapsThatFit(gaps: readonly Gap[], budget: number = PAGE7_LINES): number {
  let used = 0;
  for (let i = 0; i < gaps.length; i++) {
    const gap = gaps[i];
    if (!gap) break;
    used += gapRowLines(gap);
    if (used > budget) return i;
  }
  return gaps.length;
}

type TrendPoint = { phase: Phase; method: number; felIndex: number };

/** The trend in words, on the one scale: points of method 1 are not comparable, FEL 2 may not be assessed. */
export function trendSentence2(trend: readonly TrendPoint[], phase: Phase): string {
  const fel2 = trend.find((t) => t.phase === 'fel2');
  const fel3 = trend.find((t) => t.phase === 'fel3');
  const differ = 'FEL 2 and FEL 3 ask different questions (FEL 3 anchors ask for more), so the trend shows how the definition moved, not the same questions re-rated.';
  if (!fel2) return phase === 'fel3' ? `FEL 2 not assessed. ${differ}` : differ;
  if (!fel3) return `No FEL 3 report yet. ${differ}`;
  // Methods 2 and 3 score levels into one index by the same arithmetic: only method 1 is another scale.
  if ((fel2.method === 1) !== (fel3.method === 1)) return `The FEL 2 report was scored with method ${fel2.method} and the FEL 3 report with method ${fel3.method}: their indices are on different scales and are not compared. ${differ}`;
  const delta = fel3.felIndex - fel2.felIndex;
  const direction = delta < 0 ? 'better (lower)' : delta > 0 ? 'worse (higher)' : 'unchanged';
  return `From FEL 2 to FEL 3 the FEL Index went from ${two(fel2.felIndex)} to ${two(fel3.felIndex)} (${delta > 0 ? '+' : ''}${two(delta)}): ${direction}. ${differ}`;
}

/** The provider's basis: "source, as of 1 Mar 2026", or what is missing. */
export function industryBasis(source: string | null | undefined, asOf: string | null | undefined): string {
  const s = source?.trim() ? source.trim() : 'source not given';
  return `${s}, ${asOf ? `as of ${formatDay(asOf)}` : 'date not given'}`;
}

// ---- Page 1 on paper: the verdict and every gate reason (DOMAIN.md §3a) ----
// The verdict line prints whole across the sheet (about 95 bold characters a line, kept low on purpose); the
// gate box in the hero's third column holds about 38 characters a line at 0.9 of the type. Reasons that do not
// fit the box continue on page 2; a long verdict takes its lines from the conditions table (one line a row).

/** Characters a printed line holds: the verdict across the sheet, a reason in the gate box. */
export const PAGE1_CHARS = { verdict: 95, reason: 38 } as const;
/** Lines of reasons the gate box holds beside the gauge (one fewer when it says "pending independent review"). */
export const PAGE1_REASON_LINES = 10;
/** Condition rows page 1 prints when the verdict takes at most 2 lines. */
export const PAGE1_CONDITIONS = 12;

export type Page1Layout = { page1: string[]; page2: string[]; conditionsShown: number };

/** Which gate reasons print on page 1 and which continue on page 2, and how many condition rows page 1 keeps. */
export function page1Layout(p: { verdict: string | null; reasons: readonly string[]; pendingReview: boolean }): Page1Layout {
  const verdictLines = lines(p.verdict ?? '', PAGE1_CHARS.verdict);
  const conditionsShown = Math.max(0, PAGE1_CONDITIONS - Math.max(0, verdictLines - 2));
  const budget = PAGE1_REASON_LINES - (p.pendingReview ? 1 : 0);
  let used = 0;
  let fit = 0;
  for (const reason of p.reasons) {
    // The "continued on page 2" line needs room too when a later reason will not fit.
    const need = lines(reason, PAGE1_CHARS.reason);
    const more = fit + 1 < p.reasons.length ? 1 : 0;
    if (used + need + more > budget) break;
    used += need;
    fit++;
  }
  return { page1: p.reasons.slice(0, fit), page2: p.reasons.slice(fit), conditionsShown };
}
