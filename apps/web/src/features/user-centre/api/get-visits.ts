import { queryOptions } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { userCentreKeys } from './user-centre-keys';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { call } from '@/lib/http/api';

/** The user's visits of the home and project pages, against the period before. */
export const getVisits = () => call(userCentreApi.visits);

export const visitsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.visits(currentLocale()), queryFn: getVisits });
