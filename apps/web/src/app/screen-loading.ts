import { DEFAULT_ROUTE_NAME, type RouteName } from '@console/shared';
import { loadDictionaries } from '@/lib/i18n';
import type { NavigationPreload } from '@/lib/navigation-preload';
import type { Screen, ScreenName } from '@/lib/screen';
import { SCREENS } from './screens';

export const loadGuard = () => import('./guard');
export const loadAppScope = () => import('./app-scope');
export const loadLayout = () => import('./shell/default-layout');

export async function prefetchData(screen: Screen, url: URL): Promise<void> {
  if (!screen.prefetch) return;
  const [module, { queryClient }] = await Promise.all([screen.prefetch(), import('@/lib/query-client')]);
  module.prefetch(queryClient, url);
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
  void Promise.all([loadPage(screen), screen.preload?.(), screen.prefetch?.()]).catch(() => undefined);
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
