import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../server/browser/chromium.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Debian's Chromium (or CHROMIUM_PATH) where installed, else the npm-shipped one (server/browser/chromium.ts). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(await chromiumLaunchOptions(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));
}

/** A fresh browser context (own cookies) whose requests carry their own client address. */
export async function newPage(browser: Browser, baseUrl: string, ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  return { context, page };
}

export type BrowserApp = { app: TestApp; browser: Browser };

/** The real server serving the built client, and Chromium: one of each per browser test file. */
export async function startBrowserApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<BrowserApp> {
  const [app, browser] = await Promise.all([startTestApp({ ...options, serveClient: true }), launchBrowser()]);
  return { app, browser };
}

/** Closes what startBrowserApp opened (either may be missing when the start failed). */
export async function stopBrowserApp(env: { app?: TestApp; browser?: Browser }): Promise<void> {
  await env.browser?.close();
  await env.app?.close();
}
