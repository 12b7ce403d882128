import { queryOptions } from '@tanstack/react-query';
import type { ProfileBasic } from '@console/shared/parameter/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { parameterKeys } from './parameter-keys';

/** `GET /api/profile/basic`: the current and original parameters and the latest change request. */
export function getProfileBasic(): Promise<ProfileBasic> {
  return apiGet<ProfileBasic>('/api/profile/basic');
}

export const profileBasicQueryOptions = () =>
  queryOptions({
    queryKey: parameterKeys.profile(currentLocale()),
    queryFn: getProfileBasic,
    staleTime: PREFETCHED_FRESH_MS,
  });
