import { queryOptions } from '@tanstack/react-query';
import type { ContentCategory, PopularItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** The category shown first. */
export const DEFAULT_POPULAR_CATEGORY: ContentCategory = 'text';

/** `GET /api/popular/list?type`: the five most clicked items of a category. */
export function getPopularList(type: ContentCategory): Promise<PopularItem[]> {
  return apiGet<PopularItem[]>('/api/popular/list', { params: { type } });
}

export const popularListQueryOptions = (type: ContentCategory) =>
  queryOptions({ queryKey: workplaceKeys.popular(type), queryFn: () => getPopularList(type), staleTime: PREFETCHED_FRESH_MS });
