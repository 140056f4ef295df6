import type { Logger } from 'pino';
import { createPagePool, type PagePool } from '../../browser/page-pool.ts';
import type { Config } from '../../config.ts';
import { Gauge } from 'prom-client';
import { registry } from '../../observability/metrics.ts';
import { AppError } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { fileSlug } from '../../csv.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { getReport } from './reports.service.ts';

// The PDF of a saved report is printed by headless Chromium from the same React pages the browser shows
// (/print/report/{key}, the client's light print entry client/print.html), so the paper and the screen
// have one source of truth. The page
// loads the report through GraphQL with a short-lived token of the requesting viewer's own session.

export const PDF_FORMATS = ['A4', 'Letter'] as const;
export type PdfFormat = (typeof PDF_FORMATS)[number];

/** Renders at most this many PDFs at once (each page takes ~50–100 MB in the shared Chromium). */
const MAX_CONCURRENT = 2;
/** Requests waiting beyond this are refused at once ("busy") rather than queued for minutes. */
const MAX_WAITING = 6;

/**
 * One warm headless Chromium for the process with a page per concurrent render (server/browser/page-pool.ts),
 * made on the first PDF or ahead of it by `warmReportRenderer` (at start), relaunched if it dies, closed with
 * the app. Pages print the client's light print entry (client/print.html: the report pages only).
 */
let pool: PagePool | null = null;

function pagePool(chromiumPath: string): PagePool {
  pool ??= createPagePool({ size: MAX_CONCURRENT, chromiumPath });
  return pool;
}

/** The print page of a report, on this server (the client is served on the same origin). */
const printUrl = (port: number, reportId: string) => `http://127.0.0.1:${port}/print/report/${reportId}`;

/**
 * Launches Chromium and loads the print entry in every pooled page (its scripts and styles then come from
 * the page's cache), so the first PDF does not pay for it. Failures are only logged: a render tries again.
 */
export async function warmReportRenderer(config: Pick<Config, 'chromiumPath' | 'port'>, log: Logger): Promise<void> {
  await pagePool(config.chromiumPath)
    .warm(async (page) => {
      await page.goto(printUrl(config.port, 'warm-up'), { waitUntil: 'load' });
      await page.waitForSelector('[data-report-ready="true"], [data-report-error]', { timeout: 30_000 });
    })
    .catch((error: unknown) => log.warn({ err: error }, 'the PDF renderer could not be warmed'));
}

/** Closes the shared Chromium (app shutdown). */
export async function closeReportRenderer(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
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
    return pagePool(ctx.config.chromiumPath).use(async (page) => {
      await page.setExtraHTTPHeaders({ authorization: `Bearer ${token}` });
      // A print page that is missing (no client build) or that cannot load the report says so at once,
      // rather than leaving the request waiting for the full timeout.
      const response = await page.goto(printUrl(ctx.config.port, row.id), { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`the print page answered ${response?.status() ?? 'nothing'}`);
      const marker = await page.waitForSelector('[data-report-ready="true"], [data-report-error]', { timeout: 30_000 });
      const failure = await marker?.getAttribute('data-report-error');
      if (failure !== null && failure !== undefined) throw new Error(`the print page could not show the report: ${failure}`);
      return await page.pdf({ format, printBackground: true });
    });
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'report PDF rendering failed');
    throw new AppError('UNAVAILABLE', 'The PDF could not be made. Try again, or print the report from your browser.');
  });
  return { filename: `${fileSlug(snapshot.project.name)}_${snapshot.phase}_report_${format}.pdf`, pdf };
}
