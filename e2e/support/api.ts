import { expect, type Page } from '@playwright/test';
import { DEFAULT_APP_SETTINGS, type AppSettings } from '@console/shared';
import type { AccountName } from './accounts';
import { authorization } from './auth';

/** Calls the API as a demo account and answers the envelope's `data` (the call must succeed). */
export async function apiAs<T>(
  page: Page,
  account: AccountName,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/member-api${path}`, {
    method,
    headers: { ...authorization(account), 'Accept-Language': 'en-US' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Starts the admin's step form afresh: an empty draft at step 1. */
export async function resetChannelFormDraft(page: Page): Promise<void> {
  await apiAs(page, 'admin', 'PUT', '/api/channel-form/draft', { step: 1, data: {} });
}

/** Creates an online policy as the admin (an entry in the audit log); its id and version. */
export const createPolicy = (page: Page, name: string) =>
  apiAs<{ id: number; version: number }>(page, 'admin', 'POST', '/api/list/policy', {
    name,
    contentType: 'img',
    filterType: 'rules',
    count: 7,
    status: 'online',
  });

/** The first password `temporaryPasswordSession` gives an account. */
export const TEMPORARY_PASSWORD = 'First-Pass1';

/**
 * A new account that the admin creates with a first password, signed in through the API with it: its
 * session, held on the password change until it chooses its own (its settings saved with `settings`).
 */
export async function temporaryPasswordSession(
  page: Page,
  username: string,
  settings: Partial<AppSettings> = {},
  roles: readonly string[] = ['user'],
): Promise<string> {
  const password = TEMPORARY_PASSWORD;
  await apiAs(page, 'admin', 'POST', '/api/admin/accounts', {
    username,
    name: username,
    email: '',
    roles,
    password,
  });
  const login = await page.request.post('/member-api/member/web/cacheLogin', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { data: token } = (await login.json()) as { data: string };
  const saved = await page.request.put('/member-api/api/user/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...DEFAULT_APP_SETTINGS, ...settings },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return token;
}
