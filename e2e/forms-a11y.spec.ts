import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, resetChannelFormDraft } from './support/api';
import { loginAs, startWithLocale, type UiLocale } from './support/auth';
import { resetServerSettingsAfterAll, startWithSettings } from './support/user-settings';

/** The screens of the channel form and parameter workflow, each at rest with its data shown. */
const SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/form/step', ready: (page) => expect(page.locator('.arco-form')).toBeVisible() },
  { path: '/form/group', ready: (page) => expect(page.locator('.arco-input-number').first()).toBeVisible() },
  { path: '/profile/basic', ready: (page) => expect(page.locator('tbody tr').first()).toBeVisible() },
  { path: '/result/success', ready: (page) => expect(page.locator('.arco-steps-item').first()).toBeVisible() },
  { path: '/result/error', ready: (page) => expect(page.locator('ol li').first()).toBeVisible() },
];

async function scan(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await loginAs(page, 'admin', path);
  await ready(page);
  await expect(page.locator('.arco-skeleton')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

test.describe('accessibility of the forms, profile and results', () => {
  resetServerSettingsAfterAll(['admin']);
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await resetChannelFormDraft(page);
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en-US', 'zh-CN'] as const satisfies UiLocale[]) {
      test.describe(`${theme}, ${locale}`, () => {
        test.beforeEach(async ({ page }) => {
          await startWithLocale(page, locale);
          await startWithSettings(page, 'admin', { theme });
        });

        for (const { path, ready } of SCREENS) test(path, ({ page }) => scan(page, path, ready));

        test('/form/step with every message of step 1 shown', async ({ page }) => {
          await scan(page, '/form/step', SCREENS[0]!.ready);
          await page.locator('.arco-form button[type="submit"]').filter({ visible: true }).click();
          const messages = page.locator('.arco-form-message').filter({ visible: true });
          await expect(messages).toHaveCount(3);
          // Scanned once their blink has ended (it starts a frame after they appear).
          await expect.poll(() => page.locator('.arco-form').first().evaluate((form) => form.getAnimations({ subtree: true }).length)).toBe(0);
          await expectNoA11yViolations(page);
        });
      });
    }

    test(`/form/step in steps 2 and 3, ${theme}`, async ({ page }) => {
      await startWithLocale(page, 'en-US');
      await startWithSettings(page, 'admin', { theme });
      const data = {
        ...{ activityName: `A11y${Date.now()}`, channelType: 'appGeneral', promotionTime: ['2026-12-01', '2026-12-09'], promoteLink: 'https://arco.design' },
        ...{ advertisingSource: 'Sohu', advertisingMedia: 'CPC', keyword: ['toutiao'], pushNotify: true, advertisingContent: 'Winter sale' },
      };
      await apiAs(page, 'admin', 'PUT', '/api/channel-form/draft', { step: 2, data });
      await scan(page, '/form/step', (p) => expect(p.getByRole('button', { name: 'Submit', exact: true })).toBeVisible());
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText('The form is submitted successfully!')).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test.describe(`on a phone, ${theme}`, () => {
      test.use({ viewport: { width: 390, height: 844 } });
      test.beforeEach(async ({ page }) => {
        await startWithLocale(page, 'en-US');
        await startWithSettings(page, 'admin', { theme });
      });

      for (const { path, ready } of SCREENS) {
        test(path, async ({ page }) => {
          await scan(page, path, ready);
          // Nothing wider than the phone: no sideways scrolling.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        });
      }
    });
  }
});
