// The statistics of DOMAIN.md §3b as small pure functions (no library: a median, linear quartiles and a rank
// correlation are a few lines each, and tests/unit/outcome-statistics.test.ts checks them against hand
// computations). Inputs are the figures as shown (one decimal); outputs are unrounded.

/** The p-quantile (0 ≤ p ≤ 1) by linear interpolation between order statistics: PostgreSQL's percentile_cont. */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const low = sorted[lo] ?? 0;
  const high = sorted[Math.min(lo + 1, sorted.length - 1)] ?? low;
  return low + (h - lo) * (high - low);
}

/** The median (the 0.5 quantile: the mean of the two middle values of an even count). */
export const median = (values: readonly number[]): number | null => quantile(values, 0.5);

/** Ranks 1 … n; tied values share the average of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i]?.index ?? 0] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's correlation of two equally long lists; null when either has no spread (or fewer than 2 values). */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  const mx = xs.slice(0, n).reduce((s, v) => s + v, 0) / n;
  const my = ys.slice(0, n).reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Spearman's ρ: Pearson's correlation of the average ranks. */
export const spearman = (xs: readonly number[], ys: readonly number[]): number | null => pearson(averageRanks(xs), averageRanks(ys));

/** z of the standard normal for a two-sided 90 % interval. */
export const Z_90 = 1.6448536269514722;
/** The standard error of Fisher's z for Spearman's ρ (Fieller, Hartley and Pearson): 1.03 / √(n − 3). */
export const fisherStandardError = (n: number): number => 1.03 / Math.sqrt(n - 3);

/** The 90 % interval of ρ by Fisher's z: tanh(atanh ρ ± 1.645 · 1.03/√(n − 3)); n > 3. */
export function fisherInterval(rho: number, n: number): { low: number; high: number } {
  const z = Math.atanh(rho);
  const half = Z_90 * fisherStandardError(n);
  return { low: Math.tanh(z - half), high: Math.tanh(z + half) };
}

/** ρ is shown from this many projects; below it, and without spread, it is hidden. */
export const RHO_MIN_N = 5;
/** ρ is "indicative" below this many projects (or while its interval contains 0). */
export const RHO_FIRM_N = 15;

export type RankCorrelation = { rho: number; n: number; low: number; high: number; indicative: boolean };

/** Spearman's ρ with n and its 90 % interval, or null (hidden) below n = 5 or when either variable has no spread. */
export function rankCorrelation(points: readonly { x: number; y: number }[]): RankCorrelation | null {
  const n = points.length;
  if (n < RHO_MIN_N) return null;
  const rho = spearman(
    points.map((p) => p.x),
    points.map((p) => p.y),
  );
  if (rho === null) return null;
  const { low, high } = fisherInterval(rho, n);
  return { rho, n, low, high, indicative: n < RHO_FIRM_N || (low <= 0 && high >= 0) };
}

/** The interquartile range is shown from this many values (min and max would name single projects). */
export const IQR_MIN_N = 8;

export type BandFigures<B extends string> = { band: B; n: number; median: number | null; lowerQuartile: number | null; upperQuartile: number | null };

/** Per band (in the order given, best first): n, median and, from n ≥ 8, the quartiles. */
export function bandFigures<B extends string>(order: readonly B[], points: readonly { band: B; y: number }[]): BandFigures<B>[] {
  return order.map((band) => {
    const ys = points.filter((p) => p.band === band).map((p) => p.y);
    const quartiles = ys.length >= IQR_MIN_N;
    return {
      band,
      n: ys.length,
      median: median(ys),
      lowerQuartile: quartiles ? quantile(ys, 0.25) : null,
      upperQuartile: quartiles ? quantile(ys, 0.75) : null,
    };
  });
}

/** A band takes part in the order check from this many projects. */
export const ORDER_MIN_N = 5;

export type OrderCheck<B extends string> = {
  /** The bands checked, best first. */
  bands: B[];
  /** Whether their medians rise from the best band to the worst (strictly); null with fewer than 2 bands. */
  ordered: boolean | null;
  /** The chance of that order arising at random: 1/k! for k bands; null with fewer than 2. */
  chance: number | null;
};

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/** "Do the band medians order the outcomes": bands with n ≥ minN (best first), their medians strictly rising. */
export function orderCheck<B extends string>(rows: readonly BandFigures<B>[], minN = ORDER_MIN_N): OrderCheck<B> {
  const used = rows.filter((r): r is BandFigures<B> & { median: number } => r.n >= minN && r.median !== null);
  if (used.length < 2) return { bands: used.map((r) => r.band), ordered: null, chance: null };
  const ordered = used.every((r, i) => i === 0 || r.median > (used[i - 1]?.median ?? Infinity));
  return { bands: used.map((r) => r.band), ordered, chance: 1 / factorial(used.length) };
}
