import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_APP_SETTINGS, STORAGE_KEYS, type AppSettings } from '@console/shared';
import { authorization, startWithLocale, type UiLocale } from './auth';
import { test } from './test';
import type { AccountName } from './accounts';

/** Stores an account's settings on the server: the defaults with `changes` applied. */
export async function saveServerSettings(
  page: Page | APIRequestContext,
  account: AccountName,
  changes: Partial<AppSettings> = {},
): Promise<void> {
  const request = 'request' in page ? page.request : page;
  const response = await request.put('/member-api/api/user/settings', {
    headers: authorization(account),
    data: { ...DEFAULT_APP_SETTINGS, ...changes },
  });
  expect(response.ok()).toBe(true);
}

/** The settings the server holds for an account. */
export async function serverSettings(page: Page, account: AccountName): Promise<AppSettings> {
  const response = await page.request.get('/member-api/api/user/settings', { headers: authorization(account) });
  return ((await response.json()) as { data: AppSettings }).data;
}

/**
 * Starts the app with these settings in this browser and on the account: the server copy is applied
 * at sign-in, so both must agree for a test to know what it gets.
 */
export async function startWithSettings(
  page: Page,
  account: AccountName,
  changes: Partial<AppSettings>,
): Promise<void> {
  await saveServerSettings(page, account, changes);
  await page.addInitScript(
    ([key, state]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
    },
    [STORAGE_KEYS.settings, { ...DEFAULT_APP_SETTINGS, ...changes }] as const,
  );
}

/** Registers an `afterEach` that puts these accounts' server-saved settings back to the defaults. */
export function resetServerSettingsAfterEach(accounts: readonly AccountName[]): void {
  test.afterEach(async ({ request }) => {
    for (const account of accounts) await saveServerSettings(request, account);
  });
}

/**
 * Hooks for a describe block whose tests sign in as admin: each test starts in `locale`, and the
 * admin's server-saved settings, which the tests may change, go back to the defaults after each test.
 */
export function useLocaleAndResetAdminSettings(locale: UiLocale): void {
  test.beforeEach(async ({ page }) => {
    await startWithLocale(page, locale);
  });
  resetServerSettingsAfterEach(['admin']);
}
