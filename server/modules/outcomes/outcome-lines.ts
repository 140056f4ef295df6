import type { Phase } from '../../db/schema/index.ts';
import type { BandName } from '../scoring/scoring.constants.ts';
import { signedPct } from '../../../common/percent.ts';
import { type OutcomePoint, outcomeSeries, uncappedBand } from './outcome-statistics.ts';
import { ORDER_MIN_N } from './statistics.ts';

// Report page 6's outcome lines (DOMAIN.md §3b): what the organization's closed projects cost against their
// budget, by band at the gate, so a committee reads the band of this report beside what that band has meant.
// Pure: the report builder reads the points (outcomes door: `reportOutcomePoints`) and freezes the result.

export type OutcomeLine = { band: BandName; n: number; median: number; marked: boolean; text: string };

export type OutcomeLines = {
  /** At least one band has 5 or more closed projects. */
  enough: boolean;
  heading: string;
  /** Bands with n ≥ 5, best first; the project's band (by its index alone) marked. */
  lines: OutcomeLine[];
  indicative: boolean;
  /** Indicative, and whether the report's band is capped, in words. */
  notes: string[];
  /** Everything above as the lines page 6 prints, in order. */
  text: string[];
};

export const PHASE_NAME: Record<Phase, string> = { fel2: 'FEL 2', fel3: 'FEL 3' };

/**
 * Page 6's outcome lines from the organization's closed projects of the report's method and phase: every band's
 * median cost growth with n (bands with n ≥ 5), the project's band marked, "indicative" while ρ is (n < 15, its
 * interval contains 0, or it cannot be shown), and whether the report's band is capped; otherwise "Not enough
 * closed projects yet (n)".
 */
export function outcomeLines(p: { points: readonly OutcomePoint[]; method: number; phase: Phase; felIndex: number; band: BandName; capped: boolean }): OutcomeLines {
  const points = p.points.filter((x) => x.method === p.method && x.phase === p.phase);
  const series = outcomeSeries(points, 'costGrowth', false);
  const n = series.n ?? 0;
  const heading = `Cost growth of your organization's closed projects by band at the ${PHASE_NAME[p.phase]} gate (method ${p.method})`;
  const own = uncappedBand(p.felIndex);
  const lines = series.bands.flatMap((b): OutcomeLine[] => {
    if (b.n === null || b.n < ORDER_MIN_N || b.median === null) return [];
    const marked = b.band === own;
    return [{ band: b.band, n: b.n, median: b.median, marked, text: `${b.band}: median ${signedPct(Math.round(b.median * 10) / 10)} (n = ${b.n})${marked ? ' ◀ this project' : ''}` }];
  });
  if (lines.length === 0) {
    const text = `Not enough closed projects yet (${n})`;
    return { enough: false, heading, lines, indicative: true, notes: [], text: [heading, text] };
  }
  const c = series.correlation;
  const indicative = c === null || c.indicative;
  const notes = [
    ...(indicative ? [`Indicative: ${series.correlationNote.replace(/^Indicative: /, '')}`] : []),
    p.capped
      ? `This report's band is capped at ${p.band}; the line marked is the band of its FEL Index alone (${own}), as the statistics use.`
      : `This report's band is not capped (${own}).`,
    ...(lines.some((l) => l.marked) ? [] : [`This project's band (${own}) has fewer than ${ORDER_MIN_N} closed projects.`]),
  ];
  return { enough: true, heading, lines, indicative, notes, text: [heading, ...lines.map((l) => l.text), ...notes] };
}
