import { queryOptions } from '@tanstack/react-query';
import type { ContentDataPoint } from '@console/shared/workplace/schemas';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/content-data`: content created per day over the last eight days. */
export function getContentData(): Promise<ContentDataPoint[]> {
  return apiGet<ContentDataPoint[]>('/api/content-data');
}

export const contentDataQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.contentData(), queryFn: getContentData, staleTime: PREFETCHED_FRESH_MS });
