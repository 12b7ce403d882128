/// <reference lib="dom" />
/**
 * Interactions measured as INP counts them, with the Event Timing API: from the input to the
 * next frame, the handlers and the rendering they caused included. The browser reports an
 * interaction only from 16 ms, so a figure of 16 ms means "16 ms or less".
 */
import type { Page } from '@playwright/test';
import { userApi } from '@console/shared/user/contract';
import { chooseOption } from '../e2e/support/shell';
import { median, type Figure } from './report';

const RUNS = 3;
const TARGET_MS = 100;
/** The least duration the Event Timing API reports. */
const FLOOR_MS = 16;

declare global {
  interface Window {
    /** The longest entry of each interaction since `watchInteractions`, by interaction id. */
    benchInteractions?: Map<number, number>;
  }
}

/** Starts recording the page's interactions, forgetting those recorded before. */
export async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    if (window.benchInteractions) return window.benchInteractions.clear();
    const slowest = new Map<number, number>();
    window.benchInteractions = slowest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          slowest.set(entry.interactionId, Math.max(slowest.get(entry.interactionId) ?? 0, entry.duration));
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, FLOOR_MS);
}

/** The longest interaction since `watchInteractions`, once its frame has been reported. */
export async function slowestInteraction(page: Page): Promise<number> {
  // The browser reports an interaction after the frame that followed it.
  await page.waitForTimeout(500);
  return page.evaluate((floor) => Math.max(floor, ...(window.benchInteractions?.values() ?? [])), FLOOR_MS);
}

/** An interaction on a screen: `act` performs it once the screen is drawn, and undoes it if it is saved. */
interface Interaction {
  name: string;
  path: string;
  act(page: Page): Promise<void>;
}

/** Chooses `option` in the search form's select labelled `field`, then searches. */
const filter = (field: string, option: string) => async (page: Page) => {
  await chooseOption(page, field, option);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('.arco-table tbody tr').first().waitFor();
};

const secondPage = async (page: Page) => {
  await page.locator('.arco-pagination-item').filter({ visible: true }).filter({ hasText: /^2$/ }).click();
  await page.locator('.arco-pagination-item-active').filter({ hasText: /^2$/ }).waitFor();
};

/** Arco's radio buttons hide their input behind the label. */
const choosePeriod = async (page: Page) => {
  await page.locator('label', { has: page.getByRole('radio', { name: 'Last 7 days' }) }).click();
  await page.waitForURL(/days=7/);
};

/**
 * Waits until the account has saved settings that `done` accepts. The theme and the language are
 * the account's, saved a moment after the change: a run closed before that would start the next
 * run in the other theme or language.
 */
const saved = (page: Page, done: (settings: { theme?: string; locale?: string }) => boolean) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/member-api${userApi.saveSettings.path}`) &&
      response.request().method() === userApi.saveSettings.method &&
      done(JSON.parse(response.request().postData() ?? '{}') as { theme?: string; locale?: string }),
  );

const INTERACTIONS: readonly Interaction[] = [
  { name: 'change the period, data analysis', path: '/visualization/data-analysis', act: choosePeriod },
  {
    name: 'change the period, multi-dimension analysis',
    path: '/visualization/multi-dimension-data-analysis',
    act: choosePeriod,
  },
  { name: 'filter the policy search table', path: '/list/search-table', act: filter('Status', 'Online') },
  { name: 'page the policy search table', path: '/list/search-table', act: secondPage },
  { name: 'filter the task search table', path: '/project/search-table', act: filter('Status', 'Done') },
  { name: 'page the task search table', path: '/project/search-table', act: secondPage },
  {
    name: 'open the settings drawer',
    path: '/dashboard/workplace',
    act: async (page) => {
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    // Both ways: the theme is the account's, and the next measurements expect the light one.
    name: 'switch the theme to dark and back',
    path: '/dashboard/workplace',
    act: async (page) => {
      await page.getByRole('button', { name: 'Click to use dark mode' }).click();
      await page.locator('body[arco-theme="dark"]').waitFor();
      const light = saved(page, (settings) => settings.theme === 'light');
      await page.getByRole('button', { name: 'Click to use light mode' }).click();
      await page.locator('body:not([arco-theme="dark"])').waitFor();
      await light;
    },
  },
  {
    name: 'switch the locale to Chinese and back',
    path: '/dashboard/workplace',
    act: async (page) => {
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '中文' }).click();
      await page.locator('html[lang="zh-CN"]').waitFor();
      const english = saved(page, (settings) => settings.locale === 'en-US');
      await page.getByRole('button', { name: '语言' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.locator('html[lang="en-US"]').waitFor();
      await english;
    },
  },
];

/**
 * Each interaction `RUNS` times, on a screen opened by `open` (a fresh, signed-in page, drawn):
 * the median of its slowest interaction against INP's 100 ms.
 */
export async function measureInteractions(open: (path: string) => Promise<Page>): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const interaction of INTERACTIONS) {
    const slowest: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const page = await open(interaction.path);
      await watchInteractions(page);
      await interaction.act(page);
      slowest.push(await slowestInteraction(page));
      await page.context().close();
    }
    figures.push(interactionFigure(interaction.name, slowest));
  }
  return figures;
}

/** The figure of one interaction's runs. */
export function interactionFigure(name: string, slowest: readonly number[]): Figure {
  return {
    group: 'interaction (INP)',
    name,
    value: median(slowest),
    unit: 'ms',
    target: TARGET_MS,
    better: 'lower',
    note: `median of ${slowest.length} (${slowest.join(', ')} ms); ${FLOOR_MS} ms: at most that`,
  };
}
