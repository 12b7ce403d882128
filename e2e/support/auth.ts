/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

export type UiLocale = 'zh-CN' | 'en-US';

/** Sets the UI locale before the app boots (it reads `arco-locale` at start-up). */
export async function startWithLocale(page: Page, locale: UiLocale): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', value);
  }, locale);
}

/** Asks the server for a session token of a demo account. */
export async function fetchToken(page: Page, account: AccountName): Promise<string> {
  const response = await page.request.post('/member-api/member/web/cacheLogin', { data: ACCOUNTS[account] });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: string };
  expect(body.code).toBe(20000);
  return body.data;
}

/**
 * Signs in without the login form: stores a real session token, then opens `path`.
 * Use the login form itself only in the specs that test it.
 */
export async function loginAs(page: Page, account: AccountName, path = '/'): Promise<void> {
  const token = await fetchToken(page, account);
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

/** Signs in through the login form (the page must show it). */
export async function submitLogin(page: Page, account: AccountName): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.locator('input#username_input').first().fill(username);
  await page.locator('input#password_input').first().fill(password);
  await page.locator('form button[type="submit"]').click();
}
