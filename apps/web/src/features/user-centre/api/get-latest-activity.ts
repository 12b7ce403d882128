import { queryOptions } from '@tanstack/react-query';
import type { LatestActivity } from '@console/shared/user-centre/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/latest-activity`: the user's latest writes and finished tasks. */
export const getLatestActivity = () => apiGet<LatestActivity[]>('/api/user/latest-activity');

export const latestActivityQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.activity(currentLocale()), queryFn: getLatestActivity });
