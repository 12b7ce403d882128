import { queryOptions } from '@tanstack/react-query';
import { popularListSchema, type ContentCategory, type PopularItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/popular/list?type`: the five most clicked items of a category. */
export async function getPopularList(type: ContentCategory): Promise<PopularItem[]> {
  return popularListSchema.parse(await apiGet<unknown>('/api/popular/list', { params: { type } }));
}

export const popularListQueryOptions = (type: ContentCategory) =>
  queryOptions({ queryKey: workplaceKeys.popular(type), queryFn: () => getPopularList(type) });
