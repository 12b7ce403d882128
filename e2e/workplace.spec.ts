import { expect, test, type Page } from './support/test';
import { PAGE_ROUTES, builtinGrant, canAccess } from '@console/shared';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import { loginAs, submitLogin } from './support/auth';
import { READY } from './support/first-load';
import { watchNetwork } from './support/network';
import { startWithSettings, useLocaleAndResetAdminSettings } from './support/user-settings';

const PATH = '/dashboard/workplace';

/** Whether an in-app link leads to a page the user role opens by default (`:id` matching any segment). */
const userOpens = (href: string) =>
  PAGE_ROUTES.some(
    (route) =>
      canAccess(route, builtinGrant('user')) &&
      new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(href.split('?')[0] ?? ''),
  );

/** Scrolls a chart into view, where it draws, and waits until it has. */
async function expectChartDrawn(page: Page, label: string | RegExp): Promise<void> {
  const chart = page.getByRole('img', { name: label });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-chart-ready', 'true');
}

/** Requests for an ECharts chunk (the entry and its analysis extension). */
function echartsRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/echarts[-.]/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

/** The server's picture of a chart: loaded, at the chart's width, with something drawn on it. */
async function expectPicture(page: Page, label: string | RegExp): Promise<void> {
  await expectChartDrawn(page, label);
  const picture = page.getByRole('img', { name: label }).locator('img');
  const { natural, shown } = await picture.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth,
    shown: img.parentElement!.clientWidth,
  }));
  expect(natural).toBe(shown);
}

/** Pixels painted on a chart's live canvas, once the pointer has reached the chart and made it live. */
async function canvasPixels(page: Page, label: string): Promise<number> {
  await expectChartDrawn(page, label);
  const chart = page.getByRole('img', { name: label });
  await chart.hover();
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(chart.locator('img')).toHaveCount(0);
  return chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
    return painted;
  });
}

