import { queryOptions } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** The routes the user opened last, newest first. */
export const getRecentVisits = () => call(workplaceApi.recentVisits);

export const recentVisitsQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.recentVisits(), queryFn: getRecentVisits, staleTime: PREFETCHED_FRESH_MS });
