import { queryOptions } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { userCentreKeys } from './user-centre-keys';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { call } from '@/lib/http/api';

/** The newest live projects the user takes part in. */
export const getMyProjects = () => call(userCentreApi.myProjects);

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.projects(currentLocale()), queryFn: getMyProjects });
