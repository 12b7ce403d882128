import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { buildMenu, builtinGrant, type BuiltinRole } from '@console/shared';
import { loginAs, newSession, startWithLocale } from './support/auth';
import { siderMenu, toast, topLevelMenuLabels } from './support/shell';
import { resetServerSettingsAfterEach, saveServerSettings, startWithSettings } from './support/user-settings';

const EN = JSON.parse(readFileSync(new URL('../apps/web/src/locales/en-US.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** Settings follow the account (saved on the server): every test starts from the defaults. */
test.afterEach(async ({ page }) => {
  await saveServerSettings(page, 'admin');
  await saveServerSettings(page, 'user');
});

async function openAs(page: Page, role: BuiltinRole, path = '/exception/500') {
  await saveServerSettings(page, role);
  await startWithLocale(page, 'en-US');
  await loginAs(page, role, path);
  await expect(siderMenu(page)).toBeVisible();
}

/** The menu shows the route table's entries for `role`, in the product's order. */
async function expectMenuOf(page: Page, role: BuiltinRole) {
  const expected = buildMenu(builtinGrant(role)).map((node) => EN[node.titleKey]);
  expect(await topLevelMenuLabels(siderMenu(page))).toEqual(expected);
  const ties = expected.filter((label) => [EN['menu.list'], EN['menu.docs'], EN['menu.project']].includes(label ?? ''));
  expect(ties).toEqual([EN['menu.list'], EN['menu.docs'], EN['menu.project']].filter((l) => ties.includes(l)));
}

test("admin sees the menu of the route table in the product's order", async ({ page }) => {
  await openAs(page, 'admin');
  await expectMenuOf(page, 'admin');
});

test("a user's shell: the route table's menu without admin-only entries, no role switch, the product in the footer", async ({
  page,
}) => {
  await openAs(page, 'user');
  await expectMenuOf(page, 'user');
  const menu = siderMenu(page);
  await menu.getByText('Exception', { exact: true }).click({ trial: true });
  await expect(menu.getByRole('menuitem', { name: '403', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: '500', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(EN['app.title'] ?? 'Arco Console');
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Switch to/ })).toHaveCount(0);
});

test('menu entries navigate, external links open in a new tab', async ({ page, context }) => {
  await context.route('https://arco.design/**', (route) => route.fulfill({ body: '<title>Arco</title>' }));
  await openAs(page, 'admin');
  const docs = page.getByRole('banner').getByRole('link', { name: 'Docs' });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('href', /^https:\/\/arco\.design\//);
  const menu = siderMenu(page);
  await menu.getByRole('menuitem', { name: '404', exact: true }).click();
  await expect(page).toHaveURL(/\/exception\/404$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Exception');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('404');
  const popup = context.waitForEvent('page');
  await menu.getByRole('menuitem', { name: 'FAQ' }).click();
  expect((await popup).url()).toContain('arco.design');
  await expect(page).toHaveURL(/\/exception\/404$/);
});

test('the collapsed menu and the dark theme survive a reload; full screen follows the Fullscreen API', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCSS('width', '48px');
  await page.getByRole('button', { name: 'Click to use dark mode' }).click();
  await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('arco-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
  await page.getByRole('button', { name: 'Click to use light mode' }).click();
  await expect(page.locator('body')).not.toHaveAttribute('arco-theme', 'dark');
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(page.getByRole('complementary')).toHaveCSS('width', '220px');

  await page.getByRole('button', { name: 'Switch to full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expect(page.getByRole('button', { name: 'Switch to full screen' })).toBeVisible();
});

test.describe('the language switch', () => {
  // The language chosen while signed in is the account's: the next tests start from none.
  resetServerSettingsAfterEach(['admin']);

  test('switching the locale toasts in the new language, relabels the shell and sets lang', async ({ page }) => {
    await openAs(page, 'admin');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(toast(page, '已切换为中文')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(siderMenu(page, '主菜单').getByText('异常页')).toBeVisible();
    await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '文档' })).toHaveAttribute('target', '_blank');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(toast(page, 'Switched to English')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test('admin switches to the user role and back through the server', async ({ page }) => {
  // The role belongs to the session: a session of its own leaves the shared one as it was.
  await saveServerSettings(page, 'admin');
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', '/exception/403', { session: await newSession(page, 'admin') });
  await expect(siderMenu(page)).toBeVisible();
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Switch to User' }).click();
  await expect(toast(page, 'You now act as User')).toBeVisible();
  // The page is admin-only: it gives way to the user's landing page, told why, inside the console,
  // and the menu drops the admin entries.
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(
    toast(page, 'You may not open "403": your role has no access to it. Here is Workplace instead.'),
  ).toBeVisible();
  const menu = siderMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '403', exact: true })).toHaveCount(0);
  const direct = await page.request.get('/member-api/member/info', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(((await direct.json()) as { data: { role: string } }).data.role).toBe('user');
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Switch to Administrator' }).click();
  await expect(toast(page, 'You now act as Administrator')).toBeVisible();
  await page.goto('/exception/403');
  await expect(page).toHaveURL(/\/exception\/403$/);
});

test('below 992 px the menu lives in a drawer opened from the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await saveServerSettings(page, 'admin');
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', '/exception/500');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawerMenu = page.locator('.arco-drawer').getByRole('navigation', { name: 'Main menu' });
  await expect(drawerMenu).toBeVisible();
  await drawerMenu.getByRole('menuitem', { name: '404', exact: true }).click();
  await expect(page).toHaveURL(/\/exception\/404$/);
  await expect(drawerMenu).toBeHidden();
});

test('top-menu mode puts the menu in the navbar', async ({ page }) => {
  await startWithSettings(page, 'admin', { topMenu: true });
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', '/exception/500');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

test('a hidden navbar leaves a floating settings button', async ({ page }) => {
  await startWithSettings(page, 'admin', { navbar: false });
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', '/exception/500');
  await expect(siderMenu(page)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
});
