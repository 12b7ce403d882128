import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_ROUTE_NAME, getRoute, type RouteDef, type RouteName } from '@console/shared';
import { PAGES } from './pages';
import { NOT_FOUND_PATH, PAGE_ROUTES } from './routing';
import { Root } from './root';

const loadGuard = () => import('./guard');
const loadAppScope = () => import('./app-scope');
const loadLayout = () => import('./layout/default-layout');

/** Code a page loads after its first paint, worth having at hand when a sign-in lands on it. */
const DEFERRED: Partial<Record<RouteName, () => Promise<unknown>>> = {
  Workplace: () => import('@/components/chart/echarts'),
};

interface PrefetchModule {
  /** Asks for the page's data (into the query cache) for the URL being opened. */
  prefetch: (queryClient: QueryClient, url: URL) => void;
}

/**
 * Data a page asks for as soon as the route has granted access, in parallel with its code and
 * first render (the page's blocks then find it in the query cache).
 */
const PREFETCH: Partial<Record<RouteName, () => Promise<PrefetchModule>>> = {
  Workplace: () => import('@/features/workplace/api/prefetch-workplace'),
  SearchTable: () => import('@/features/policy/api/prefetch-policies'),
};

async function prefetchData(name: RouteName, url: URL): Promise<void> {
  const load = PREFETCH[name];
  if (!load) return;
  const [module, { queryClient }] = await Promise.all([load(), import('@/lib/query-client')]);
  module.prefetch(queryClient, url);
}

/** Loads a page's code (with what it loads after its first paint) ahead of need. */
export function preloadPage(name: RouteName): void {
  void Promise.all([PAGES[name]?.(), DEFERRED[name]?.(), PREFETCH[name]?.()]).catch(() => undefined);
}

/**
 * Loads the signed-in frame and the landing page ahead of need. Called when the user starts to
 * sign in: typing takes longer than this, so the landing page's code is at hand when the session
 * starts, and the login page's own first load stays as it is.
 */
export function preloadLanding(name: RouteName = DEFAULT_ROUTE_NAME): void {
  void Promise.all([loadGuard(), loadAppScope(), loadLayout()]).catch(() => undefined);
  preloadPage(name);
}

/** Route data available to every component through `useMatches()`. */
export interface RouteHandle {
  route: RouteDef;
}

function pageRoute(route: RouteDef): RouteObject {
  const load = PAGES[route.name as RouteName];
  if (!load) throw new Error(`Route ${route.name} is live but has no page in PAGES`);
  const isRedirect = route.name === 'Redirect';
  return {
    id: route.name,
    // The redirect route carries a whole path, slashes included.
    path: isRedirect ? route.path.replace(':path', '*') : route.path,
    handle: { route } satisfies RouteHandle,
    // The guards (and the HTTP client they use) load with the first guarded route, not with /login.
    loader: route.requiresAuth
      ? async (args) => {
          const { guardLoader } = await loadGuard();
          const result = await guardLoader(route, { checkAccess: !isRedirect })(args);
          void prefetchData(route.name as RouteName, new URL(args.request.url)).catch(() => undefined);
          return result;
        }
      : undefined,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const notFound: RouteObject = {
  lazy: async () => ({ Component: (await import('@/features/exception/pages/not-found-page')).default }),
};

export function buildRoutes(): RouteObject[] {
  const login = getRoute('login');
  const inLayout = PAGE_ROUTES.filter((r) => r.requiresAuth);
  const outside = PAGE_ROUTES.filter((r) => !r.requiresAuth);
  return [
    {
      Component: Root,
      // Client-only app: nothing to show before the first route has loaded (the progress bar runs).
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(login?.path ?? '/login') },
        ...outside.map(pageRoute),
        {
          lazy: async () => ({ Component: (await loadAppScope()).AppScope }),
          children: [
            {
              lazy: async () => ({ Component: (await loadLayout()).DefaultLayout }),
              children: inLayout.map(pageRoute),
            },
            { path: NOT_FOUND_PATH, ...notFound },
            { path: '*', ...notFound },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
