import type { Logger } from 'pino';
import type { Page } from 'playwright-core';
import { PRINT_BRIDGE, PRINT_ENTRY_PATH } from '../../../common/print-bridge.ts';
import { createPagePool, type PagePool } from '../../browser/page-pool.ts';
import type { Config } from '../../config.ts';
import { Gauge } from 'prom-client';
import { registry } from '../../observability/metrics.ts';
import { AppError } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { fileSlug } from '../../csv.ts';
import { type AccessClaims, signAccessToken } from '../auth/tokens.ts';
import { createPdfQueue } from './pdf-queue.ts';
import { getReport } from './reports.service.ts';

// The PDF of a saved report is printed by headless Chromium from the same React pages the browser shows,
// so the paper and the screen have one source of truth. The renderer keeps pages open on the client's
// light print entry (client/print.html: the report pages only) and prints one report after another
// through its bridge (common/print-bridge.ts): the page fetches the report through GraphQL with a
// short-lived token of the requesting viewer's own session, shows it, and is cleared after the PDF.

export const PDF_FORMATS = ['A4', 'Letter'] as const;
export type PdfFormat = (typeof PDF_FORMATS)[number];

/**
 * Renders at most this many PDFs at once (each page takes ~50–100 MB in the shared Chromium). A render is
 * CPU in Chromium's renderer and browser processes: two at once keep two cores busy, more only thrash.
 */
const MAX_CONCURRENT = 2;
/** Requests waiting beyond this are refused at once ("busy") rather than queued for minutes. */
const MAX_WAITING = 6;
/** Requests of one organization waiting beyond this are refused: others get their turn (pdf-queue.ts). */
const MAX_WAITING_PER_ORGANIZATION = 2;
/** A report that is not ready to print by then is given up (the page is replaced). */
const RENDER_TIMEOUT_MS = 30_000;
/** A pooled page is loaded afresh after this many PDFs, so that nothing a long-lived page gathers grows without end. */
const RENDERS_PER_PAGE_LOAD = 100;

/** The print entry with no report, on this server (the client is served on the same origin). */
const entryUrl = (port: number) => `http://127.0.0.1:${port}${PRINT_ENTRY_PATH}`;
const bridgeCall = (call: string) => `window[${JSON.stringify(PRINT_BRIDGE)}].${call}`;
const rendersOf = new WeakMap<Page, number>();

/** Opens the print entry in a pooled page and checks that its bridge is there. */
async function openEntry(page: Page, port: number): Promise<void> {
  const response = await page.goto(entryUrl(port), { waitUntil: 'load' });
  // A missing print page (no client build) says so at once, rather than leaving the request waiting.
  if (!response?.ok()) throw new Error(`the print page answered ${response?.status() ?? 'nothing'}`);
  await page.waitForFunction(`typeof ${bridgeCall('render')} === 'function'`, undefined, { timeout: RENDER_TIMEOUT_MS });
  rendersOf.set(page, 0);
}

/** After a PDF: the report is taken off the page (or the page loaded afresh now and then). */
async function clearEntry(page: Page, port: number): Promise<void> {
  const renders = (rendersOf.get(page) ?? 0) + 1;
  if (renders >= RENDERS_PER_PAGE_LOAD) return openEntry(page, port);
  rendersOf.set(page, renders);
  await page.evaluate(bridgeCall('clear()'));
}

/**
 * One warm headless Chromium for the process with a page per concurrent render (server/browser/page-pool.ts),
 * each kept on the print entry; made on the first PDF or ahead of it by `warmReportRenderer` (at start),
 * relaunched if it dies, closed with the app.
 */
let pool: PagePool | null = null;

function pagePool(config: Pick<Config, 'chromiumPath' | 'port'>): PagePool {
  pool ??= createPagePool({
    size: MAX_CONCURRENT,
    chromiumPath: config.chromiumPath,
    prepare: (page) => openEntry(page, config.port),
    reset: (page) => clearEntry(page, config.port),
    // The first PDF a page prints sets up Chromium's printing in that page's renderer (measured: the
    // second pooled page's first PDF took twice as long as later ones); an empty print pays it at start.
    rehearse: async (page) => {
      await page.pdf({ format: 'A4', printBackground: true });
    },
  });
  return pool;
}

/**
 * Launches Chromium and opens the print entry in every pooled page, so the first PDF does not pay for it.
 * Failures are only logged: a render tries again.
 */
export async function warmReportRenderer(config: Pick<Config, 'chromiumPath' | 'port'>, log: Logger): Promise<void> {
  await pagePool(config)
    .warm()
    .catch((error: unknown) => log.warn({ err: error }, 'the PDF renderer could not be warmed'));
}

/** Closes the shared Chromium (app shutdown). */
export async function closeReportRenderer(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/** `work`, or a rejection once `ms` have passed. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const queue = createPdfQueue({ concurrent: MAX_CONCURRENT, waitingPerOrganization: MAX_WAITING_PER_ORGANIZATION, waitingTotal: MAX_WAITING });

new Gauge({
  name: 'fel_pdf_queue_waiting',
  help: 'PDF requests waiting for a rendering slot',
  registers: [registry],
  collect() {
    this.set(queue.waiting);
  },
});
new Gauge({
  name: 'fel_pdf_rendering',
  help: 'PDFs being rendered now',
  registers: [registry],
  collect() {
    this.set(queue.running);
  },
});

/** The PDF of a saved report the viewer may see, in A4 or Letter. */
export async function renderReportPdf(ctx: ServiceCtx, reportKey: unknown, format: PdfFormat): Promise<{ filename: string; pdf: Buffer }> {
  const viewer = requireViewer(ctx.viewer);
  const { snapshot, row } = await getReport.execute(ctx, { key: reportKey });
  if (!row) throw new AppError('NOT_FOUND', 'Report not found');
  const pdf = await queue.run(viewer.activeOrganizationId, async () => {
    // Minted when the render starts, so a request that waited does not hand Chromium an older token. An API
    // token has no session: its print page gets a short-lived token naming the API token, checked like it.
    const claims: AccessClaims = viewer.apiToken
      ? { userId: viewer.userId, sessionId: null, scope: 'api-token', tokenId: viewer.apiToken.id }
      : { userId: viewer.userId, sessionId: viewer.sessionId, scope: 'full' };
    const token = await signAccessToken(ctx.config.jwtSecret, claims, ctx.now());
    return pagePool(ctx.config).use(async (page) => {
      const outcome = await within(RENDER_TIMEOUT_MS, 'showing the report', page.evaluate(bridgeCall(`render(${JSON.stringify(row.id)}, ${JSON.stringify(token)})`)));
      if (outcome !== null) throw new Error(`the print page could not show the report: ${String(outcome)}`);
      return await page.pdf({ format, printBackground: true });
    });
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'report PDF rendering failed');
    throw new AppError('UNAVAILABLE', 'The PDF could not be made. Try again, or print the report from your browser.');
  });
  return { filename: `${fileSlug(snapshot.project.name)}_${snapshot.phase}_report_${format}.pdf`, pdf };
}
