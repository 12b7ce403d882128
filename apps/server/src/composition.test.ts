import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE_ROUTES } from '@console/shared';

/** Features the web has with no server part: the app's own screen and the exception pages. */
const WEB_ONLY = new Set(['app', 'exception']);

it('names every page route’s feature after a server module (docs/architecture.md, "Screens")', () => {
  const modules = new URL('./modules/', import.meta.url);
  const missing = PAGE_ROUTES.map((route) => route.feature).filter(
    (feature) => !WEB_ONLY.has(feature) && !existsSync(new URL(`${feature}/index.ts`, modules)),
  );
  expect(missing).toEqual([]);
});
