import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecentVisit, RecordVisitInput } from '@console/shared/workplace/schemas';
import { apiPost } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `POST /api/user/recent-visits`: records a visit and answers the updated list. */
export function recordVisit(input: RecordVisitInput): Promise<RecentVisit[]> {
  return apiPost<RecentVisit[]>('/api/user/recent-visits', input);
}

/** The answer replaces the cached list, so "recently visited" is current without a refetch. */
export function useRecordVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisit,
    onSuccess: (visits) => queryClient.setQueryData(workplaceKeys.recentVisits(), visits),
  });
}
