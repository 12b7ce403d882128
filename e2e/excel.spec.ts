import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';

const PATH = '/docs/excel';

function grid(page: Page) {
  return page.getByRole('grid').filter({ visible: true });
}

/** The grid cell at a sheet's row and column (the row numbers are the grid's first column). */
function cell(page: Page, row: number, column: number) {
  return grid(page).locator(
    `[role="row"][aria-rowindex="${row + 2}"] [role="gridcell"][aria-colindex="${column + 2}"]`,
  );
}

async function newDocument(page: Page, name: string) {
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Document ${name} created`)).toBeVisible();
  // The message comes before the page switches documents: wait for the new one's grid, not the
  // grid of the document that was open before.
  await expect(page.getByRole('combobox', { name: 'Open a document' })).toContainText(name);
  await expect(cell(page, 0, 0)).toBeVisible();
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
}

test.describe('spreadsheet', () => {
  test.beforeEach(async ({ page }) => startWithLocale(page, 'en-US'));

  test('edited from the keyboard, autosaved, reloaded and still there; fits a phone', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await newDocument(page, 'Keyboard sheet');
    const address = page.getByRole('textbox', { name: 'Active cell' });
    // Typing on a selected cell edits it; Tab and Enter commit and move right and down.
    await cell(page, 0, 0).click();
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('World');
    await page.keyboard.press('Enter');
    await expect(address).toHaveValue('B2');
    // Esc drops an edit; typing replaces what the cell holds.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('dropped');
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 1)).toHaveText('World');
    await page.keyboard.type('Earth');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 1)).toHaveText('Earth');
    await expect(address).toHaveValue('B2');
    // The value bar writes into the active cell.
    await page.getByRole('textbox', { name: 'Cell value' }).fill('from the bar');
    await page.getByRole('textbox', { name: 'Cell value' }).press('Enter');
    await expect(cell(page, 1, 1)).toHaveText('from the bar');
    // Undo and redo.
    await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
    await expect(cell(page, 1, 1)).toHaveText('');
    await page.getByRole('button', { name: 'Redo (Ctrl+Y)' }).click();
    await expect(cell(page, 1, 1)).toHaveText('from the bar');

    await expectSaved(page);
    await page.reload();
    await expect(cell(page, 0, 0)).toHaveText('Hello');
    await expect(cell(page, 0, 1)).toHaveText('Earth');
    await expect(cell(page, 1, 1)).toHaveText('from the bar');

    // On a phone the grid scrolls in its own box, a cell being edited too: the page never scrolls
    // sideways and the navbar's buttons stay on the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await cell(page, 0, 1).dblclick();
    await expect(page.getByRole('textbox', { name: 'Editing cell B1' })).toHaveValue('Earth');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const button of await page.getByRole('banner').getByRole('button').filter({ visible: true }).all())
      await expect(button).toBeInViewport({ ratio: 1 });
  });

  test('imports a .csv as a new sheet and exports it back', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await newDocument(page, 'Import sheet');
    const csv = 'name,amount\nRent,1200\nFood,350\n';
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'costs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Imported 3 rows')).toBeVisible();
    await expect(page.getByRole('button', { name: 'costs', pressed: true })).toBeVisible();
    await expect(cell(page, 1, 0)).toHaveText('Rent');

    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'This sheet as CSV' }).click();
    const file = await (await download).path();
    expect((await readFile(file, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')).toBe(csv);

    // A refused file changes nothing and says why.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'old.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await expect(page.getByText('Legacy .xls files cannot be imported: save the file as .xlsx first.')).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'evil.csv', mimeType: 'text/csv', buffer: Buffer.from('a\n=1+1\n') });
    await expect(
      page.getByText('Cell A2 holds a formula or starts like one (=, +, -, @): only values can be imported.'),
    ).toBeVisible();
    const sheets = page.getByRole('group', { name: 'Sheets' });
    await expect(sheets.getByRole('button', { name: /^(Sheet1|costs)$/ })).toHaveCount(2);
    await expect(sheets.getByRole('button', { name: /old|evil/ })).toHaveCount(0);
  });

  test('fills a sheet from the tasks, with a localized header row', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await newDocument(page, 'Filled sheet');
    await page.getByRole('button', { name: 'Fill from' }).click();
    await page.getByRole('menuitem', { name: 'Tasks (new sheet)' }).click();
    await expect(page.getByText('Filled 55 rows')).toBeVisible();
    await expect(cell(page, 0, 0)).toHaveText('Task number');
    await expect(cell(page, 1, 0)).toHaveText(/^T-\d{4}-\d{4}$/);
  });

  test('two tabs on one document: the later save is refused and the user chooses', async ({ page, context }) => {
    await loginAs(page, 'user', PATH);
    await newDocument(page, 'Shared sheet');
    const url = page.url();
    const other = await context.newPage();
    await other.goto(url);
    await expect(cell(other, 0, 0)).toBeVisible();

    await cell(page, 0, 0).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('first tab');
    await page.keyboard.press('Enter');
    await expectSaved(page);

    await cell(other, 0, 0).click();
    await other.keyboard.press('Enter');
    await other.keyboard.type('second tab');
    await other.keyboard.press('Enter');
    await expect(other.getByRole('dialog').getByText('Changed in another tab', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await other.getByRole('button', { name: 'Load the other version' }).click();
    await expect(cell(other, 0, 0)).toHaveText('first tab');
  });

  test('leaving with unsaved edits asks first', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await newDocument(page, 'Guarded sheet');
    // Hold the autosave on its way, so the edit is still unsaved when the user leaves, however
    // long the steps below take.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/member-api\/api\/documents\/\d+$/, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await cell(page, 0, 0).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('unsaved');
    await page.keyboard.press('Enter');
    const workplace = page.getByRole('menuitem', { name: 'Workplace', exact: true });
    if (!(await workplace.isVisible()))
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Dashboard', { exact: true }).click();
    await workplace.click();
    await expect(page.getByText('Some changes are not saved yet. Save them before leaving?')).toBeVisible();
    await page.getByRole('button', { name: 'Save and leave' }).click();
    release();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto(PATH);
    await expect(cell(page, 0, 0)).toHaveText('unsaved');
  });
});
