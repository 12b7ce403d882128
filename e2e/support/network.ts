import type { Page, Request } from '@playwright/test';
import { liveApi } from '@console/shared/live/contract';

/**
 * Playwright's 'networkidle' never comes on a signed-in page: the live channel's stream stays open
 * (docs/decisions/022-live-channel.md). This tracks a page's other requests instead; `quiet()`
 * resolves once none has been in flight for `quietMs`. Start it before the requests it must see.
 */
export function watchNetwork(page: Page) {
  const inflight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (inflight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(liveApi.stream.path)) return;
    inflight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inflight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `the network was not quiet within ${timeoutMs} ms: ${[...inflight].map((r) => r.url()).join(', ')}`,
          );
        await page.waitForTimeout(100);
      }
    },
  };
}
