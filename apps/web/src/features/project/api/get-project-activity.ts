import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProjectActivityPage } from '@console/shared/project/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { projectKeys } from './project-keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** `GET /api/project/activity`: writes to the project and its tasks, newest first. */
export function getProjectActivity(id: number, current: number): Promise<ProjectActivityPage> {
  return apiGet<ProjectActivityPage>('/api/project/activity', {
    params: { id: String(id), current: String(current), pageSize: String(ACTIVITY_PAGE_SIZE) },
  });
}

export const projectActivityQueryOptions = (id: number, current: number) =>
  queryOptions({
    queryKey: projectKeys.activity(id, current, currentLocale()),
    queryFn: () => getProjectActivity(id, current),
    placeholderData: keepPreviousData,
  });
