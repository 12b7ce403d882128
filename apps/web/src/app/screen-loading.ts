import { DEFAULT_ROUTE_NAME, type RouteName } from '@console/shared';
import { loadDictionaries } from '@/lib/i18n/i18n';
import type { NavigationPreload } from '@/lib/routing/navigation-preload';
import type { QueryClient } from '@tanstack/react-query';
import type { PrefetchModule, Screen, ScreenName } from '@/lib/routing/screen';
import { SCREENS } from './screens';

export const loadGuard = () => import('./guard');
export const loadAppScope = () => import('./app-scope');
export const loadLayout = () => import('./shell/default-layout');

/** A screen's prefetch with the query cache, once both have loaded. */
interface LoadedPrefetch {
  module: PrefetchModule;
  queryClient: QueryClient;
}

/**
 * Prefetches whose code has loaded. An `import()` of a loaded module still resolves a task later,
 * behind the page's render, so a navigation that finds its prefetch here asks for its data at once
 * (ADR 030).
 */
const loadedPrefetches = new Map<Screen, LoadedPrefetch>();

async function loadPrefetch(screen: Screen): Promise<LoadedPrefetch | undefined> {
  if (!screen.prefetch) return undefined;
  const [module, { queryClient }] = await Promise.all([screen.prefetch(), import('@/lib/query-client')]);
  const loaded = { module, queryClient };
  loadedPrefetches.set(screen, loaded);
  return loaded;
}

/** Asks for the data of the page `url` shows: at once when its prefetch has loaded, else once it has. */
export function prefetchData(screen: Screen, url: URL): void {
  const loaded = loadedPrefetches.get(screen);
  if (loaded) {
    loaded.module.prefetch(loaded.queryClient, url);
    return;
  }
  void loadPrefetch(screen)
    .then((next) => next?.module.prefetch(next.queryClient, url))
    .catch(() => undefined);
}

/** The page's code and texts, ready to render. */
export async function loadPage(screen: Screen) {
  const [module] = await Promise.all([screen.page(), screen.texts && loadDictionaries(screen.texts)]);
  return { Component: module.default };
}

/** Loads a page's code and texts, with what it loads after its first paint, ahead of need. */
function preloadPage(name: ScreenName): void {
  const screen = SCREENS.get(name);
  if (!screen) return;
  void Promise.all([loadPage(screen), screen.preload?.(), loadPrefetch(screen)]).catch(() => undefined);
}

/**
 * Loads the signed-in frame and the landing page ahead of need. Called when the user starts to
 * sign in: typing takes longer than this, so the landing page's code is at hand when the session
 * starts, and the login page's own first load stays as it is.
 */
function preloadLanding(name: RouteName = DEFAULT_ROUTE_NAME): void {
  void Promise.all([loadGuard(), loadAppScope(), loadLayout()]).catch(() => undefined);
  preloadPage(name);
}

export const navigationPreload: NavigationPreload = { landing: () => preloadLanding(), page: preloadPage };
