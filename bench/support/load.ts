import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/** Load settings shared by every run of a benchmark (same connections and duration for app and baseline). */
export type LoadSettings = { connections: number; durationSec: number; warmupSec: number };

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${raw})`);
  return value;
};

/** BENCH_CONNECTIONS (10), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (2). */
export function loadSettings(): LoadSettings {
  return {
    connections: Math.round(positive('BENCH_CONNECTIONS', 10)),
    durationSec: positive('BENCH_DURATION', 10),
    warmupSec: positive('BENCH_WARMUP', 2),
  };
}

export type Figures = {
  name: string;
  /** Successful (2xx) responses per second over the run. */
  requestsPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  responses: number;
  /** Non-2xx answers, connection errors, timeouts and body mismatches. */
  failures: number;
  failureDetail: string;
};

function describeFailures(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}: ${stat.count ?? 0}`);
  return [
    `non-2xx ${result.non2xx}${codes.length ? ` (${codes.join(', ')})` : ''}`,
    `errors ${result.errors}`,
    `timeouts ${result.timeouts}`,
    `body mismatches ${result.mismatches}`,
  ].join(', ');
}

// autocannon's default is 10 s; a sign-in queued behind 10 others on a busy 2-core machine can take
// longer, and slowness is reported by the percentiles, not as a failure.
const TIMEOUT_SEC = 60;

/** The q-quantile (0..1) of ascending samples, nearest rank. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * One autocannon run (after a warm-up run of its own) against a server in another process. `options`
 * is a factory so that each run gets fresh per-connection state (sessions, counters). Latencies are
 * taken per 2xx response with sub-millisecond precision (autocannon's own histogram keeps whole ms,
 * which reads 0 or 1 for the baseline).
 */
export async function measure(name: string, settings: LoadSettings, options: () => autocannon.Options): Promise<Figures> {
  const warmup = await autocannon({ ...options(), connections: settings.connections, duration: settings.warmupSec, timeout: TIMEOUT_SEC });
  // autocannon drops the requests in flight when a run ends, but the server still works through them:
  // let it finish (about one slowest response) so they do not slow down the measured run.
  await sleep(warmup.latency.max + 250);
  const samples: number[] = [];
  const run = options();
  const result = await autocannon({
    ...run,
    connections: settings.connections,
    duration: settings.durationSec,
    timeout: TIMEOUT_SEC,
    setupClient(client) {
      run.setupClient?.(client);
      client.on('response', (status, _bytes, ms) => {
        if (status >= 200 && status < 300) samples.push(ms);
      });
    },
  });
  samples.sort((a, b) => a - b);
  return {
    name,
    requestsPerSec: result['2xx'] / result.duration,
    p50: quantile(samples, 0.5),
    p975: quantile(samples, 0.975),
    p99: quantile(samples, 0.99),
    responses: result['2xx'] + result.non2xx,
    failures: result.non2xx + result.errors + result.timeouts + result.mismatches,
    failureDetail: describeFailures(result),
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** Prints the figures of each run and their ratios against the baseline run. */
export function printFigures(baseline: Figures, runs: Figures[]): void {
  const rows = [
    ['', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'responses', 'failed', 'req/s ÷ base', 'p50 ÷ base', 'p99 ÷ base'],
    ...[baseline, ...runs].map((f) => [
      f.name,
      fixed(f.requestsPerSec, 1),
      fixed(f.p50, 2),
      fixed(f.p975, 2),
      fixed(f.p99, 2),
      String(f.responses),
      String(f.failures),
      f === baseline ? '1' : `${fixed((100 * f.requestsPerSec) / baseline.requestsPerSec, 2)} %`,
      f === baseline ? '1' : `${fixed(f.p50 / baseline.p50, 0)}×`,
      f === baseline ? '1' : `${fixed(f.p99 / baseline.p99, 0)}×`,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
  }
}
