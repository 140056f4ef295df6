import { plural } from '../../../common/plural.ts';
import type { Phase } from '../../db/schema/index.ts';
import { bandOf2 } from '../scoring/method2.ts';
import { BAND_ORDER, type BandName, METHOD2 } from '../scoring/scoring.constants.ts';
import { signedPct } from '../../../common/percent.ts';
import { bandFigures, type BandFigures, orderCheck, type OrderCheck, rankCorrelation, type RankCorrelation } from './statistics.ts';

// The outcome statistics of one set of closed projects (an organization's, or the provider's pool), per method
// and phase of the gate report, on the uncapped band of its FEL Index (DOMAIN.md §3b).

/** A closed project as the statistics see it: its gate report and its two outcomes (null: not in that statistic). */
export type OutcomePoint = {
  projectId: string;
  organizationId: string;
  method: number;
  phase: Phase;
  felIndex: number;
  costGrowth: number | null;
  slip: number | null;
};

export const OUTCOME_MEASURES = ['costGrowth', 'slip'] as const;
export type OutcomeMeasure = (typeof OUTCOME_MEASURES)[number];
export const MEASURE_LABEL: Record<OutcomeMeasure, string> = { costGrowth: 'cost growth', slip: 'schedule slip' };

/** The band of an index by the index alone (no cap): what the statistics group by. */
export const uncappedBand = (felIndex: number): BandName => bandOf2(felIndex, METHOD2);

/** A band's figures; `withheld` says why a pooled figure is not shown (its n and figures are then null). */
export type BandRow = Omit<BandFigures<BandName>, 'n'> & { n: number | null; withheld: string | null };

export type OutcomeSeries = {
  measure: OutcomeMeasure;
  /** Projects in this statistic (null when a pooled series is withheld). */
  n: number | null;
  organizations: number | null;
  withheld: string | null;
  bands: BandRow[];
  correlation: RankCorrelation | null;
  /** Why ρ is not shown, or what "indicative" means for it. */
  correlationNote: string;
  order: OrderCheck<BandName>;
  orderText: string;
};

export type OutcomeGroup = { method: number; phase: Phase; costGrowth: OutcomeSeries; slip: OutcomeSeries };

/** Where a pooled figure may be shown: at least 10 projects of at least 3 organizations, none supplying more than half. */
export const POOL_MIN_PROJECTS = 10;
export const POOL_MIN_ORGANIZATIONS = 3;
export const POOL_WITHHELD = `Not shown: pooled figures need at least ${POOL_MIN_PROJECTS} projects of at least ${POOL_MIN_ORGANIZATIONS} organizations, none supplying more than half.`;

/** Whether a set of projects may be shown as one pooled figure. */
export function poolable(points: readonly Pick<OutcomePoint, 'organizationId'>[]): boolean {
  const perOrganization = new Map<string, number>();
  for (const p of points) perOrganization.set(p.organizationId, (perOrganization.get(p.organizationId) ?? 0) + 1);
  const largest = Math.max(0, ...perOrganization.values());
  return points.length >= POOL_MIN_PROJECTS && perOrganization.size >= POOL_MIN_ORGANIZATIONS && 2 * largest <= points.length;
}

const organizationsOf = (points: readonly OutcomePoint[]) => new Set(points.map((p) => p.organizationId)).size;
const fmt = (value: number | null) => (value === null ? 'n/a' : signedPct(Math.round(value * 10) / 10));

function correlationNote(c: RankCorrelation | null, n: number): string {
  if (!c) return n < 5 ? `Spearman's ρ is shown from 5 projects (${plural(n, 'project')} so far).` : "Spearman's ρ is not shown: the FEL Index or the outcome has no spread.";
  if (c.n < 15) return `Indicative: fewer than 15 projects (${c.n}).`;
  if (c.low <= 0 && c.high >= 0) return 'Indicative: the 90 % interval contains 0 (no correlation cannot be ruled out).';
  return `From ${plural(c.n, 'project')}; the 90 % interval excludes 0.`;
}

/** The order check in words, for a committee member (and, pooled, for the provider). */
export function orderText(order: OrderCheck<BandName>, rows: readonly BandRow[], measure: OutcomeMeasure): string {
  const label = MEASURE_LABEL[measure];
  const median = (band: BandName) => fmt(rows.find((r) => r.band === band)?.median ?? null);
  if (order.ordered === null) {
    return `The order of the bands is checked once at least two bands have 5 or more projects (${plural(order.bands.length, 'band')} so far).`;
  }
  const chain = order.bands.map((b) => `${b} ${median(b)}`).join(' < ');
  const chance = `1 in ${Math.round(1 / (order.chance ?? 1))}`;
  if (order.ordered) return `The median ${label} rises from band to band (${chain}): this order would arise by chance ${chance}.`;
  const i = order.bands.findIndex((b, k) => k > 0 && (rows.find((r) => r.band === b)?.median ?? 0) <= (rows.find((r) => r.band === order.bands[k - 1])?.median ?? 0));
  const worse = order.bands[i] ?? order.bands[1];
  const better = order.bands[i - 1] ?? order.bands[0];
  return `The band medians do not order the ${label}: ${worse} (${median(worse ?? 'Screening')}) is not above ${better} (${median(better ?? 'Best Practical')}).`;
}

/** One measure's statistics over a set of points (pooled: every figure only where `poolable` allows it). */
export function outcomeSeries(points: readonly OutcomePoint[], measure: OutcomeMeasure, pooled: boolean): OutcomeSeries {
  const used = points.flatMap((p) => {
    const y = p[measure];
    return y === null ? [] : [{ ...p, y, band: uncappedBand(p.felIndex) }];
  });
  if (pooled && !poolable(used)) {
    const bands = BAND_ORDER.map((band) => ({ band, n: null, median: null, lowerQuartile: null, upperQuartile: null, withheld: POOL_WITHHELD }));
    const order = { bands: [], ordered: null, chance: null };
    return { measure, n: null, organizations: null, withheld: POOL_WITHHELD, bands, correlation: null, correlationNote: POOL_WITHHELD, order, orderText: POOL_WITHHELD };
  }
  const figures = bandFigures(BAND_ORDER, used);
  const bands: BandRow[] = figures.map((f) =>
    pooled && !poolable(used.filter((p) => p.band === f.band))
      ? { band: f.band, n: null, median: null, lowerQuartile: null, upperQuartile: null, withheld: POOL_WITHHELD }
      : { ...f, withheld: null },
  );
  const correlation = rankCorrelation(used.map((p) => ({ x: p.felIndex, y: p.y })));
  const order = orderCheck(bands.map((b) => ({ ...b, n: b.n ?? 0 })));
  return {
    measure,
    n: used.length,
    organizations: pooled ? organizationsOf(used) : null,
    withheld: null,
    bands,
    correlation,
    correlationNote: correlationNote(correlation, used.length),
    order,
    orderText: orderText(order, bands, measure),
  };
}

/** The statistics per method and phase of the gate report (method, then FEL 2 before FEL 3). */
export function outcomeGroups(points: readonly OutcomePoint[], pooled = false): OutcomeGroup[] {
  const keys = [...new Set(points.map((p) => `${p.method}|${p.phase}`))].sort();
  return keys.map((key) => {
    const group = points.filter((p) => `${p.method}|${p.phase}` === key);
    const first = group[0];
    return {
      method: first?.method ?? 0,
      phase: first?.phase ?? 'fel3',
      costGrowth: outcomeSeries(group, 'costGrowth', pooled),
      slip: outcomeSeries(group, 'slip', pooled),
    };
  });
}
