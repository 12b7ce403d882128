import { queryOptions } from '@tanstack/react-query';
import type { ContentCategories } from '@console/shared/workplace/schemas';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/workplace/content-categories`: content volume per category, for the donut. */
export function getContentCategories(): Promise<ContentCategories> {
  return apiGet<ContentCategories>('/api/workplace/content-categories');
}

export const contentCategoriesQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.categories(), queryFn: getContentCategories, staleTime: PREFETCHED_FRESH_MS });
