import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuApi } from '@console/shared/menu/contract';
import { call } from '@/lib/http/api';

export const menuLayoutKeys = {
  all: ['auth', 'menu-layout'] as const,
};

/**
 * How administrators arranged the menu (docs/api.md, "Menu"): read once per session, and again
 * when the menu manager saves (it invalidates `menuLayoutKeys.all`). A failure leaves the menu as
 * the route table builds it; the route guard handles a session that ended.
 */
export const menuLayoutQueryOptions = () =>
  queryOptions({
    queryKey: menuLayoutKeys.all,
    queryFn: () => call(menuApi.layout, {}, { sessionDialog: false }),
    staleTime: Infinity,
  });

/** The session's menu layout; undefined until it came (or when it could not be had). */
export function useMenuLayout() {
  return useQuery(menuLayoutQueryOptions());
}
