import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { ApiClient } from './api-client.ts';
import { newPage } from './browser.ts';
import type { TestUser } from './factories.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

const REFRESH_COOKIE = 'fel_refresh';

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
  await context.addCookies([{ name: REFRESH_COOKIE, value: refresh, url: app.baseUrl, httpOnly: true, sameSite: 'Strict' }]);
  return { context, page, api };
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
