import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Experimental axe rules that Lighthouse's accessibility audit turns on (lighthouse 12,
 * `core/gather/gatherers/accessibility.js`): with them a page that passes here passes there too.
 */
const LIGHTHOUSE_RULES = ['td-has-header', 'table-fake-caption', 'label-content-name-mismatch'];
/** WCAG 2.2 AA rules axe leaves off by default: a pointer target is at least 24 × 24 px, or spaced as if it were. */
const WCAG22_RULES = ['target-size'];

/** Waits until the top progress bar has finished (a bar half-way through its fade confuses axe). */
export async function waitForProgressDone(page: Page): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/** axe-core on `page` with axe's default rules plus the ones Lighthouse and WCAG 2.2 AA add. */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: Object.fromEntries([...LIGHTHOUSE_RULES, ...WCAG22_RULES].map((id) => [id, { enabled: true }])) });
}

/** Runs axe-core on the current page and fails with the list of violations. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await waitForProgressDone(page);
  let builder = axeScan(page);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
