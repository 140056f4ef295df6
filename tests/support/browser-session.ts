import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { REFRESH_COOKIE } from '../../server/modules/auth/tokens.ts';
import type { UserRow } from '../../server/modules/users/users.queries.ts';
import type { ApiClient } from './api-client.ts';
import { newPage } from './browser.ts';
import type { TestUser } from './factories.ts';
import { openSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/** Hands a browser context a session's refresh cookie: the app's start-up refresh (spec §2) then opens it. */
async function giveRefreshCookie(context: BrowserContext, app: TestApp, refreshToken: string): Promise<void> {
  await context.addCookies([{ name: REFRESH_COOKIE, value: refreshToken, url: app.baseUrl, httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * A browser context already signed in as the user, without driving the sign-in screens: the user signs
 * in over the API (with its emailed second factor when it needs one) and the browser gets the refresh
 * cookie, so the app's start-up refresh opens the session. The sign-in screens have their own tests.
 */
export async function signedInPage(
  app: TestApp,
  browser: Browser,
  user: TestUser,
): Promise<{ context: BrowserContext; page: Page; api: ApiClient }> {
  const api = await signIn(app, user);
  const refresh = api.cookie(REFRESH_COOKIE);
  if (!refresh) throw new Error('no refresh cookie after sign-in');
  const { context, page } = await newPage(browser, app.baseUrl);
  await giveRefreshCookie(context, app, refresh);
  return { context, page, api };
}

/** Signs a user in inside an existing browser context with a session opened directly in the database. */
export async function signInBrowser(app: TestApp, context: BrowserContext, user: UserRow): Promise<void> {
  const { refreshToken } = await openSession(app, user);
  await giveRefreshCookie(context, app, refreshToken);
}

/** The text of a download started by `action`. */
export async function downloadedText(page: Page, action: () => Promise<void>): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return { filename: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** A calendar date (YYYY-MM-DD, UTC, as licence dates are kept) some days from today. */
export function isoDayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The GraphQL operation name of an intercepted /graphql request body, or null: the operationName field
 * (Apollo sends it), else the name in the query text (the session calls post only the query).
 */
export function operationName(postData: string | null): string | null {
  if (!postData) return null;
  let body: unknown;
  try {
    body = JSON.parse(postData);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  if ('operationName' in body && typeof body.operationName === 'string') return body.operationName;
  const query = 'query' in body && typeof body.query === 'string' ? body.query : '';
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
}

/** Sends the /graphql requests of one operation to a handler; every other request goes on to the server. */
export async function routeOperation(page: Page, name: string, handle: (route: Route) => Promise<void>): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request().postData()) === name) await handle(route);
    else await route.fallback();
  });
}
