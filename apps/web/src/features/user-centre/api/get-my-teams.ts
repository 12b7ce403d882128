import { queryOptions } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { userCentreKeys } from './user-centre-keys';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { call } from '@/lib/http/api';

/** The user's teams. */
export const getMyTeams = () => call(userCentreApi.myTeams);

export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.teams(currentLocale()), queryFn: getMyTeams });
