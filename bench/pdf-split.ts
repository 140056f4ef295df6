// Where the time of one server PDF goes: the steps of server/modules/reports/report-pdf.ts done one by
// one on a pooled page of the same Chromium kept on the print entry: the bridge's render (the GraphQL
// answer, then React and the charts until the report is ready), then `page.pdf()`. With Chromium's CPU
// counters (CDP Performance: script, layout, style) and the CPU its processes used per PDF. Not a goal:
// run it to see what dominates. BENCH_PDF_PROFILE=DIR also writes the renderer's JavaScript profile of
// the last render there (read it with bench/support/profile-top.ts).
//
//   node --import tsx bench/pdf-split.ts      (BENCH_PDF_RENDERS, default 6)
import { writeFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'playwright-core';
import { PRINT_BRIDGE, PRINT_ENTRY_PATH } from '../common/print-bridge.ts';
import { createPagePool } from '../server/browser/page-pool.ts';
import { startBenchApp } from './support/bench-app.ts';
import { descendantsCpuSeconds } from './support/child-cpu.ts';
import { benchReport } from './support/pdf-report.ts';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 6);
const bridge = `window[${JSON.stringify(PRINT_BRIDGE)}]`;
const bench = await startBenchApp({ hashCost: 'fast', serveClient: true });
let entryLoad = 0;
const pool = createPagePool({
  size: 1,
  chromiumPath: process.env.CHROMIUM_PATH ?? bench.config.chromiumPath,
  prepare: async (page) => {
    const started = performance.now();
    await page.goto(`${bench.baseUrl}${PRINT_ENTRY_PATH}`, { waitUntil: 'load' });
    await page.waitForFunction(`typeof ${bridge}.render === 'function'`);
    if (process.env.BENCH_PDF_MEDIA === 'print') await page.emulateMedia({ media: 'print' });
    if (process.env.BENCH_PDF_VIEWPORT) {
      const [width = 0, height = 0] = process.env.BENCH_PDF_VIEWPORT.split('x').map(Number);
      await page.setViewportSize({ width, height });
    }
    entryLoad = performance.now() - started;
  },
  reset: async (page) => {
    await page.evaluate(`${bridge}.clear()`);
  },
});
try {
  const { reportKey, access } = await benchReport(bench);
  const t0 = performance.now();
  await pool.warm();
  console.log(`browser launch + print entry: ${(performance.now() - t0).toFixed(0)} ms (the entry alone ${entryLoad.toFixed(0)} ms)`);
  const ms = (t: number) => `${t.toFixed(0)}`.padStart(5);
  const metrics = async (cdp: CDPSession): Promise<Record<string, number>> => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const seconds = (m: Record<string, number>, b: Record<string, number>, name: string) => ((m[name] ?? 0) - (b[name] ?? 0)).toFixed(2);

  const assets = await pool.use((page) =>
    page.evaluate(`performance.getEntriesByType('resource').filter((r) => /\\.(js|css)$/.test(new URL(r.name).pathname)).map((r) => [new URL(r.name).pathname, r.decodedBodySize, r.transferSize])`),
  );
  if (Array.isArray(assets)) {
    const rows = assets.filter((a): a is [string, number, number] => Array.isArray(a) && typeof a[0] === 'string' && typeof a[1] === 'number' && typeof a[2] === 'number');
    const total = rows.reduce((s, [, body]) => s + body, 0);
    const sent = rows.reduce((s, [, , wire]) => s + wire, 0);
    console.log(`print entry: ${rows.length} scripts/stylesheets, ${(total / 1024).toFixed(0)} KiB unpacked, ${(sent / 1024).toFixed(0)} KiB sent`);
    for (const [name, body] of rows.sort((x, y) => y[1] - x[1])) console.log(`  ${(body / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
  }
  console.log('ms: render (data + React + charts until ready) [of it: GraphQL answer] | pdf() | total | Chromium CPU s | renderer script/layout/style/task s');

  const once = async (page: Page, profile: boolean) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await metrics(cdp);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.evaluate('performance.clearResourceTimings()');
    const cpu0 = descendantsCpuSeconds();
    const started = performance.now();
    const outcome = await page.evaluate(`${bridge}.render(${JSON.stringify(reportKey)}, ${JSON.stringify(access)})`);
    const ready = performance.now();
    if (outcome !== null) throw new Error(`not ready: ${String(outcome)}`);
    const answer = Number(await page.evaluate(`performance.getEntriesByType('resource').find((r) => r.name.endsWith('/graphql'))?.responseEnd - performance.getEntriesByType('resource').find((r) => r.name.endsWith('/graphql'))?.startTime`));
    if (profile) {
      const { profile: data } = await cdp.send('Profiler.stop');
      await writeFile(`${process.env.BENCH_PDF_PROFILE}/print-${Date.now()}.cpuprofile`, JSON.stringify(data));
    }
    const pdfStarted = performance.now();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (process.env.BENCH_PDF_OUT) await writeFile(process.env.BENCH_PDF_OUT, pdf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 (D:0)'), 'latin1');
    const done = performance.now();
    const cpu = descendantsCpuSeconds() - cpu0;
    const after = await metrics(cdp);
    await cdp.detach();
    console.log(
      `${ms(ready - started)} [${ms(answer)}] | ${ms(done - pdfStarted)} | ${ms(done - started)} | ${cpu.toFixed(2)} | ` +
        ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'].map((n) => seconds(after, before, n)).join('/'),
    );
  };
  for (let i = 0; i < RENDERS; i++) await pool.use((page) => once(page, Boolean(process.env.BENCH_PDF_PROFILE) && i === RENDERS - 1));
} finally {
  await pool.close();
  await bench.close();
}
