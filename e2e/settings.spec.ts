/// <reference lib="dom" />
import { buildMenu, builtinGrant } from '@console/shared';
import { expect, test, type Page } from './support/test';
import { expectNoA11yViolations } from './support/a11y';
import { authorization, loginAs, startWithLocale, submitLogin, type UiLocale } from './support/auth';
import { siderMenu, topLevelMenuLabels } from './support/shell';
import { textsOf } from './support/texts';

import { startWithTheme } from './support/theme';
import {
  resetServerSettingsAfterEach,
  saveServerSettings,
  serverSettings,
  startWithSettings,
} from './support/user-settings';

const TITLE: Record<UiLocale, string> = { 'en-US': 'Settings', 'zh-CN': '页面配置' };

function drawer(page: Page, locale: UiLocale = 'en-US') {
  return page.getByRole('dialog', { name: TITLE[locale] });
}

async function openDrawer(page: Page, locale: UiLocale = 'en-US') {
  await page.getByRole('button', { name: TITLE[locale], exact: true }).click();
  await expect(drawer(page, locale)).toBeVisible();
}

function setting(page: Page, name: string) {
  return drawer(page).getByRole('switch', { name, exact: true });
}

/** Chooses a theme colour in the drawer's colour picker (a hex without `#`). */
async function pickThemeColor(page: Page, hex: string) {
  const input = page.locator('.arco-color-picker-input-hex input');
  if (!(await input.isVisible())) await drawer(page).getByRole('button', { name: 'Theme color' }).click();
  await input.fill(hex);
  await input.press('Enter');
}

/** The primary colour on the page, `r,g,b` (Arco's light default is `22,93,255`). */
function primaryColor(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary-6').replace(/\s/g, ''));
}

/** Resolves with the next settings save the app sends. */
function nextSave(page: Page) {
  return page.waitForResponse(
    (r) => r.url().endsWith('/member-api/api/user/settings') && r.request().method() === 'PUT',
  );
}

async function start(page: Page, locale: UiLocale = 'en-US') {
  await startWithLocale(page, locale);
  await startWithSettings(page, 'user', {});
  await loginAs(page, 'user', '/exception/404');
  await expect(page.getByRole('button', { name: TITLE[locale], exact: true })).toBeVisible();
}

