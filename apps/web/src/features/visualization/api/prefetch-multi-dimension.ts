import type { QueryClient } from '@tanstack/react-query';
import { CHAIN_QUOTAS } from '@console/shared/visualization/constants';
import { periodFromSearch } from '../period';
import {
  chainGrowthQuery,
  dataOverviewQuery,
  publishingSourcesQuery,
  typeDistributionQuery,
  userActionsQuery,
} from './analysis-queries';

/** Every block of the multi-dimension analysis for the URL's period, asked for while the page's code loads. */
export function prefetch(queryClient: QueryClient, url: URL): void {
  const period = periodFromSearch(url.searchParams);
  void queryClient.prefetchQuery(dataOverviewQuery(period));
  void queryClient.prefetchQuery(userActionsQuery(period));
  void queryClient.prefetchQuery(typeDistributionQuery(period));
  for (const quota of CHAIN_QUOTAS) void queryClient.prefetchQuery(chainGrowthQuery(quota, period));
  void queryClient.prefetchQuery(publishingSourcesQuery(period));
}
