import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPagePool, type PagePool } from '../../../server/browser/page-pool.ts';

// The PDF renderer's page pool in a real Chromium: warming opens every page and rehearses the work once in
// each, so the first real PDF of each page is as fast as later ones; pages opened on demand are not rehearsed.

const pools: PagePool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

function poolOf(size: number) {
  const rehearsed: Page[] = [];
  const prepared: Page[] = [];
  const pool = createPagePool({
    size,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    prepare: async (page) => {
      prepared.push(page);
      await page.setContent('<p>ready</p>');
    },
    rehearse: async (page) => {
      rehearsed.push(page);
      await page.pdf({ format: 'A4' });
    },
  });
  pools.push(pool);
  return { pool, rehearsed, prepared };
}

describe('page pool', () => {
  it('warm opens every page and rehearses each once; the pages then serve the work', async () => {
    const { pool, rehearsed, prepared } = poolOf(2);
    await pool.warm();
    expect(prepared).toHaveLength(2);
    expect(new Set(rehearsed)).toEqual(new Set(prepared));
    const served = await Promise.all([1, 2].map(() => pool.use(async (page) => page)));
    expect(new Set(served)).toEqual(new Set(prepared));
    await pool.warm();
    expect(rehearsed).toHaveLength(2);
  });

  it('a page opened on demand is prepared but not rehearsed; a failed work replaces its page', async () => {
    const { pool, rehearsed, prepared } = poolOf(1);
    const text = await pool.use(async (page) => page.textContent('p'));
    expect(text).toBe('ready');
    expect(rehearsed).toHaveLength(0);
    await expect(pool.use(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await pool.use(async () => undefined);
    expect(prepared).toHaveLength(2);
  });

  it('warm after a page has worked opens and rehearses only the pages not open yet', async () => {
    const { pool, rehearsed, prepared } = poolOf(2);
    const first = await pool.use(async (page) => page);
    await pool.warm();
    expect(prepared).toHaveLength(2);
    expect(rehearsed).toHaveLength(1);
    expect(rehearsed[0]).not.toBe(first);
  });
});
