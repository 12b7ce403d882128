/// <reference lib="dom" />
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LIVE_ROUTES } from '@console/shared';
import { gzipSizeOf, KIB, recordFirstLoad } from './support/first-load';
import { fetchToken } from './support/auth';

/** First-load budgets (gzip JS+CSS) per route; issue 5. Lighthouse and timings live in `npm run bench`. */
const BUDGETS = [
  { route: 'login', path: '/login', kib: 160, signedIn: false },
  { route: 'Workplace', path: '/dashboard/workplace', kib: 400, signedIn: true },
] as const;

const distDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const live = new Set(LIVE_ROUTES.map((r) => r.name));

for (const budget of BUDGETS) {
  test(`first load of ${budget.path} stays within ${budget.kib} KiB gzip`, async ({ page }) => {
    test.skip(!live.has(budget.route), `${budget.route} is not built yet`);
    if (budget.signedIn) {
      const token = await fetchToken(page, 'admin');
      await page.addInitScript((value) => localStorage.setItem('token', value), token);
    }
    const assets = await recordFirstLoad(page, budget.path);
    expect(assets.some((a) => a.kind === 'js')).toBe(true);
    const gzip = await gzipSizeOf(assets, distDir);
    console.log(`${budget.path}: ${(gzip / KIB).toFixed(1)} KiB gzip JS+CSS in ${assets.length} files`);
    expect(gzip / KIB).toBeLessThanOrEqual(budget.kib);
  });
}
