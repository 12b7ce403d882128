/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';

/**
 * The list kit's table on every list screen, seen on the policy screen: a phone layout, the page
 * size changer and the select-all checkbox.
 */
const PATH = '/list/search-table';
const PHONE = { width: 390, height: 844 };

function rows(page: Page) {
  return page.locator('.arco-table').filter({ visible: true }).first().locator('tbody tr');
}

test.describe('the search table on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('fits a phone: one column of filters, placeholders uncut, the total on one line', async ({ page }) => {
    await startWithLocale(page, 'zh-CN');
    await loginAs(page, 'admin', PATH);
    await expect(rows(page)).toHaveCount(10);

    // One column of filters: each field takes the form's whole width, its placeholder uncut.
    const form = page.locator('form').filter({ visible: true }).first();
    const formWidth = (await form.boundingBox())!.width;
    const fields = form.locator('.arco-form-item-control');
    await expect(fields).toHaveCount(6);
    for (const field of await fields.all()) expect((await field.boundingBox())!.width).toBeGreaterThan(formWidth * 0.9);
    for (const input of await form.locator('input[placeholder]').all()) {
      const fits = await input.evaluate((el: HTMLInputElement) => {
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = getComputedStyle(el).font;
        return context2d.measureText(el.placeholder).width <= el.clientWidth;
      });
      expect(fits).toBe(true);
    }
    // The total stays on one line.
    const total = page.locator('.arco-pagination-total-text').filter({ visible: true });
    await expect(total).toHaveText('共 55 条');
    expect(
      await total.evaluate(
        (el) =>
          el.getClientRects().length === 1 &&
          el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).lineHeight),
      ),
    ).toBe(true);
  });

  test('the table region scrolls sideways from the keyboard, a shadow on each edge that hides columns', async ({
    page,
  }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'user', PATH);
    await expect(rows(page)).toHaveCount(10);
    const region = page.getByRole('region', { name: 'Search table' });
    /** Which edges of the scrolling area draw a shadow (Arco's `::before` on the left, `::after` on the right). */
    const shadows = () =>
      region.evaluate((el) =>
        (['::before', '::after'] as const).map(
          (edge) => getComputedStyle(el.parentElement!, edge).boxShadow !== 'none',
        ),
      );
    await expect.poll(shadows).toEqual([false, true]);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(shadows).toEqual([true, true]);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(shadows).toEqual([true, false]);
  });
});

test.describe('page size and selection', () => {
  test.beforeEach(async ({ page }) => {
    await startWithLocale(page, 'en-US');
  });

  test('the page size changer offers 10, 20 and 50 rows and keeps the size in the URL', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(rows(page)).toHaveCount(10);
    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await expect(size).toHaveValue('10');
    await expect(size.locator('option')).toHaveText(['10', '20', '50']);

    await size.selectOption('20');
    await expect(page).toHaveURL(/pageSize=20/);
    await expect(rows(page)).toHaveCount(20);
    await size.selectOption('50');
    await expect(rows(page)).toHaveCount(50);
    await page.reload();
    await expect(rows(page)).toHaveCount(50);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });

  test('the select-all checkbox selects and clears the rows of the page', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await expect(rows(page)).toHaveCount(10);
    const all = page.getByRole('checkbox', { name: 'Select all rows on this page' });
    // Arco draws its checkboxes over the (transparent) input: a click lands on the label.
    const click = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]').click();
    await click(all);
    await expect(all).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete selected (10)' })).toBeVisible();
    await expect(rows(page).getByRole('checkbox', { checked: true })).toHaveCount(10);

    await click(rows(page).first().getByRole('checkbox'));
    await expect(all).toBeChecked({ indeterminate: true });
    await click(all);
    await expect(rows(page).getByRole('checkbox', { checked: true })).toHaveCount(10);
    await click(all);
    await expect(all).not.toBeChecked();
    await expect(rows(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
  });
});
