import { queryOptions } from '@tanstack/react-query';
import type { VisitStat } from '@console/shared/user-centre/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/visits`: the user's visits of the home and project pages, against the period before. */
export const getVisits = () => apiGet<VisitStat[]>('/api/user/visits');

export const visitsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.visits(currentLocale()), queryFn: getVisits });
