import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_NAME, PAGE_ROUTES, getRoute, type RouteDef, type RouteName } from '@console/shared';
import type { RouteHandle } from '@/lib/routing/current-route';
import { NOT_FOUND_PATH } from '@/lib/routing/routing';
import { Root } from './root';
import { loadAppScope, loadGuard, loadLayout, loadPage, prefetchData } from './screen-loading';
import { screenOf } from './screens';

function pageRoute(route: RouteDef): RouteObject {
  const screen = screenOf(route.name as RouteName);
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
          prefetchData(screen, new URL(args.request.url));
          return result;
        }
      : undefined,
    lazy: () => loadPage(screen),
  };
}

export function buildRoutes(): RouteObject[] {
  const login = getRoute('login');
  const inLayout = PAGE_ROUTES.filter((r) => r.requiresAuth && !r.standalone);
  // Signed-in pages drawn on their own (the forced password change): the app scope, no frame.
  const standalone = PAGE_ROUTES.filter((r) => r.requiresAuth && r.standalone);
  const outside = PAGE_ROUTES.filter((r) => !r.requiresAuth);
  const notFound: RouteObject = { lazy: () => loadPage(screenOf(NOT_FOUND_ROUTE_NAME)) };
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
            ...standalone.map(pageRoute),
            { path: NOT_FOUND_PATH, ...notFound },
            { path: '*', ...notFound },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
