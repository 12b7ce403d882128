import { expect, test, type Page } from './support/test';
import { loginAs } from './support/auth';
import { profileOf, requestChange, settlePendingChange } from './support/parameters';
import { toast } from './support/shell';
import { useLocaleAndResetAdminSettings } from './support/user-settings';

function card(page: Page, title: string) {
  return page.locator('.arco-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function field(page: Page, label: string) {
  return page
    .locator('.arco-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^\\*?\\s*${label}$`) }) });
}

/** The newest row of the operation log. */
const newestLogRow = (page: Page) => card(page, 'Operation log').locator('tbody tr').first();

test.describe('parameter changes', () => {
  useLocaleAndResetAdminSettings('en-US');

  test('a group-form submission shows as auditing on the profile and in the log, then approve makes it current', async ({
    page,
  }) => {
    await settlePendingChange(page);
    const rate = 150 + (Date.now() % 1000);
    await loginAs(page, 'admin', '/form/group');
    const audioRate = card(page, 'Audio parameters')
      .locator('.arco-form-item')
      .filter({ hasText: 'Encoding rate' })
      .getByRole('spinbutton');
    await audioRate.fill(String(rate));
    await page.getByRole('textbox', { name: 'Parameter description' }).fill(`E2E audio rate ${rate}`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(page).toHaveURL(/\/profile\/basic$/);
    const { latestRequest } = await profileOf(page);
    expect(latestRequest).toMatchObject({ status: 'auditing', description: `E2E audio rate ${rate}` });
    const number = latestRequest!.contentNumber;
    await expect(toast(page, `Change request ${number} is waiting for approval`)).toBeVisible();
    await expect(page.getByText('Waiting for approval', { exact: true })).toBeVisible();
    await expect(newestLogRow(page)).toContainText(number);
    await expect(newestLogRow(page)).toContainText('Auditing');
    await expect(card(page, 'Current parameters')).not.toContainText(`${rate} kbps`);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(page, `Change request ${number} is approved`)).toBeVisible();
    await expect(page.getByText(/^Approved \d{4}-/)).toBeVisible();
    await expect(newestLogRow(page)).toContainText('Passed');
    await expect(card(page, 'Current parameters')).toContainText(`${rate} kbps`);
    await expect(card(page, 'Current parameters')).toContainText(`E2E audio rate ${rate}`);
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  });

  test('cancel process asks first, then cancels the waiting request; the current parameters stay', async ({ page }) => {
    await settlePendingChange(page);
    const request = await requestChange(page, `E2E to cancel ${Date.now()}`);
    await loginAs(page, 'admin', '/profile/basic');
    await expect(card(page, 'Current parameters')).toContainText('kbps');
    const current = await card(page, 'Current parameters').textContent();
    await page.getByRole('button', { name: 'Cancel process' }).click();
    await expect(page.getByText(`Cancel change request ${request.contentNumber}?`)).toBeVisible();
    await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, `Change request ${request.contentNumber} was cancelled`)).toBeVisible();
    await expect(page.getByText(/^Cancelled \d{4}-/)).toBeVisible();
    await expect(newestLogRow(page)).toContainText(request.contentNumber);
    await expect(newestLogRow(page)).toContainText('Cancelled');
    await expect(card(page, 'Current parameters')).toHaveText(current ?? '');
    await expect(page.getByRole('button', { name: 'Cancel process' })).toBeDisabled();
  });

  test('the group form shows the rules under their fields and waits while a request does', async ({ page }) => {
    await settlePendingChange(page);
    await loginAs(page, 'admin', '/form/group');
    await field(page, 'Encoding min rate').getByRole('spinbutton').fill('900');
    await field(page, 'Encoding max rate').getByRole('spinbutton').fill('800');
    await expect(field(page, 'Encoding max rate')).toContainText('The max rate cannot be below the min rate');
    await field(page, 'Acquisition frame rate').getByRole('spinbutton').fill('31');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(field(page, 'Acquisition frame rate')).toContainText('Enter a whole number from 1 to 30');
    await expect(page).toHaveURL(/\/form\/group$/);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(field(page, 'Encoding max rate')).not.toContainText('The max rate cannot be below the min rate');

    const request = await requestChange(page, `E2E waiting ${Date.now()}`);
    await page.reload();
    await expect(page.getByText(`Change request ${request.contentNumber} is waiting for approval.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    await settlePendingChange(page);
  });

  test('the operation log pages through every request, newest first', async ({ page }) => {
    // More than a page of them.
    for (let i = 0; i < 3; i++) {
      await settlePendingChange(page);
      await requestChange(page, `E2E log ${i} ${Date.now()}`);
    }
    await settlePendingChange(page);
    await loginAs(page, 'admin', '/profile/basic');
    const log = card(page, 'Operation log');
    await expect(log.locator('tbody tr')).toHaveCount(10);
    const first = await log.locator('tbody tr').first().locator('td').first().textContent();
    await log
      .getByRole('navigation', { name: 'Pages of the operation log' })
      .locator('.arco-pagination-item')
      .filter({ hasText: /^2$/ })
      .click();
    await expect(log.locator('tbody tr').first().locator('td').first()).not.toHaveText(first ?? '');
    const numbers = (await log.locator('tbody tr td:first-child').allTextContents()).map((text) =>
      Number(text.slice(2)),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBeLessThan(Number(first?.slice(2)));
  });
});
