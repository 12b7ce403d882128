/// <reference lib="dom" />
import { expect, test, type Page } from './support/test';
import { submitLogin } from './support/auth';

const PHONE = { width: 390, height: 844 };

/** Nothing scrolls sideways, and every control of the form lies inside the viewport. */
async function expectFitsTheViewport(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const control of [
    page.locator('input#username_input'),
    page.locator('input#password_input'),
    page.locator('form button[type="submit"]'),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
}

test.describe('the login page on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('fits the screen and signs in from a phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('input#username_input')).toBeVisible();
    await expectFitsTheViewport(page);
    await submitLogin(page, 'user');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });
});

test.describe('the login page offers language and theme', () => {
  test('starts in Chinese, switches to English and keeps the choice under arco-locale', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录 Arco Console' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const languages = page.getByRole('group', { name: '语言' });
    await expect(languages.getByRole('button', { name: '中文', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await languages.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Login to Arco Console' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login to Arco Console' })).toBeVisible();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文', exact: true }).click();
    await expect(page.getByRole('heading', { name: '登录 Arco Console' })).toBeVisible();
  });

  test('toggles the dark theme and keeps it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '点击切换为暗黑模式' }).click();
    await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
    await expect(page.getByRole('button', { name: '点击切换为亮色模式' })).toBeVisible();
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
    await page.getByRole('button', { name: '点击切换为亮色模式' }).click();
    await expect(page.locator('body')).not.toHaveAttribute('arco-theme', 'dark');
  });
});
