import { expect, type Page } from '@playwright/test';
import { axeScan, waitForProgressDone } from './a11y';

/** Runs axe-core on the parts of the page matched by `selectors` only and fails with their violations. */
export async function expectNoA11yViolationsWithin(page: Page, selectors: string[], options: { exclude?: string[] } = {}): Promise<void> {
  await waitForProgressDone(page);
  let builder = axeScan(page);
  for (const selector of selectors) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
