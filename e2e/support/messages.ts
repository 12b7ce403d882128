import type { Page } from '@playwright/test';
import type { MessageItem, MessageType } from '@console/shared';
import { authorization } from './auth';
import type { AccountName } from './accounts';

/** The account's messages as the server holds them, in English like the box in the tests. */
export async function messagesOf(page: Page, account: AccountName): Promise<MessageItem[]> {
  const response = await page.request.get('/member-api/api/message/list', {
    headers: { ...authorization(account), 'Accept-Language': 'en-US' },
  });
  return ((await response.json()) as { data: MessageItem[] }).data;
}

/** The unread ones among `items`, of one type or of all. */
export function unread(items: MessageItem[], type?: MessageType): MessageItem[] {
  return items.filter((m) => m.status === 0 && (type === undefined || m.type === type));
}
