import { expect, test, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';

/** The visible table's header texts and body cells, without the index column. */
async function shownTable(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  const table = page.locator('.arco-table').filter({ visible: true }).first();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  return table.evaluate((element) => {
    const texts = (cells: NodeListOf<Element>) => Array.from(cells, (cell) => cell.textContent?.trim() ?? '').slice(1);
    return {
      headers: texts(element.querySelectorAll('thead th')),
      rows: Array.from(element.querySelectorAll('tbody tr'), (row) => texts(row.querySelectorAll('td'))),
    };
  });
}

async function downloadCsv(page: Page, menu: { button: string; csv: string }): Promise<string[][]> {
  await page.getByRole('button', { name: menu.button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: menu.csv }).click();
  const text = (await (await (await download).createReadStream()).toArray()).join('');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

const CASES = [
  { locale: 'zh-CN', menu: { button: '下载', csv: '导出 CSV' }, offline: '已下线' },
  { locale: 'en-US', menu: { button: 'Download', csv: 'Export CSV' }, offline: 'Offline' },
] as const;

for (const { locale, menu, offline } of CASES) {
  test(`the search table and its export read the same words (${locale})`, async ({ page }) => {
    await startWithLocale(page, locale);
    await loginAs(page, 'user', '/list/search-table?status=offline');
    const table = await shownTable(page);
    const [header, ...lines] = await downloadCsv(page, menu);

    expect(header).toEqual(table.headers);
    const createdTime = table.headers.length - 2;
    const withoutTime = (row: string[]) => row.filter((_, i) => i !== createdTime);
    expect(lines.slice(0, table.rows.length).map(withoutTime)).toEqual(table.rows.map(withoutTime));
    expect(new Set(table.rows.map((row) => row.at(-1)))).toEqual(new Set([offline]));
  });
}
