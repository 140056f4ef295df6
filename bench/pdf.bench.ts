// The server PDF of a saved report (GET /api/report/{key}/pdf/), as the product makes it: headless
// Chromium (Debian's where installed) printing the light print entry. One cold render (the browser
// starts), then the renderer is warmed as the server warms it after its start, then renders one at a time
// (warm) and 5 at once. Goals: p50 ≤ 1.5 s warm; 5 at
// once ≤ 5 s each.
//
//   npm run bench pdf        (BENCH_PDF_RENDERS, default 10; BENCH_PDF_ROUNDS of 5 at once, default 3)
import { pino } from 'pino';
import { warmReportRenderer } from '../server/modules/reports/report-pdf.ts';
import { startBenchApp } from './support/bench-app.ts';
import { percentiles } from './support/timing.ts';
import { descendantsCpuSeconds } from './support/child-cpu.ts';
import { benchReport } from './support/pdf-report.ts';
import { reportGoal } from './support/goal.ts';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 10);
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 3);

const bench = await startBenchApp({ hashCost: 'fast', serveClient: true });
try {
  const { reportKey, access } = await benchReport(bench);
  const auth = { authorization: `Bearer ${access}` };

  /** One PDF: its time in ms (checked to be a PDF). */
  const render = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${bench.baseUrl}/api/report/${reportKey}/pdf/?format=A4`, { headers: { authorization: auth.authorization } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`PDF ${res.status}: ${body.subarray(0, 200).toString()}`);
    return performance.now() - started;
  };

  const cold = await render();
  console.log(`cold (Chromium starts, the print entry loads): ${cold.toFixed(0)} ms`);
  // As the server does a few seconds after it starts (server/main.ts): every pooled page opened and rehearsed.
  const warming = performance.now();
  await warmReportRenderer(bench.config, pino({ level: 'warn' }));
  console.log(`renderer warmed (the other pooled page opened, one empty print in it): ${(performance.now() - warming).toFixed(0)} ms`);
  const warm: number[] = [];
  const cpuBefore = descendantsCpuSeconds();
  for (let i = 0; i < RENDERS; i++) warm.push(await render());
  const cpuPerPdf = (descendantsCpuSeconds() - cpuBefore) / RENDERS;
  const single = percentiles(warm);
  // Chromium's CPU per PDF grows far less with the machine's load than the wall times do.
  console.log(`warm, one at a time: p50 ${single.p50.toFixed(0)} ms, p95 ${single.p95.toFixed(0)} ms over ${single.n}; Chromium CPU ${cpuPerPdf.toFixed(2)} s per PDF`);
  const together: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = await Promise.all(Array.from({ length: 5 }, () => render()));
    together.push(...times);
    console.log(`5 at once, round ${round + 1}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  }
  const worst = Math.max(...together);
  reportGoal({ what: 'server PDF, warm, p50', max: 1.5, figure: single.p50 / 1000, unit: 's', digits: 2 });
  reportGoal({ what: `server PDF, 5 at once, slowest of ${together.length}`, max: 5, figure: worst / 1000, unit: 's', digits: 2 });
} finally {
  await bench.close();
}
