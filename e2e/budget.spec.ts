/// <reference lib="dom" />
import { expect, test } from './support/test';
import { PAGE_ROUTES } from '@console/shared';
import { firstLoadModel } from '../apps/web/build/first-load';
import { READY, recordFirstLoad } from './support/first-load';
import { tokenOf } from './support/auth';

/**
 * The first-load budgets are computed from the build (apps/web/build/first-load.test.ts). Here
 * Chromium checks that model on the two pages every user loads, which have file-count targets
 * (ADR 024): the login page, and the Workplace with the signed-in frame, its texts and prefetch;
 * and on data analysis, whose chart code the model counts through its screen's `preload`. Same
 * files, same sizes: the budgets read them from the build.
 */
const CHECKED = new Set(['login', 'Workplace', 'DataAnalysis']);

for (const route of PAGE_ROUTES.filter((r) => CHECKED.has(r.name))) {
  test(`the computed first load of ${route.path} is what Chromium fetches`, async ({ page }) => {
    if (route.requiresAuth) {
      await page.addInitScript((value) => localStorage.setItem('token', value), tokenOf('admin'));
    }
    const fetched = (await recordFirstLoad(page, route.path, READY[route.path])).map((asset) => asset.path).sort();
    const computed = firstLoadModel().filesOf(route.name);
    expect(
      fetched,
      `Chromium fetched:\n  ${fetched.join('\n  ')}\nThe model computed:\n  ${computed.join('\n  ')}`,
    ).toEqual(computed);
  });
}
