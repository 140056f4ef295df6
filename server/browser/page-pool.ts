import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * One headless Chromium for the process and a pool of pages kept open in it, so a render pays neither a
 * browser launch nor a new page nor, when `prepare` opens the page where the work happens, a navigation:
 * each slot has its own context (its own cookies and cache). `prepare` runs once per new page, `reset`
 * after each use so that nothing of one render stays on the page (default: about:blank). A slot whose
 * work or reset failed is closed and made again; the browser is relaunched if it dies.
 */
export type PagePool = {
  /** Runs `work` on a free page (waiting for one); the page is reset after, or replaced if `work` failed. */
  use<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /** Launches the browser and opens (and prepares, then rehearses) every page now; failures are thrown. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

type Slot = { context: BrowserContext; page: Page };

export type PagePoolOptions = {
  size: number;
  chromiumPath: string;
  prepare?: (page: Page) => Promise<void>;
  reset?: (page: Page) => Promise<void>;
  /** Run once on each page `warm` opens (not on pages opened on demand): a dry run of the work, so the first real one is warm too. */
  rehearse?: (page: Page) => Promise<void>;
};

const blank = async (page: Page) => {
  await page.goto('about:blank');
};

export function createPagePool(options: PagePoolOptions): PagePool {
  const reset = options.reset ?? blank;
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
    try {
      const page = await context.newPage();
      await options.prepare?.(page);
      return { context, page };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** A free slot: an idle one, a new one while fewer than `size` are open, or the next one released. */
  async function acquire(): Promise<Slot> {
    const free = idle.pop();
    if (free) return free;
    if (open < options.size) {
      open++;
      return newSlot().catch((error: unknown) => {
        release(null);
        throw error;
      });
    }
    const handed = await new Promise<Slot | null>((resolve) => waiting.push(resolve));
    return handed ?? acquire();
  }

  /** Hands a slot to the next waiter (or back to the idle list); `null`: the slot is gone, a waiter opens one. */
  function release(slot: Slot | null) {
    if (!slot) open = Math.max(0, open - 1);
    const next = waiting.shift();
    if (next) next(slot);
    else if (slot) idle.push(slot);
  }

  async function discard(slot: Slot) {
    await slot.context.close().catch(() => undefined);
    release(null);
  }

  return {
    async use(work) {
      const slot = await acquire();
      let result;
      try {
        result = await work(slot.page);
      } catch (error) {
        await discard(slot);
        throw error;
      }
      try {
        await reset(slot.page);
        release(slot);
      } catch {
        await discard(slot);
      }
      return result;
    },
    async warm() {
      // Only the pages not open yet (`open` counts idle and busy ones): those already open have worked.
      const missing = Math.max(0, options.size - open);
      open += missing;
      const made = await Promise.allSettled(Array.from({ length: missing }, () => newSlot()));
      const slots = made.flatMap((m) => (m.status === 'fulfilled' ? [m.value] : []));
      const failures = made.flatMap((m) => (m.status === 'rejected' ? [m.reason as unknown] : []));
      failures.forEach(() => release(null));
      try {
        if (failures.length > 0) throw failures[0];
        await Promise.all(slots.map((slot) => options.rehearse?.(slot.page)));
      } finally {
        slots.forEach(release);
      }
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
