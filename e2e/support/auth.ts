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

let tokens: Record<AccountName, string> | undefined;

/**
 * The session of a demo account that the global set-up signed in (support/global-setup.ts): valid
 * on every spec file's console. A test that ends sessions or switches a session's role uses
 * `newSession` instead, so the tests after it in its file keep theirs.
 */
export function tokenOf(account: AccountName): string {
  tokens ??= JSON.parse(process.env.E2E_TOKENS ?? 'null') as Record<AccountName, string> | undefined;
  if (!tokens) throw new Error('E2E_TOKENS is not set: run the browser suite through playwright.config.ts');
  return tokens[account];
}

/** The Authorization header of a demo account's session. */
export const authorization = (account: AccountName) => ({ Authorization: `Bearer ${tokenOf(account)}` });

/** Signs a demo account in through the API: a session of its own. */
export async function newSession(page: Page, account: AccountName): Promise<string> {
  const response = await page.request.post('/member-api/member/web/cacheLogin', { data: ACCOUNTS[account] });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: string };
  expect(body.code).toBe(20000);
  return body.data;
}

/**
 * Opens `path` signed in without the login form: stores the account's session (or `session`) in the
 * browser from a tiny file of the same origin, so the app boots once, on `path`. Use the login form
 * itself only in the specs that test it.
 */
export async function loginAs(
  page: Page,
  account: AccountName,
  path = '/',
  { session }: { session?: string } = {},
): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), session ?? tokenOf(account));
  await page.goto(path);
}

/** Signs in through the login form (the page must show it). */
export async function submitLogin(page: Page, account: AccountName): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.locator('input#username_input').first().fill(username);
  await page.locator('input#password_input').first().fill(password);
  await page.locator('form button[type="submit"]').click();
}
