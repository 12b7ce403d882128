import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InputOf, ResponseOf } from '@console/shared/api/contract';
import { menuApi } from '@console/shared/menu/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { menuLayoutQueryOptions } from '@/lib/session/menu-layout';

/** The layout as the menu manager reads it: its entries, version and last save. */
export type AdminMenuLayout = ResponseOf<typeof menuApi.adminLayout>;
export type SaveMenuLayoutInput = InputOf<typeof menuApi.saveLayout, 'body'>;

export const menuManagerKeys = {
  layout: ['menu-manager', 'layout'] as const,
};

/** The menu layout with its version and last save (docs/api.md, "Menu"). */
export const adminMenuLayoutQueryOptions = () =>
  queryOptions({
    queryKey: menuManagerKeys.layout,
    queryFn: () => call(menuApi.adminLayout),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The menu manager asks for the layout as soon as the route grants access. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(adminMenuLayoutQueryOptions());
}

/**
 * Saves the whole layout at the version read (409 when another save came first). The saved layout
 * becomes the manager's, and this session's menu draws by it at once.
 */
export function useSaveMenuLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMenuLayoutInput) => call(menuApi.saveLayout, { body: input }),
    onSuccess: (saved: AdminMenuLayout) => {
      queryClient.setQueryData(menuManagerKeys.layout, saved);
      queryClient.setQueryData(menuLayoutQueryOptions().queryKey, { entries: saved.entries });
    },
  });
}
