import { useMatches } from 'react-router';
import type { RouteDef } from '@console/shared';
import type { RouteHandle } from './router';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the deepest matched route, if the page comes from the table. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
