import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import type { TestUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A fresh browser page signed in through the sign-in screen as a client user (no second factor). */
export async function signedInPage(browser: Browser, app: TestApp, user: TestUser): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage(browser, app.baseUrl);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/dashboard');
  return { page, context };
}
