import type { QueryClient } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import type { RecordVisitInput } from '@console/shared/workplace/schemas';
import { call } from '@/lib/http/api';
import { workplaceKeys } from './workplace-keys';

/**
 * Records a visit; the answer, the updated list, replaces the cached one, so "recently visited" is
 * current without a refetch.
 */
export async function recordVisit(queryClient: QueryClient, input: RecordVisitInput): Promise<void> {
  queryClient.setQueryData(workplaceKeys.recentVisits(), await call(workplaceApi.recordVisit, { body: input }));
}
