import type { QueryClient } from '@tanstack/react-query';
import type { RecentVisit, RecordVisitInput } from '@console/shared/workplace/schemas';
import { apiPost } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/**
 * `POST /api/user/recent-visits`: records a visit and answers the updated list, which replaces the
 * cached one, so "recently visited" is current without a refetch.
 */
export async function recordVisit(queryClient: QueryClient, input: RecordVisitInput): Promise<void> {
  queryClient.setQueryData(
    workplaceKeys.recentVisits(),
    await apiPost<RecentVisit[]>('/api/user/recent-visits', input),
  );
}
