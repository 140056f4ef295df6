import type { BrowserContext, Page } from 'playwright-core';
import { REFRESH_COOKIE } from '../../server/modules/auth/tokens.ts';
import type { UserRow } from '../../server/modules/users/users.queries.ts';
import { openSession } from './sessions.ts';
import type { TestApp } from './test-app.ts';

/**
 * Signs a user in inside a browser context by giving it a session's refresh cookie: the app's start-up
 * refresh (spec §2) then loads the user. The sign-in screens themselves are tested in tests/e2e/auth.
 */
export async function signInBrowser(app: TestApp, context: BrowserContext, user: UserRow): Promise<void> {
  const { refreshToken } = await openSession(app, user);
  await context.addCookies([{ name: REFRESH_COOKIE, value: refreshToken, url: app.baseUrl, httpOnly: true, sameSite: 'Strict' }]);
}

/** The text of a download started by `action`. */
export async function downloadedText(page: Page, action: () => Promise<void>): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return { filename: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
