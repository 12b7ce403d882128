import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { loginAs, startWithLocale } from './support/auth';
import { siderMenu } from './support/shell';
import { startWithTheme } from './support/theme';
import { saveServerSettings } from './support/user-settings';

async function settle(page: Page) {
  // Toasts and the carousel's fade are transient; scan the page at rest.
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 10_000 });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await startWithTheme(page, theme);
      await startWithLocale(page, 'en-US');
      // Signed-in pages apply the account's saved settings: save the theme there too.
      await saveServerSettings(page, 'admin', { theme });
      await saveServerSettings(page, 'user', { theme });
    });

    test.afterEach(async ({ page }) => {
      await saveServerSettings(page, 'admin');
      await saveServerSettings(page, 'user');
    });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('input#username_input')).toBeVisible();
      if (theme === 'dark') await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
      else await expect(page.locator('body')).not.toHaveAttribute('arco-theme', 'dark');
      await expectNoA11yViolations(page);
    });

    test('login page with validation errors', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Username cannot be empty')).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('layout with navbar, menu and the settings drawer open', async ({ page }) => {
      await loginAs(page, 'admin', '/exception/500');
      await expect(siderMenu(page)).toBeVisible();
      await settle(page);
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.locator('.arco-drawer')).toBeVisible();
      // The settings button's tooltip fades out once the pointer leaves it.
      await page.mouse.move(700, 500);
      await expect(page.locator('.arco-tooltip')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });

    for (const code of ['403', '404', '500'] as const) {
      test(`exception page ${code}`, async ({ page }) => {
        await loginAs(page, 'admin', `/exception/${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await expectNoA11yViolations(page);
      });
    }

    test('not-found screen', async ({ page }) => {
      await loginAs(page, 'user', '/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}
