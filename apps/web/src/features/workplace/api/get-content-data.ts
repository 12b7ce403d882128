import { queryOptions } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** Content created per day over the last eight days. */
export const getContentData = () => call(workplaceApi.contentData);

export const contentDataQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.contentData(), queryFn: getContentData, staleTime: PREFETCHED_FRESH_MS });
