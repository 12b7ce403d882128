import { queryOptions } from '@tanstack/react-query';
import type { MyProject } from '@console/shared/user-centre/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/my-project/list`: the newest live projects the user takes part in. */
export const getMyProjects = () => apiGet<MyProject[]>('/api/user/my-project/list');

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.projects(currentLocale()), queryFn: getMyProjects });
