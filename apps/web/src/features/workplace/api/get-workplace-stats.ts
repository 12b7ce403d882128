import { queryOptions } from '@tanstack/react-query';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/workplace/stats`: the six figures of the welcome banner. */
export function getWorkplaceStats(): Promise<WorkplaceStats> {
  return apiGet<WorkplaceStats>('/api/workplace/stats');
}

export const workplaceStatsQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.stats(), queryFn: getWorkplaceStats, staleTime: PREFETCHED_FRESH_MS });
