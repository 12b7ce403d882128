import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until the top progress bar has finished (a bar half-way through its fade confuses axe). */
export async function waitForProgressDone(page: Page): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/** Runs axe-core on the current page and fails with the list of violations. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await waitForProgressDone(page);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
