import type { Page, Response } from '@playwright/test';
import { watchNetwork } from './network';

export interface LoadedAsset {
  /** Path of the asset on the server, e.g. `/assets/index-abc.js`. */
  path: string;
  kind: 'js' | 'css';
  /** Bytes on the wire as the browser received them (after content encoding). */
  transferred: number;
}

function assetKind(response: Response): LoadedAsset['kind'] | undefined {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  const contentType = response.headers()['content-type'] ?? '';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return undefined;
}

/**
 * Opens `path` and records every JS and CSS response the page loads until the network is idle
 * (lazy chunks fetched after first paint, such as charts, are part of the first load).
 */
export async function recordFirstLoad(
  page: Page,
  path: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<LoadedAsset[]> {
  const pending: Promise<LoadedAsset | undefined>[] = [];
  const onResponse = (response: Response) => {
    const kind = assetKind(response);
    if (!kind || !response.ok()) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ path: new URL(response.url()).pathname, kind, transferred: sizes.responseBodySize }))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const network = watchNetwork(page);
  await page.goto(path, { waitUntil: 'load' });
  await network.quiet();
  if (ready) await ready(page);
  await network.quiet();
  page.off('response', onResponse);
  const assets = (await Promise.all(pending)).filter((a): a is LoadedAsset => a !== undefined);
  const unique = new Map(assets.map((a) => [a.path, a]));
  return [...unique.values()];
}

export const KIB = 1024;

/**
 * Drawn when every chart in view is (at least `min` charts): a chart below the fold draws once it is
 * scrolled to. Resolves to the page's `performance.now()` at the first frame that showed them all.
 */
const chartsInViewDrawn = (min: number) => (page: Page) =>
  page.waitForFunction(
    (least) => {
      const charts = Array.from(document.querySelectorAll<HTMLElement>('[data-chart-ready]'));
      const drawn =
        charts.length >= least &&
        charts.every(
          (chart) => chart.dataset.chartReady === 'true' || chart.getBoundingClientRect().top >= window.innerHeight,
        );
      return drawn && performance.now();
    },
    min,
    { timeout: 30_000 },
  );

/** The Workplace is drawn with its two charts (the bench reads the frame's time from it). */
export const workplaceDrawn = chartsInViewDrawn(2);

/**
 * What "content is ready" means on each measured screen: a first load counts everything fetched
 * until then and until the network is idle (the Workplace's charts included, whatever the timing).
 */
export const READY: Record<string, (page: Page) => Promise<unknown>> = {
  '/login': (page) => page.locator('form button[type="submit"]').waitFor(),
  '/dashboard/workplace': workplaceDrawn,
  '/list/search-table': (page) => page.locator('.arco-table tbody tr').first().waitFor(),
  '/list/card': (page) => page.locator('.arco-card').first().waitFor(),
  '/form/step': (page) => page.locator('.arco-form').first().waitFor(),
  '/form/group': (page) => page.locator('.arco-input-number').first().waitFor(),
  '/profile/basic': (page) => page.locator('tbody tr').first().waitFor(),
  '/result/success': (page) => page.locator('.arco-steps-item').first().waitFor(),
  '/result/error': (page) => page.locator('ol li').first().waitFor(),
  '/project/card': (page) => page.locator('.arco-card h2 a').first().waitFor(),
  '/project/detail/1': chartsInViewDrawn(1),
  '/project/search-table': (page) => page.locator('.arco-table tbody tr').first().waitFor(),
  '/exception/403': (page) => page.locator('.arco-result').first().waitFor(),
  '/exception/404': (page) => page.locator('.arco-result').first().waitFor(),
  '/exception/500': (page) => page.locator('.arco-result').first().waitFor(),
  '/visualization/data-analysis': chartsInViewDrawn(6),
  '/visualization/multi-dimension-data-analysis': chartsInViewDrawn(8),
  // The grid, or the empty state of an account without documents (the grid's code loads with the page either way).
  '/docs/excel': (page) => page.locator('[role="grid"], .arco-empty').first().waitFor(),
  '/user/account': (page) =>
    Promise.all([chartsInViewDrawn(1)(page), page.locator('.arco-table tbody tr').first().waitFor()]),
  '/dashboard/chat': (page) => page.locator('textarea.arco-textarea').waitFor(),
  // The statistics, and the studio: its operation buttons turn from disabled to enabled when it arrives (a scan in between sees the disabled grey on a live button).
  '/dashboard/monitor': (page) =>
    Promise.all([
      page.locator('.arco-table tbody tr').first().waitFor(),
      page.locator('.arco-btn-secondary.arco-btn-long:not([disabled])').first().waitFor(),
    ]),
  '/user/info': (page) => page.locator('h3 a[href^="/project/detail/"]').first().waitFor(),
  '/user/setting': (page) => page.locator('form input[type="email"]').first().waitFor(),
};
