import { expect, test, type Page } from './support/test';
import type { WalletSummary } from '@console/shared/wallet/schemas';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';

import { authorization, loginAs, startWithLocale } from './support/auth';

const ACCOUNT = '/user/account';

/** Other specs share the server: every check reads the wallet first and asserts the change. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/member-api/api${path}`, { headers: authorization('user') });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
const summary = (page: Page) => apiGet<WalletSummary>(page, '/user/account/summary');

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const cents = (value: number) => Math.round(value * 100);

function shown(page: Page, selector: string) {
  return page.locator(selector).filter({ visible: true });
}
const rows = (page: Page) => shown(page, '.arco-table tbody tr');
const balanceFigure = (page: Page) =>
  page.getByRole('region', { name: 'Balance (CNY)' }).locator('.arco-statistic-value');

async function openAccount(page: Page): Promise<void> {
  await loginAs(page, 'user', ACCOUNT);
  await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });
}

test.describe('account wallet', () => {
  test.beforeEach(({ page }) => startWithLocale(page, 'en-US'));

  test('a recharge, then a withdrawal: the balance, the table and the Workplace banner follow', async ({ page }) => {
    await openAccount(page);
    const before = (await summary(page)).balance;
    await expect(balanceFigure(page)).toHaveText(`¥${money(before)}`);

    // Recharge ¥500 with the quick amount, through WeChat Pay.
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    const recharge = page.getByRole('dialog', { name: 'Recharge' });
    await recharge.getByRole('button', { name: '¥500' }).click();
    await expect(recharge.getByLabel('Amount (CNY)')).toHaveValue('500.00');
    await recharge.getByText('WeChat Pay').click();
    await recharge.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Recharged ¥500.00')).toBeVisible();
    await expect(recharge).toBeHidden();
    const recharged = before + 500;
    await expect(balanceFigure(page)).toHaveText(`¥${money(recharged)}`);
    await expect(rows(page).first()).toContainText('Recharge');
    await expect(rows(page).first()).toContainText('+500.00');
    await expect(rows(page).first()).toContainText(money(recharged));
    await expect(rows(page).first()).toContainText('WeChat Pay');

    // More than the balance is refused under the field; then ¥23.45 to the bank card.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount (CNY)').fill(String(recharged + 1));
    await withdraw.getByRole('button', { name: 'Confirm' }).click();
    await expect(withdraw.getByText('The amount exceeds your balance')).toBeVisible();
    await withdraw.getByLabel('Amount (CNY)').fill('23.45');
    await withdraw.locator('.arco-select').click();
    await page.getByRole('option', { name: /^Bank card/ }).click();
    await withdraw.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Withdrawal of ¥23.45 submitted')).toBeVisible();
    const left = (cents(recharged) - 2345) / 100;
    await expect(balanceFigure(page)).toHaveText(`¥${money(left)}`);
    await expect(rows(page).first()).toContainText('Withdrawal');
    await expect(rows(page).first()).toContainText('−23.45');
    await expect(rows(page).first()).toContainText('6222 **** **** 0395');

    expect(cents((await summary(page)).balance)).toBe(cents(left));
    expect(cents((await apiGet<WorkplaceStats>(page, '/workplace/stats')).balanceCny)).toBe(cents(left));
  });

  test('the trend switches between months and quarters', async ({ page }) => {
    await openAccount(page);
    const chart = page.getByRole('img', { name: /Spending per month/ });
    await expect(chart).toHaveAttribute('data-chart-ready', 'true', { timeout: 30_000 });
    const quarter = page.waitForResponse(
      (response) => response.url().includes('/trend?range=quarter') && response.ok(),
    );
    await page.locator('label', { has: page.getByRole('radio', { name: 'Quarter' }) }).click();
    await quarter;
    const quarters = page.getByRole('img', { name: /Spending per quarter/ });
    await expect(quarters).toHaveAttribute('data-chart-ready', 'true', { timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Quarter' })).toBeChecked();
    await page.locator('label', { has: page.getByRole('radio', { name: 'Month' }) }).click();
    await expect(page.getByRole('img', { name: /Spending per month/ })).toHaveAttribute('data-chart-ready', 'true', {
      timeout: 30_000,
    });
  });

  test('filters by type and search, in the URL, and resets', async ({ page }) => {
    await openAccount(page);
    await shown(page, '.arco-form-item').filter({ hasText: 'Type' }).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible').getByRole('option', { name: 'Withdrawal', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/type=withdrawal/);
    await expect(async () => {
      const types = await rows(page).locator('.arco-tag').allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['Withdrawal']));
    }).toPass();

    const serial = (await rows(page).first().locator('td').nth(1).textContent()) ?? '';
    expect(serial).toMatch(/^TX\d{8}$/);
    await page.getByPlaceholder('Transaction no. or remark').fill(serial);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${serial}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText('1 item in total')).toBeVisible();

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).not.toHaveURL(/type=|search=/);
    await expect(rows(page)).toHaveCount(10);
  });
});

test.describe('account wallet on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the summary and scrolls no sideways (zh-CN)', async ({ page }) => {
    await startWithLocale(page, 'zh-CN');
    await loginAs(page, 'user', ACCOUNT);
    await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });
    const cards = ['余额（元）', '待支付订单', '待续费订单'].map((name) => page.getByRole('region', { name }));
    const boxes = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
