import { queryOptions } from '@tanstack/react-query';
import { workplaceStatsSchema, type WorkplaceStats } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/workplace/stats`: the six figures of the welcome banner. */
export async function getWorkplaceStats(): Promise<WorkplaceStats> {
  return workplaceStatsSchema.parse(await apiGet<unknown>('/api/workplace/stats'));
}

export const workplaceStatsQueryOptions = () => queryOptions({ queryKey: workplaceKeys.stats(), queryFn: getWorkplaceStats });
