import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element has the focus now. */
export async function hasFocus(page: Page, target: Locator): Promise<boolean> {
  return (await target.and(page.locator(':focus')).count()) === 1;
}

/**
 * Presses Tab (or Shift+Tab, going back) until the element has the focus: the keyboard user's way to
 * reach a control. Fails after 60 presses.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await hasFocus(page, target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`never reached by ${key}`);
}

/** Waits until the element has the focus (a dialog or menu moved it there). */
export async function expectFocus(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => hasFocus(page, target)).toBe(true);
}

/** Signs in on /sign-in from the keyboard only: Tab to each field, type, Enter. */
export async function signInByKeyboard(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
}
