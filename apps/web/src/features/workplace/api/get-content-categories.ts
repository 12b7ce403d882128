import { queryOptions } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** Content volume per category, for the donut. */
export const getContentCategories = () => call(workplaceApi.contentCategories);

export const contentCategoriesQueryOptions = () =>
  queryOptions({ queryKey: workplaceKeys.categories(), queryFn: getContentCategories, staleTime: PREFETCHED_FRESH_MS });
