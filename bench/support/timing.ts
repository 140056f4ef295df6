// Latency figures of sequential requests, for the benches (no app, no database: cheap to import).

/** Median and 95th percentile of a list of durations (ms). */
export function percentiles(samples: number[]): { p50: number; p95: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), n: sorted.length };
}

/** p50/p95 of a request over `rounds` runs, after 5 warm-up runs. */
export async function timeRequests(rounds: number, run: () => Promise<unknown>): Promise<{ p50: number; p95: number; n: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}
