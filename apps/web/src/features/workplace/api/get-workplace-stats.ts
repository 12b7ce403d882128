import { queryOptions } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** The six figures of the welcome banner. */
export const getWorkplaceStats = () => call(workplaceApi.stats);

export const workplaceStatsQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.stats(), queryFn: getWorkplaceStats, staleTime: PREFETCHED_FRESH_MS });
