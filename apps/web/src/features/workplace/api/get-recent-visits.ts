import { queryOptions } from '@tanstack/react-query';
import { recentVisitListSchema, type RecentVisit } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/user/recent-visits`: the routes the user opened last, newest first. */
export async function getRecentVisits(): Promise<RecentVisit[]> {
  return recentVisitListSchema.parse(await apiGet<unknown>('/api/user/recent-visits'));
}

export const recentVisitsQueryOptions = () => queryOptions({ queryKey: workplaceKeys.recentVisits(), queryFn: getRecentVisits });
