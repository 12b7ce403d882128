/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** axe-core's browser build, put into a page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Experimental axe rules that Lighthouse's accessibility audit turns on (lighthouse 12,
 * `core/gather/gatherers/accessibility.js`): with them a page that passes here passes there too.
 * And a WCAG 2.2 AA rule axe leaves off by default: a pointer target is at least 24 × 24 px, or
 * spaced as if it were.
 */
const EXTRA_RULES = ['td-has-header', 'table-fake-caption', 'label-content-name-mismatch', 'target-size'];

/**
 * Violations only: axe then keeps no node lists for the rules that pass, which made a scan of a busy
 * page three to five times slower (docs/testing.md).
 */
const OPTIONS: RunOptions = {
  rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/**
 * Waits until the top progress bar has finished (a bar half-way through its fade confuses axe).
 * Checked every frame: an assertion's back-off polling would wait up to 800 ms for a 400 ms fade.
 */
export async function waitForProgressDone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('nprogress'), undefined, { polling: 'raf' });
}

export interface ScanScope {
  /** Scan only these parts of the page (CSS selectors); the whole page by default. */
  include?: string[];
  exclude?: string[];
}

/**
 * Runs axe-core on the page as it is now, with axe's default rules and the ones above, and fails
 * with the list of violations. axe runs in the page itself: it is put in once per document, so a
 * walk through several screens by client-side navigation pays for it once.
 */
export async function expectNoA11yViolations(page: Page, { include, exclude = [] }: ScanScope = {}): Promise<void> {
  await waitForProgressDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // axe's context: a list of selectors per element (a selector inside an iframe would follow its frame's).
  const context = {
    include: (include ?? ['html']).map((selector) => [selector]),
    exclude: exclude.map((selector) => [selector]),
  };
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(context, options as RunOptions);
      return results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { context, options: OPTIONS as Record<string, unknown> },
  );
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
