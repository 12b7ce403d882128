import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectApi } from '@console/shared/project/contract';
import type { ProjectActivityPage } from '@console/shared/project/schemas';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { projectKeys } from './project-keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** One page of the writes to the project and its tasks, newest first. */
export function getProjectActivity(id: number, current: number): Promise<ProjectActivityPage> {
  return call(projectApi.activity, { query: { id, current, pageSize: ACTIVITY_PAGE_SIZE } });
}

export const projectActivityQueryOptions = (id: number, current: number) =>
  queryOptions({
    queryKey: projectKeys.activity(id, current, currentLocale()),
    queryFn: () => getProjectActivity(id, current),
    placeholderData: keepPreviousData,
  });
