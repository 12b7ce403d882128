import { queryOptions } from '@tanstack/react-query';
import { parameterApi } from '@console/shared/parameter/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { parameterKeys } from './parameter-keys';

/** The current and original parameters and the latest change request. */
export const getProfileBasic = () => call(parameterApi.profile);

export const profileBasicQueryOptions = () =>
  queryOptions({
    queryKey: parameterKeys.profile(currentLocale()),
    queryFn: getProfileBasic,
    staleTime: PREFETCHED_FRESH_MS,
  });
