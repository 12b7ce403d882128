import { expect, type Page } from '@playwright/test';
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
