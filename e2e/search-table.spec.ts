import { expect, test, type Page } from './support/test';
import { authorization, loginAs } from './support/auth';
import { startWithSettings, useLocaleAndResetAdminSettings } from './support/user-settings';
import { chooseOption } from './support/shell';

const PATH = '/list/search-table';

/** The shown page only: with the tab bar on, other pages stay mounted but hidden. */
function table(page: Page) {
  return page.locator('.arco-table').filter({ visible: true }).first();
}

function rows(page: Page) {
  return table(page).locator('tbody tr');
}

function statusCells(page: Page) {
  return rows(page)
    .locator('td')
    .filter({ hasText: /^(Online|Offline)$/ });
}

async function filterOnline(page: Page) {
  await chooseOption(page, 'Status', 'Online');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/status=online/);
  await expect(statusCells(page).first()).toBeVisible();
}

/** The shown rows settle on online policies only (the previous page may show while the next loads). */
async function expectOnlyOnline(page: Page) {
  await expect(async () => {
    const statuses = await statusCells(page).allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Online']));
  }).toPass();
}

function headers(page: Page) {
  return table(page).locator('thead th');
}

test.describe('policy search table', () => {
  useLocaleAndResetAdminSettings('en-US');

  test('shows 55 demo policies, 10 per page', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await expect(page.getByText('55 items in total')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('Image-text').or(page.getByText('Horizontal short video')).first()).toBeVisible();
  });

  test('filter then change page keeps the filter; reload and back keep the list state', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await filterOnline(page);
    await expectOnlyOnline(page);

    await page.locator('.arco-pagination-item').filter({ hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/status=online.*current=2|current=2.*status=online/);
    await expect(page.locator('.arco-pagination-item-active')).toHaveText('2');
    await expectOnlyOnline(page);

    await page.reload();
    await expect(page.locator('.arco-pagination-item-active')).toHaveText('2');
    await expect(
      page.locator('.arco-form-item').filter({ visible: true }).filter({ hasText: 'Status' }).first(),
    ).toContainText('Online');
    await expectOnlyOnline(page);

    await page.goBack();
    await expect(page).not.toHaveURL(/current=2/);
    await expect(page.locator('.arco-pagination-item-active')).toHaveText('1');
    await expectOnlyOnline(page);
  });

  test('reset clears the filters and refetches everything', async ({ page }) => {
    await loginAs(page, 'admin', `${PATH}?status=online`);
    await expectOnlyOnline(page);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByText('55 items in total')).toBeVisible();
  });

  test('sorting by count is server-side and lives in the URL', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await headers(page).filter({ hasText: 'Count' }).click();
    await expect(page).toHaveURL(/sortField=count&sortOrder=ascend/);
    const countIndex = await headers(page).evaluateAll((ths) =>
      ths.findIndex((th) => th.textContent?.trim() === 'Count'),
    );
    const counts = async () =>
      (
        await rows(page)
          .locator(`td:nth-child(${countIndex + 1})`)
          .allTextContents()
      ).map(Number);
    await expect
      .poll(async () => {
        const shown = await counts();
        return shown.every((count, i) => i === 0 || (shown[i - 1] ?? 0) <= count);
      })
      .toBe(true);
  });

  test('density and column settings apply and are remembered', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('menuitem', { name: 'Mini', exact: true }).click();
    await expect(table(page)).toHaveClass(/arco-table-size-mini/);

    await page.getByRole('button', { name: 'Column settings' }).click();
    const settings = page.getByTestId('column-settings');
    await settings.locator('label').filter({ hasText: 'Set name' }).click();
    await expect(headers(page).filter({ hasText: 'Set name' })).toHaveCount(0);
    await settings.getByRole('button', { name: 'Drag to reorder Count' }).press('ArrowUp');
    await settings.getByRole('button', { name: 'Drag to reorder Count' }).press('ArrowUp');
    const order = async () => (await headers(page).allTextContents()).map((text) => text.trim()).filter(Boolean);
    const before = await order();
    expect(before.indexOf('Count')).toBeLessThan(before.indexOf('Content type'));

    await page.reload();
    await expect(table(page)).toHaveClass(/arco-table-size-mini/);
    await expect(headers(page).filter({ hasText: 'Set name' })).toHaveCount(0);
    expect(await order()).toEqual(before);

    await page.getByRole('button', { name: 'Column settings' }).click();
    await page.getByTestId('column-settings').getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(headers(page).filter({ hasText: 'Set name' })).toHaveCount(1);
  });

  test('full screen shows the table over the whole window and Escape leaves it', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await page.getByRole('button', { name: 'Full screen', exact: true }).click();
    const viewport = page.viewportSize();
    const box = await table(page).boundingBox();
    expect(box && viewport && box.x).toBeLessThan(40);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible();
  });

  test('admin creates a policy and finds it by number', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();

    const name = `E2E${Date.now() % 100000}`;
    await dialog.getByPlaceholder('Please enter the set name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.arco-message').filter({ hasText: /Policy \d+ created/ });
    await expect(toast).toBeVisible();
    const number = /Policy (\d+) created/.exec((await toast.textContent()) ?? '')?.[1];
    expect(number).toBeTruthy();

    await page.getByPlaceholder('Please enter the set number').fill(String(number));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`number=${number}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
  });

  test('editing over a newer version is refused with a clear message', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    const firstRow = rows(page).first();
    await firstRow.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');

    // Someone else saves the same policy first.
    const list = await page.request.get('/member-api/api/list/policy?pageSize=1', { headers: authorization('admin') });
    const policy = ((await list.json()) as { data: { list: Record<string, unknown>[] } }).data.list[0] as Record<
      string,
      unknown
    >;
    const { name, contentType, filterType, count, status, version } = policy;
    const changed = await page.request.put(`/member-api/api/list/policy/${String(policy.id)}`, {
      headers: authorization('admin'),
      data: { name, contentType, filterType, count: Number(count) + 1, status, version },
    });
    expect(changed.ok()).toBe(true);

    await dialog.getByPlaceholder('Please enter the set name').fill('LATE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Someone else changed this record');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page).first()).toContainText(String(Number(count) + 1));
  });

  test('the user account sees no admin actions', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(headers(page).filter({ hasText: 'Operations' })).toHaveCount(0);
    await expect(table(page).getByRole('checkbox')).toHaveCount(0);
  });

  test('exports the whole filtered result as CSV', async ({ page }) => {
    await loginAs(page, 'admin', `${PATH}?status=online`);
    await expectOnlyOnline(page);
    const total = Number(
      /(\d+) items in total/.exec((await page.getByText(/items in total/).textContent()) ?? '')?.[1],
    );

    await page.getByRole('button', { name: 'Download' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const file = await download;
    const lines = (await (await file.createReadStream()).toArray()).join('').trim().split(/\r?\n/);
    expect(lines.length).toBe(total + 1);
  });

  test('a filtered table keeps its state when you switch to another tab and back', async ({ page }) => {
    await startWithSettings(page, 'admin', { tabBar: true });
    await loginAs(page, 'admin', PATH);
    await filterOnline(page);
    // The form follows the URL's filters once the filtered page has rendered: type after that.
    await expectOnlyOnline(page);
    await page.getByPlaceholder('Please enter the set name').filter({ visible: true }).fill('draft text');

    await page.getByRole('menuitem', { name: 'Card List' }).click();
    await expect(page).toHaveURL(/\/list\/card/);
    await page.getByRole('navigation', { name: 'Open pages' }).locator('a[href*="status=online"]').click();

    await expect(page).toHaveURL(/status=online/);
    await expectOnlyOnline(page);
    // Kept alive: even the unsent text in the form is still there.
    await expect(page.getByPlaceholder('Please enter the set name').filter({ visible: true })).toHaveValue(
      'draft text',
    );
  });
});
