import type { Browser } from 'playwright-core';
import { Gauge } from 'prom-client';
import { registry } from '../../observability/metrics.ts';
import { AppError } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { fileSlug } from '../../csv.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { getReport } from './reports.service.ts';

// The PDF of a saved report is printed by headless Chromium from the same React pages the browser shows
// (the client's /print/report/{key} route), so the paper and the screen have one source of truth. The page
// loads the report through GraphQL with a short-lived token of the requesting viewer's own session.

export const PDF_FORMATS = ['A4', 'Letter'] as const;
export type PdfFormat = (typeof PDF_FORMATS)[number];

/** Renders at most this many PDFs at once (each page takes ~50–100 MB in the shared Chromium). */
const MAX_CONCURRENT = 2;
/** Requests waiting beyond this are refused at once ("busy") rather than queued for minutes. */
const MAX_WAITING = 6;

/**
 * One headless Chromium for the process, launched on the first PDF and reused (each render gets its own
 * context, so no cookie or header leaks between viewers); it is relaunched if it dies, closed with the app.
 */
let shared: Promise<Browser> | null = null;

function sharedBrowser(chromiumPath: string): Promise<Browser> {
  shared ??= import('playwright-core')
    .then(({ chromium }) =>
      chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
    )
    .then((browser) => {
      browser.on('disconnected', () => {
        shared = null;
      });
      return browser;
    })
    .catch((error: unknown) => {
      shared = null;
      throw error;
    });
  return shared;
}

/** Closes the shared Chromium (app shutdown). */
export async function closeReportRenderer(): Promise<void> {
  const browser = shared;
  shared = null;
  if (browser) await (await browser).close().catch(() => undefined);
}
let running = 0;
const waiting: (() => void)[] = [];

new Gauge({
  name: 'fel_pdf_queue_waiting',
  help: 'PDF requests waiting for a rendering slot',
  registers: [registry],
  collect() {
    this.set(waiting.length);
  },
});
new Gauge({
  name: 'fel_pdf_rendering',
  help: 'PDFs being rendered now',
  registers: [registry],
  collect() {
    this.set(running);
  },
});

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT && waiting.length >= MAX_WAITING) {
    throw new AppError('UNAVAILABLE', 'Many PDFs are being made right now. Try again in a minute, or print the report from your browser.');
  }
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The PDF of a saved report the viewer may see, in A4 or Letter. */
export async function renderReportPdf(ctx: ServiceCtx, reportKey: unknown, format: PdfFormat): Promise<{ filename: string; pdf: Buffer }> {
  const viewer = requireViewer(ctx.viewer);
  const { snapshot, row } = await getReport(ctx, reportKey);
  if (!row) throw new AppError('NOT_FOUND', 'Report not found');
  const pdf = await withSlot(async () => {
    // Minted when the render starts, so a request that waited does not hand Chromium an older token.
    const token = await signAccessToken(ctx.config.jwtSecret, { userId: viewer.userId, sessionId: viewer.sessionId, scope: 'full' }, ctx.now());
    const browser = await sharedBrowser(ctx.config.chromiumPath);
    const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    try {
      const page = await context.newPage();
      // A print page that is missing (no client build) or that cannot load the report says so at once,
      // rather than leaving the request waiting for the full timeout.
      const response = await page.goto(`http://127.0.0.1:${ctx.config.port}/print/report/${row.id}`, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`the print page answered ${response?.status() ?? 'nothing'}`);
      const marker = await page.waitForSelector('[data-report-ready="true"], [data-report-error]', { timeout: 30_000 });
      const failure = await marker?.getAttribute('data-report-error');
      if (failure !== null && failure !== undefined) throw new Error(`the print page could not show the report: ${failure}`);
      return await page.pdf({ format, printBackground: true });
    } finally {
      await context.close();
    }
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'report PDF rendering failed');
    throw new AppError('UNAVAILABLE', 'The PDF could not be made. Try again, or print the report from your browser.');
  });
  return { filename: `${fileSlug(snapshot.project.name)}_${snapshot.phase}_report.pdf`, pdf };
}