test.describe('workplace', () => {
  useLocaleAndResetAdminSettings('en-US');

  test('a sign-in through the form lands on the Workplace with each block asked for once', async ({ page }) => {
    const BLOCKS = [
      '/api/workplace/stats',
      '/api/content-data',
      '/api/popular/list',
      '/api/workplace/content-categories',
      '/api/announcements',
      '/api/user/recent-visits',
    ];
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.replace('/member-api', '');
      if (request.method() === 'GET' && BLOCKS.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    const network = watchNetwork(page);
    await page.goto('/login');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(PATH);
    await READY[PATH]!(page);
    await network.quiet();
    // The route asks for the data while the page loads; the blocks that mount use those answers.
    expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(BLOCKS.map((path) => [path, 1])));
  });

  test('a user’s links lead only to pages the user may open', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await READY[PATH]!(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Content management' })).toBeVisible();
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The console's own pages; the API docs (`/member-api/docs`) are open to anyone.
    const pages = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/member-api/'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((href) => !userOpens(href))).toEqual([]);
  });

  test('shows the six stats of the signed-in user, popular content by kind, the announcements and the help documents', async ({
    page,
  }) => {
    await loginAs(page, 'admin', PATH);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    // In the banner: "Content put in" is also a quick operation once the step form is live.
    const banner = page.getByRole('region', { name: /Welcome back/ });
    for (const title of [
      'Balance',
      'Pending orders',
      'Renewal orders',
      'Online content',
      'Content put in',
      'Daily new comments',
    ]) {
      await expect(banner.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(page.locator('.arco-statistic').filter({ hasText: 'Balance' })).toContainText(/\d+\.\d{2}/);

    const popular = page.locator('.arco-card').filter({ hasText: 'Popular content' });
    const table = popular.locator('tbody tr');
    await expect(table).toHaveCount(5);
    const text = await table.first().textContent();
    await popular.getByText('Video', { exact: true }).click();
    await expect(table).toHaveCount(5);
    await expect.poll(() => table.first().textContent()).not.toBe(text);

    const announcements = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Announcements' }) });
    await expect(announcements.locator('li').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Interface docs' })).toHaveAttribute('href', '/member-api/docs');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`charts show the server's pictures first, then turn live under the pointer, in the ${theme} theme`, async ({
      page,
    }) => {
      const echarts = echartsRequests(page);
      await startWithSettings(page, 'admin', { theme });
      await loginAs(page, 'admin', PATH);
      const line = 'Line chart of the content created per day over the last eight days';
      const donut = 'Donut chart of the content volume per category';
      await expectPicture(page, line);
      await expectPicture(page, donut);
      // The first view costs no ECharts at all (ADR 026).
      expect(echarts).toEqual([]);
      expect(await canvasPixels(page, line)).toBeGreaterThan(1000);
      expect(echarts).toHaveLength(1);
      // A live chart answers the pointer: the tooltip names the day under it.
      const chart = page.getByRole('img', { name: line });
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 4 });
      await expect(
        chart
          .locator('div')
          .filter({ hasText: /\d{4}-\d{2}-\d{2}/ })
          .last(),
      ).toBeVisible();
      expect(await canvasPixels(page, donut)).toBeGreaterThan(1000);
      if (theme === 'dark') await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
      else await expect(page.locator('body')).not.toHaveAttribute('arco-theme', 'dark');
    });
  }

  test('charts follow a theme switch without a reload', async ({ page }) => {
    await startWithSettings(page, 'admin', { theme: 'light' });
    await loginAs(page, 'admin', PATH);
    const label = 'Donut chart of the content volume per category';
    await canvasPixels(page, label);
    const legendColour = () =>
      page
        .getByRole('img', { name: label })
        .locator('canvas')
        .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    const light = await legendColour();
    await page.evaluate(() => document.body.setAttribute('data-e2e', 'kept'));
    await page.getByRole('button', { name: 'Click to use dark mode' }).click();
    await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
    await expect.poll(legendColour).not.toBe(light);
    await expect(page.locator('body')).toHaveAttribute('data-e2e', 'kept');
  });

  test('recently visited lists the pages the user opened', async ({ page }) => {
    const visitRecorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/user/recent-visits') &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('"Card"'),
    );
    await loginAs(page, 'admin', '/list/card');
    await expect(page.getByRole('heading', { name: 'Card list' })).toBeVisible();
    await visitRecorded;
    await page.goto(PATH);
    const recent = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Quick operations' }) });
    await expect(recent.getByRole('link', { name: 'Card List' })).toBeVisible();
    await recent.getByRole('link', { name: 'Card List' }).click();
    await expect(page).toHaveURL(/\/list\/card$/);
  });

  test.describe('in motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('a carousel slide keeps its title and text laid out while it moves', async ({ page }) => {
      await loginAs(page, 'admin', PATH);
      const carousel = page.getByRole('region', { name: 'Highlights' });
      await expect(carousel.locator('strong').first()).toBeVisible();
      // Where the title and the text sit in the incoming slide: half-way through the slide change, then at rest.
      const layouts = await carousel.evaluate(
        (section) =>
          new Promise<{ moving: number[]; resting: number[] }>((resolve) => {
            const offsets = (slide: Element) => {
              const box = slide.getBoundingClientRect();
              const [title, text] = [slide.querySelector('strong'), slide.querySelector('strong ~ span')].map((el) =>
                el?.getBoundingClientRect(),
              );
              return [title, text].flatMap((rect) =>
                rect ? [Math.round(rect.left - box.left), Math.round(rect.top - box.top)] : [NaN, NaN],
              );
            };
            const observer = new MutationObserver(() => {
              const incoming = section.querySelector('.arco-carousel-item-slide-in');
              if (!incoming) return;
              observer.disconnect();
              setTimeout(() => {
                const moving = offsets(incoming);
                setTimeout(() => resolve({ moving, resting: offsets(incoming) }), 1000);
              }, 200);
            });
            observer.observe(section, { subtree: true, attributes: true, attributeFilter: ['class'] });
          }),
      );
      expect(layouts.moving).toEqual(layouts.resting);
    });

    test.describe('the carousel', () => {
      /** The title of the slide on show (Arco hides the others from assistive technology). */
      const shownTitle = (page: Page) =>
        page.getByRole('region', { name: 'Highlights' }).locator('[aria-hidden="false"] strong');

      test('turns five slides by itself until the user pauses it, and its arrows are named', async ({ page }) => {
        // The slides turn every 3 s: the test moves the page's clock instead of waiting.
        await page.clock.install();
        await loginAs(page, 'admin', PATH);
        const carousel = page.getByRole('region', { name: 'Highlights' });
        await expect(carousel.locator('strong')).toHaveText([
          'Data-driven content',
          'Smart distribution',
          'Quality review',
          'Creation toolkit',
          'Creator community',
        ]);
        await expect(shownTitle(page)).toHaveText('Data-driven content');

        await page.clock.fastForward(3500);
        await expect(shownTitle(page)).toHaveText('Smart distribution');

        await carousel.getByRole('button', { name: 'Pause the slides' }).click();
        // Away from the slides, which Arco also pauses while the pointer is over them.
        await page.mouse.move(0, 0);
        await page.clock.fastForward(7000);
        await expect(shownTitle(page)).toHaveText('Smart distribution');

        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await expect(shownTitle(page)).toHaveText('Quality review');
        // A click while the slide still moves is ignored (Arco), as it would be for a person.
        await page.clock.fastForward(1000);
        await carousel.getByRole('button', { name: 'Previous slide' }).click();
        await expect(shownTitle(page)).toHaveText('Smart distribution');

        await carousel.getByRole('button', { name: 'Play the slides' }).click();
        await page.mouse.move(0, 0);
        await page.clock.fastForward(3500);
        await expect(shownTitle(page)).toHaveText('Quality review');
      });

      test('stops when the keyboard reaches its slides', async ({ page }) => {
        await loginAs(page, 'admin', PATH);
        const carousel = page.getByRole('region', { name: 'Highlights' });
        await carousel.getByRole('button', { name: 'Pause the slides' }).focus();
        // From the button back to the arrows before it.
        await page.keyboard.press('Shift+Tab');
        await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
        await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
      });

      test('stays still for a user who asks for reduced motion', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.clock.install();
        await loginAs(page, 'admin', PATH);
        await expect(page.getByRole('button', { name: 'Play the slides' })).toBeVisible();
        await page.clock.fastForward(7000);
        await expect(shownTitle(page)).toHaveText('Data-driven content');
      });
    });
  });

  test.describe('on a phone', () => {
    // Lighthouse's mobile device (moto g power): one column, the menu in a drawer, no navbar title.
    test.use({ viewport: { width: 412, height: 823 } });

    test('shows the chart below the fold as a picture, drawn at the phone width without ECharts', async ({ page }) => {
      const echarts = echartsRequests(page);
      await loginAs(page, 'admin', PATH);
      await expectPicture(page, /Line chart/);
      const donut = page.getByRole('img', { name: /Donut chart/ });
      await donut.scrollIntoViewIfNeeded();
      await expectPicture(page, /Donut chart/);
      expect(echarts).toEqual([]);
    });

    test('holds still while its figures load and count up', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.defineProperty(window, 'layoutShifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The figures arrive after the page is drawn, as on a slow network: their skeletons hold their place.
      await page.route('**/api/workplace/stats', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      const statsAnswer = page.waitForResponse((response) => response.url().endsWith('/api/workplace/stats'));
      await loginAs(page, 'admin', PATH);
      const stats = ((await (await statsAnswer).json()) as { data: WorkplaceStats }).data;
      const balance = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        stats.balanceCny,
      );
      // The count-up has ended when the balance shows its final value.
      await expect(page.locator('.arco-statistic').filter({ hasText: 'Balance' })).toContainText(balance);
      await expectChartDrawn(page, /Line chart/);
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      // Lighthouse calls under 0.1 good; the digits widening during the count-up stay far below.
      expect(shift).toBeLessThan(0.02);
    });
  });
});