test.describe('settings drawer', () => {
  test.afterEach(async ({ page }) => {
    await saveServerSettings(page, 'user');
  });

  test('colour weak inverts the page and survives a reload', async ({ page }) => {
    await start(page);
    await openDrawer(page);
    await setting(page, 'Color Weak').click();
    await expect(page.locator('body')).toHaveCSS('filter', 'invert(0.8)');

    await page.reload();
    await expect(page.locator('body')).toHaveCSS('filter', 'invert(0.8)');
    await openDrawer(page);
    await expect(setting(page, 'Color Weak')).toBeChecked();
  });

  test('a change followed at once by a reload is kept, not replaced by the older server copy', async ({ page }) => {
    // A saved copy that differs from the defaults is applied at sign-in.
    await startWithLocale(page, 'en-US');
    await startWithSettings(page, 'user', { footer: false });
    await loginAs(page, 'user', '/exception/404');
    await openDrawer(page);
    // The save sent as the page unloads may reach the server after the reloaded page asked for its
    // copy: the reloaded page is answered the older copy here, keeps its own, and saves it again.
    const older = await page.request.get('/member-api/api/user/settings', { headers: authorization('user') });
    const olderCopy = await older.text();
    let answeredOlder = false;
    await page.route('**/member-api/api/user/settings', async (route) => {
      if (route.request().method() !== 'GET' || answeredOlder) return route.fallback();
      answeredOlder = true;
      await route.fulfill({ status: 200, contentType: 'application/json', body: olderCopy });
    });
    await setting(page, 'Color Weak').click();
    await page.reload();

    await expect(page.locator('body')).toHaveCSS('filter', 'invert(0.8)');
    expect(answeredOlder).toBe(true);
    await expect.poll(async () => (await serverSettings(page, 'user')).colorWeak).toBe(true);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('turning the top menu on expands a collapsed menu; the menu from the server comes with its notice', async ({
    page,
  }) => {
    await start(page);
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();

    await openDrawer(page);
    await setting(page, 'Top Menu').click();
    await expect(page.getByRole('button', { name: 'Expand the menu' })).toHaveCount(0);
    await setting(page, 'Top Menu').click();
    await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible();

    const menuLoaded = page.waitForResponse((r) => r.url().endsWith('/member-api/api/user/menu'));
    await setting(page, 'Menu From Server').click();
    expect((await menuLoaded).ok()).toBe(true);
    await expect(page.locator('.arco-notification').getByText('Menu loaded from the server')).toBeVisible();
    await expect(setting(page, 'Menu From Server')).toBeChecked();
  });

  test('the theme colour drives the primary colour variables; one too pale for text gets readable shades, and the drawer says so', async ({
    page,
  }) => {
    await start(page);
    await openDrawer(page);
    await pickThemeColor(page, '722ED1');
    await expect(drawer(page).getByRole('button', { name: 'Theme color' })).toContainText('#722ED1');
    await expect.poll(() => primaryColor(page)).toBe('114,46,209');
    await expect(drawer(page).getByRole('list', { name: 'Generated shades' }).getByRole('listitem')).toHaveCount(10);
    await expect(drawer(page).getByText(/contrast of at least 4\.5:1/)).toHaveCount(0);

    await pickThemeColor(page, 'F5319D');
    await expect(drawer(page).getByRole('button', { name: 'Theme color' })).toContainText('#F5319D');
    await expect(drawer(page).getByText(/contrast of at least 4\.5:1/)).toBeVisible();
    // Shade 6 carries white text and is the colour of links: darker than #F5319D (245, 49, 157).
    await expect.poll(() => primaryColor(page)).not.toBe('245,49,157');
    await expect.poll(() => primaryColor(page)).not.toBe('22,93,255');
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/dashboard/workplace', '/list/search-table'] as const) {
      test(`a pale custom colour (#F5319D) keeps ${path} readable in the ${theme} theme`, async ({ page }) => {
        await startWithLocale(page, 'en-US');
        await startWithTheme(page, theme);
        await startWithSettings(page, 'admin', { theme, themeColor: '#F5319D' });
        await loginAs(page, 'admin', path);
        await expect.poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6'))).not.toBe('');
        await expect(page.locator('.arco-table tbody tr, [data-chart-ready="true"]').first()).toBeVisible();
        await expect(page.locator('.arco-message')).toHaveCount(0);
        await expectNoA11yViolations(page);
      });
    }
  }

  test("a fresh browser's first signed-in paint already has the account's theme, colour and layout", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await saveServerSettings(page, 'user', { theme: 'dark', themeColor: '#722ED1', menuCollapse: true, tabBar: true });
    // Each frame before the first paint of the signed-in layout records what it is about to show.
    await page.addInitScript(() => {
      const record = () => {
        const frame = window as unknown as { firstLayoutPaint?: unknown };
        if (frame.firstLayoutPaint) return;
        const sider = document.querySelector('.arco-layout-sider');
        if (sider) {
          frame.firstLayoutPaint = {
            theme: document.body.getAttribute('arco-theme'),
            primary: getComputedStyle(document.body).getPropertyValue('--primary-6').replace(/\s/g, ''),
            collapsed: sider.classList.contains('arco-layout-sider-collapsed'),
            tabBar: document.querySelector('nav[aria-label="Open pages"]') !== null,
          };
          return;
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await startWithLocale(page, 'en-US');
    await page.goto('/login?redirect=404');
    await submitLogin(page, 'user');
    await expect(page.getByText('Whoops, this page is gone.')).toBeVisible();
    const firstPaint = await page.evaluate(
      () => (window as unknown as { firstLayoutPaint?: unknown }).firstLayoutPaint,
    );
    await expect.poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6'))).not.toBe('');
    const settled = await primaryColor(page);
    await context.close();
    expect(firstPaint).toEqual({ theme: 'dark', primary: settled, collapsed: true, tabBar: true });
  });

  test('copy settings puts the settings JSON on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await start(page);
    await openDrawer(page);
    await drawer(page).getByRole('spinbutton', { name: 'Menu Width (px)' }).fill('260');
    await drawer(page).getByRole('spinbutton', { name: 'Menu Width (px)' }).blur();
    await drawer(page).getByRole('button', { name: 'Copy Settings' }).click();
    await expect(page.getByText("Copied. Paste the settings into the project's settings file.")).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
    expect(copied).toMatchObject({ menuWidth: 260, themeColor: '#165DFF', navbar: true, tabBar: false });
    // Only what a user sets: not the open drawer, the device or the server's menu tree.
    for (const runtime of ['globalSettings', 'device', 'serverMenu', 'hideMenu'])
      expect(copied).not.toHaveProperty(runtime);
  });

  test('settings are saved on the server and follow the user to a fresh browser', async ({ page, browser }) => {
    await start(page);
    await openDrawer(page);
    const saved = nextSave(page);
    await setting(page, 'Footer').click();
    await setting(page, 'Tab Bar').click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => serverSettings(page, 'user')).toMatchObject({ footer: false, tabBar: true });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await startWithLocale(other, 'en-US');
    await loginAs(other, 'user', '/exception/404');
    await expect(other.getByRole('navigation', { name: 'Open pages' })).toBeVisible();
    await expect(other.locator('footer')).toHaveCount(0);
    await fresh.close();
  });

  test('the language chosen while signed in follows the account; the login page keeps the browser’s own', async ({
    page,
    browser,
  }) => {
    await start(page);
    const saved = nextSave(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    expect((await saved).ok()).toBe(true);
    expect((await serverSettings(page, 'user')).locale).toBe('zh-CN');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await startWithLocale(other, 'en-US');
    await loginAs(other, 'user', '/exception/404');
    await expect(other.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // The drawer speaks it too.
    await openDrawer(other, 'zh-CN');
    await expect(drawer(other, 'zh-CN').getByRole('switch', { name: '多页签' })).toBeVisible();
    await expect(drawer(other, 'zh-CN').getByRole('button', { name: '复制配置' })).toBeVisible();
    await other.keyboard.press('Escape');
    // Signed out, the login page speaks what this browser chose.
    await other.evaluate(() => localStorage.removeItem('token'));
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');
    await fresh.close();
  });

  test('a user who works with the server menu gets it at sign-in', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await saveServerSettings(page, 'user', { menuFromServer: true });
    const menuLoaded = page.waitForResponse((r) => r.url().endsWith('/member-api/api/user/menu'));
    await loginAs(page, 'user', '/exception/404');
    expect((await menuLoaded).ok()).toBe(true);
    await expect(page.locator('.arco-notification').getByText('Menu loaded from the server')).toBeVisible();
    await expect(page).toHaveURL(/\/exception\/404$/);
    const t = textsOf('en-US');
    expect(await topLevelMenuLabels(siderMenu(page))).toEqual(
      buildMenu(builtinGrant('user')).map((node) => t(node.titleKey)),
    );
    await openDrawer(page);
    await expect(setting(page, 'Menu From Server')).toBeChecked();
  });
});

resetServerSettingsAfterEach(['admin']);
