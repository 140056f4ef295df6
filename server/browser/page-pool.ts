import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * One headless Chromium for the process and a pool of pages kept open in it, so a render pays neither a
 * browser launch nor a new page: each slot has its own context (its own cookies and cache; the print
 * entry's scripts stay cached between renders). A render sets its own headers, and the page is blanked
 * afterwards, so nothing of one viewer's report stays on the page. A slot whose render failed is closed
 * and made again; the browser is relaunched if it dies.
 */
export type PagePool = {
  /** Runs `work` on a free page (waiting for one); the page is blanked after, or replaced if `work` failed. */
  use<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /** Launches the browser and opens every page now, and runs `prime` on each (e.g. loads the print entry). */
  warm(prime: (page: Page) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

type Slot = { context: BrowserContext; page: Page };

export function createPagePool(options: { size: number; chromiumPath: string }): PagePool {
  let browser: Promise<Browser> | null = null;
  const idle: Slot[] = [];
  const waiting: ((slot: Slot | null) => void)[] = [];
  let open = 0;

  function launch(): Promise<Browser> {
    browser ??= Promise.all([import('playwright-core'), chromiumLaunchOptions(options.chromiumPath)])
      .then(([{ chromium }, launchOptions]) => chromium.launch(launchOptions))
      .then((launched) => {
        launched.on('disconnected', () => {
          browser = null;
          idle.length = 0;
          open = 0;
        });
        return launched;
      })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  }

  async function newSlot(): Promise<Slot> {
    const context = await (await launch()).newContext();
    return { context, page: await context.newPage() };
  }

  /** A free slot: an idle one, a new one while fewer than `size` are open, or the next one released. */
  async function acquire(): Promise<Slot> {
    const free = idle.pop();
    if (free) return free;
    if (open < options.size) {
      open++;
      return newSlot().catch((error: unknown) => {
        open--;
        throw error;
      });
    }
    const handed = await new Promise<Slot | null>((resolve) => waiting.push(resolve));
    return handed ?? acquire();
  }

  function release(slot: Slot | null) {
    if (!slot) open = Math.max(0, open - 1);
    const next = waiting.shift();
    if (next) next(slot);
    else if (slot) idle.push(slot);
  }

  return {
    async use(work) {
      const slot = await acquire();
      try {
        const result = await work(slot.page);
        await slot.page.goto('about:blank');
        await slot.page.setExtraHTTPHeaders({});
        release(slot);
        return result;
      } catch (error) {
        await slot.context.close().catch(() => undefined);
        release(null);
        throw error;
      }
    },
    async warm(prime) {
      const slots = await Promise.all(Array.from({ length: Math.max(0, options.size - open - idle.length) }, () => acquire()));
      await Promise.all(
        slots.map(async (slot) => {
          try {
            await prime(slot.page);
            await slot.page.goto('about:blank');
            release(slot);
          } catch {
            await slot.context.close().catch(() => undefined);
            release(null);
          }
        }),
      );
    },
    async close() {
      const launched = browser;
      browser = null;
      idle.length = 0;
      open = 0;
      if (launched) await (await launched).close().catch(() => undefined);
    },
  };
}
