import { expect, test, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { resetServerSettingsAfterEach } from './support/user-settings';

const SCREENS = [
  { path: '/visualization/data-analysis', charts: 6, heading: { 'en-US': 'Analysis', 'zh-CN': '分析页' } },
  {
    path: '/visualization/multi-dimension-data-analysis',
    charts: 8,
    heading: { 'en-US': 'Multi-D Analysis', 'zh-CN': '多维数据分析' },
  },
] as const;

/** Scrolls every chart into view (each draws once it is), then waits until all have drawn. */
async function expectChartsDrawn(page: Page, count: number): Promise<void> {
  const charts = page.locator('[data-chart-ready]');
  await expect(charts).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await expect(charts.nth(i)).toHaveAttribute('data-chart-ready', 'true');
  }
  // Every chart holds a painted canvas.
  await expect(page.locator('[data-chart-ready] canvas')).toHaveCount(count);
}

/** Clicks a choice of the period control (Arco's radio buttons hide their input behind the label). */
async function choosePeriod(page: Page, name: string): Promise<void> {
  await page.locator('label', { has: page.getByRole('radio', { name }) }).click();
}

/** The figure of a statistic titled `title`, once its count-up has settled. */
async function settledFigure(page: Page, title: string): Promise<string> {
  const value = page
    .locator('h3, div')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .first()
    .locator('xpath=..')
    .locator('.arco-statistic-value');
  let previous = '';
  await expect(async () => {
    const now = (await value.textContent()) ?? '';
    const settled = now === previous && now !== '';
    previous = now;
    expect(settled).toBe(true);
  }).toPass({ intervals: [400] });
  return previous;
}

test.describe('visualization', () => {
  resetServerSettingsAfterEach(['admin']);

  test('each screen draws every one of its charts', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    for (const [i, screen] of SCREENS.entries()) {
      if (i === 0) await loginAs(page, 'admin', screen.path);
      else await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading['en-US']);
      await expectChartsDrawn(page, screen.charts);
    }
  });

  test('the period control changes the figures and stays in the URL', async ({ page }) => {
    test.setTimeout(150_000);
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', SCREENS[0].path);
    const thirtyDays = await settledFigure(page, 'All visitors');
    await choosePeriod(page, 'Last 7 days');
    await expect(page).toHaveURL(/days=7/);
    await expect.poll(() => settledFigure(page, 'All visitors')).not.toBe(thirtyDays);
    await choosePeriod(page, 'Last 90 days');
    await expect(page).toHaveURL(/days=90/);
    expect(Number((await settledFigure(page, 'All visitors')).replace(/\D/g, ''))).toBeGreaterThan(
      Number(thirtyDays.replace(/\D/g, '')),
    );

    // A reload keeps the period; the other screen reads it the same way.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked({ timeout: 30_000 });
    await page.goto(`${SCREENS[1].path}?days=7`);
    const sevenDays = await settledFigure(page, 'Content clicks');
    await choosePeriod(page, 'Last 30 days');
    await expect(page).toHaveURL(/days=30/);
    await expect.poll(() => settledFigure(page, 'Content clicks')).not.toBe(sevenDays);

    // A custom range from the URL.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${SCREENS[1].path}?from=${day(-3)}&to=${day(-1)}`);
    await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await expect(page.getByRole('img', { name: /Stacked area chart/ })).toBeVisible();
  });

  test('a phone shows the tiles in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', SCREENS[0].path);
    const tiles = page.locator('h3').filter({ hasText: /^(All visitors|Content published)$/ });
    await expect(tiles).toHaveCount(2);
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + 40);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  });
});
