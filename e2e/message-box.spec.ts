import { expect, test, type Page } from './support/test';
import { API_BASE, type MessageItem, type MessageType } from '@console/shared';
import { liveApi } from '@console/shared/live/contract';
import { loginAs, startWithLocale } from './support/auth';

import type { AccountName } from './support/accounts';
import { messagesOf, unread } from './support/messages';

const TAB_LABEL: Record<MessageType, string> = { message: 'Message', notice: 'Notice', todo: 'Todo' };

/** The tab title the box shows for a type: its label plus the unread count when there is any. */
function tabTitle(items: MessageItem[], type: MessageType): string {
  const count = unread(items, type).length;
  return count > 0 ? `${TAB_LABEL[type]} (${count})` : TAB_LABEL[type];
}

function box(page: Page) {
  return page.locator('.arco-popover-content');
}

async function openBox(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(box(page).getByRole('tab').first()).toBeVisible();
}

async function expectTabTitles(page: Page, items: MessageItem[]) {
  await expect(box(page).getByRole('tab')).toHaveText(
    (['message', 'notice', 'todo'] as const).map((type) => tabTitle(items, type)),
  );
}

async function start(page: Page, account: AccountName) {
  await startWithLocale(page, 'en-US');
  await loginAs(page, account, '/exception/404');
}

test.describe('message box', () => {
  test('the badge and the tabs count the unread items the server holds, in English; its live stream goes out at low priority', async ({
    page,
  }) => {
    // The priority the browser gave the live stream's request, as DevTools and Lighthouse see it: a
    // page counts as loaded while the stream stays open (docs/decisions/032-live-stream-priority.md).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await start(page, 'admin');
    const items = await messagesOf(page, 'admin');
    await expect(page.getByRole('button', { name: `Notifications, ${unread(items).length} unread` })).toBeVisible();
    await expect.poll(() => priorities.get(`${API_BASE}${liveApi.stream.path}`)).toBe('Low');
    // The page's own data keeps the browser's default.
    expect(priorities.get(`${API_BASE}/member/info`)).toBe('High');

    await openBox(page);
    await expectTabTitles(page, items);
    await expect(box(page).getByRole('listitem')).toHaveCount(items.filter((m) => m.type === 'message').length);
    for (const type of ['message', 'notice', 'todo'] as const) {
      await box(page)
        .getByRole('tab', { name: new RegExp(`^${TAB_LABEL[type]}`) })
        .click();
      const listed = box(page).getByRole('listitem');
      await expect(listed.first()).toBeVisible();
      expect((await listed.allTextContents()).filter((text) => /\p{Script=Han}/u.test(text))).toEqual([]);
      if (type !== 'notice') continue;
      const notice = items.find((m) => m.type === 'notice' && m.messageType !== undefined);
      if (notice) await expect(box(page).getByText(notice.title)).toBeVisible();
      await expect(
        box(page)
          .getByText(/Not started|Opened|In progress|About to expire/)
          .first(),
      ).toBeVisible();
    }
  });

  test('clicking an unread message marks it read, and it stays read after a reload', async ({ page }) => {
    await start(page, 'admin');
    const before = await messagesOf(page, 'admin');
    const [target] = unread(before, 'message');
    if (!target) throw new Error('the demo seed holds unread messages for admin');
    await openBox(page);
    await box(page)
      .getByRole('button', { name: new RegExp(target.title) })
      .click();

    const after = before.map((m) => (m.id === target.id ? { ...m, status: 1 as const } : m));
    await expectTabTitles(page, after);
    expect((await messagesOf(page, 'admin')).find((m) => m.id === target.id)?.status).toBe(1);

    await page.reload();
    await openBox(page);
    await expectTabTitles(page, after);
  });

  test('all read marks every item of the current tab only', async ({ page }) => {
    await start(page, 'admin');
    const before = await messagesOf(page, 'admin');
    await openBox(page);
    await box(page).getByRole('tab', { name: /^Todo/ }).click();
    await box(page).getByRole('button', { name: 'Mark all to-dos as read' }).click();

    const after = before.map((m) => (m.type === 'todo' ? { ...m, status: 1 as const } : m));
    await expectTabTitles(page, after);
    await expect(box(page).getByRole('button', { name: 'Mark all to-dos as read' })).toBeDisabled();

    await page.reload();
    await openBox(page);
    await expectTabTitles(page, after);
    expect(unread(await messagesOf(page, 'admin'), 'todo')).toEqual([]);
  });

  test('a user sees only their own messages and no role switch', async ({ page }) => {
    await start(page, 'user');
    const own = await messagesOf(page, 'user');
    const admins = await messagesOf(page, 'admin');
    expect(own.map((m) => m.id).filter((id) => admins.some((a) => a.id === id))).toEqual([]);

    await openBox(page);
    await expectTabTitles(page, own);
    await expect(box(page).getByRole('listitem')).toHaveCount(own.filter((m) => m.type === 'message').length);
    await expect(box(page).getByRole('button', { name: /switch to/i })).toHaveCount(0);
  });

  test('an account with two roles can switch role from the box', async ({ page }) => {
    await start(page, 'admin');
    await openBox(page);
    await box(page).getByRole('button', { name: 'Switch to User' }).click();
    await expect(page.getByText('You now act as User')).toBeVisible();
    await expect(box(page).getByRole('button', { name: 'Switch to Administrator' })).toBeVisible();
    await box(page).getByRole('button', { name: 'Switch to Administrator' }).click();
    await expect(page.getByText('You now act as Administrator')).toBeVisible();
  });

  test('the box speaks Chinese in the zh-CN locale', async ({ page }) => {
    await startWithLocale(page, 'zh-CN');
    await loginAs(page, 'user', '/exception/404');
    await page.getByRole('button', { name: /^消息通知/ }).click();
    await expect(box(page).getByRole('tab', { name: /^通知/ })).toBeVisible();
    await expect(box(page).getByRole('button', { name: '消息全部已读' })).toBeVisible();
  });
});
