import { expect, test, type Browser, type Page } from './support/test';
import { loginAs, newSession, startWithLocale, type UiLocale } from './support/auth';
import { siderMenu, toast, topLevelMenuLabels } from './support/shell';
import { saveServerSettings } from './support/user-settings';

/**
 * The menu manager (`/admin/menu`): an administrator's order, names and hidden entry are what the
 * next sign-in's menu shows, in both languages, from the route table (en-US here) or from the
 * server (zh-CN here); a hidden page still opens. The API's rules, 409, audit and role filtering
 * are the server's tests (modules/menu/menu.test.ts), the layout's arithmetic the shared ones.
 */
const PATH = '/admin/menu';

/** The entries of a sider group, in order, once it is opened. */
async function groupEntries(page: Page, group: string): Promise<string[]> {
  const menu = siderMenu(page);
  const submenu = menu.locator('.arco-menu-inline').filter({ has: page.getByText(group, { exact: true }) });
  const header = submenu.locator('.arco-menu-inline-header');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const items = submenu.locator('.arco-menu-inline-content').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((text) => text.trim());
}

/** A fresh sign-in of the admin in a browser of its own, in `locale`. */
async function freshAdmin(browser: Browser, locale: UiLocale): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startWithLocale(page, locale);
  await loginAs(page, 'admin', '/exception/404', { session: await newSession(page, 'admin') });
  await expect(siderMenu(page)).toBeVisible();
  return page;
}

test.afterAll(async ({ request }) => saveServerSettings(request, 'admin'));

test('an administrator’s menu is everyone’s next menu, in both languages; a hidden page still opens', async ({
  page,
  browser,
}) => {
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', PATH);
  await expect(page.getByText('Hiding never changes who may open a page')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  // The list group moves above visualization, its card list above the search table, renamed.
  await page.getByRole('button', { name: 'Move “List” up' }).click();
  await page.getByRole('button', { name: 'Move “Card List” up' }).click();
  await page.getByRole('textbox', { name: 'Name of “Card List” in English' }).fill('Card Wall');
  await page.getByRole('textbox', { name: 'Name of “Card List” in Chinese' }).fill('卡片墙');
  await page.getByRole('switch', { name: 'Show “Real Time Monitor” in the menu' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/menu-layout') && r.request().method() === 'PUT',
  );
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, 'Menu saved')).toBeVisible();
  await expect(page.getByText(/Last saved by admin/)).toBeVisible();
  // This session's menu follows at once.
  expect(await groupEntries(page, 'List')).toEqual(['Card Wall', 'Search Table']);

  // A fresh sign-in in English draws the route table's menu arranged by the layout.
  const english = await freshAdmin(browser, 'en-US');
  const topLevel = await topLevelMenuLabels(siderMenu(english));
  expect(topLevel.indexOf('List')).toBe(topLevel.indexOf('Data Visualization') - 1);
  expect(await groupEntries(english, 'List')).toEqual(['Card Wall', 'Search Table']);
  expect(await groupEntries(english, 'Dashboard')).toEqual(['Workplace', 'AI Assistant']);
  // Hidden from the menu, not closed: its address opens it.
  await english.goto('/dashboard/monitor');
  await expect(english).toHaveTitle(/^Real Time Monitor/);
  await expect(english.getByRole('heading', { name: 'Whoops, this page is gone.' })).toHaveCount(0);
  await english.context().close();

  // A fresh sign-in in Chinese, with the server's menu: the same order, the Chinese names.
  await saveServerSettings(page, 'admin', { menuFromServer: true });
  const chinese = await freshAdmin(browser, 'zh-CN');
  const chineseTop = await topLevelMenuLabels(siderMenu(chinese));
  expect(chineseTop.indexOf('列表页')).toBe(chineseTop.indexOf('数据可视化') - 1);
  expect(await groupEntries(chinese, '列表页')).toEqual(['卡片墙', '查询表格']);
  expect(await groupEntries(chinese, '仪表盘')).not.toContain('实时监控');
  await chinese.goto('/dashboard/monitor');
  await expect(chinese).toHaveTitle(/^实时监控/);
  await chinese.context().close();
});
