import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Flags for headless Chromium on a closed network (STACK.md: without them it floods it with refused connections). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Pooled pages are never in front: without these, Chromium slows their timers and animation frames.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/**
 * The packaged Chromium's defaults are made for one page per short-lived serverless process: in one process,
 * closing a browser context ends the whole browser, and web security off. Pooled pages and test contexts need
 * neither.
 */
const UNWANTED_PACKAGED_FLAGS = new Set(['--single-process', '--no-zygote', '--disable-web-security', '--allow-running-insecure-content']);

/**
 * How to launch Chromium for the server's PDFs and the browser tests: the installed one at `preferredPath`
 * (Debian's /usr/bin/chromium, the faster choice) when it exists, otherwise the headless Chromium shipped
 * as the npm package @sparticuz/chromium, unpacked to the temporary folder on first use (~2–3 s), so a
 * machine with nothing but Node can make PDFs and run the tests.
 */
export async function chromiumLaunchOptions(preferredPath: string): Promise<LaunchOptions> {
  if (existsSync(preferredPath)) return { executablePath: preferredPath, headless: true, args: FLAGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  const args = packaged.args.filter((arg) => !UNWANTED_PACKAGED_FLAGS.has(arg));
  return { executablePath: await packaged.executablePath(), headless: true, args: [...args, ...FLAGS] };
}
