import { queryOptions } from '@tanstack/react-query';
import type { RecentVisit } from '@console/shared/workplace/schemas';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/user/recent-visits`: the routes the user opened last, newest first. */
export function getRecentVisits(): Promise<RecentVisit[]> {
  return apiGet<RecentVisit[]>('/api/user/recent-visits');
}

export const recentVisitsQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.recentVisits(), queryFn: getRecentVisits, staleTime: PREFETCHED_FRESH_MS });
