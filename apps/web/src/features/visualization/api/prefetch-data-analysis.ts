import type { QueryClient } from '@tanstack/react-query';
import { OPINION_QUOTAS } from '@console/shared/visualization/constants';
import { periodFromSearch } from '../period';
import { contentPublishQuery, opinionQuery, periodAnalysisQuery, popularAuthorsQuery } from './analysis-queries';

/** Every block of the data analysis for the URL's period, asked for while the page's code loads. */
export function prefetch(queryClient: QueryClient, url: URL): void {
  const period = periodFromSearch(url.searchParams);
  for (const quota of OPINION_QUOTAS) void queryClient.prefetchQuery(opinionQuery(quota, period));
  void queryClient.prefetchQuery(contentPublishQuery(period));
  void queryClient.prefetchQuery(popularAuthorsQuery(period));
  void queryClient.prefetchQuery(periodAnalysisQuery(period));
}
