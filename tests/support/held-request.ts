import type { Page, Route } from 'playwright-core';
import { operationName } from './browser-session.ts';

// Loading states, seen as a user sees them: the real request is held in flight (not answered by the test)
// until the test has looked at the screen, then it goes on to the server and the real answer arrives.

/** A request held in flight: `arrived` resolves once the browser has sent it; `release` lets it go on to the server. */
export type HeldRequest = { arrived: Promise<void>; release(): void };

/** Holds the first request to `url` that `match` accepts; every other request (and later ones) goes straight on. */
export async function holdRequest(page: Page, url: string, match: (route: Route) => boolean = () => true): Promise<HeldRequest> {
  let release = () => {};
  let arrive = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = false;
  await page.route(url, async (route) => {
    if (held || !match(route)) return route.fallback();
    held = true;
    arrive();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

/** Holds the first /graphql request of one operation (by its operation name). */
export const holdOperation = (page: Page, name: string): Promise<HeldRequest> =>
  holdRequest(page, '**/graphql', (route) => operationName(route.request().postData()) === name);
