import { queryOptions } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { userCentreKeys } from './user-centre-keys';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { call } from '@/lib/http/api';

/** The user's latest writes and finished tasks. */
export const getLatestActivity = () => call(userCentreApi.latestActivity);

export const latestActivityQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.activity(currentLocale()), queryFn: getLatestActivity });
