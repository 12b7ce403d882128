import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { getRoute, type RouteDef, type RouteName } from '@console/shared';
import { PAGES } from './pages';
import { NOT_FOUND_PATH, PAGE_ROUTES } from './routing';
import { Root } from './root';

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
          const { guardLoader } = await import('./guard');
          return guardLoader(route, { checkAccess: !isRedirect })(args);
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
          lazy: async () => ({ Component: (await import('./query-scope')).QueryScope }),
          children: [
            {
              lazy: async () => ({ Component: (await import('./layout/default-layout')).DefaultLayout }),
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
