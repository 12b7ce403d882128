import type { QueryClient } from '@tanstack/react-query';
import { transactionResource, walletSummaryQuery, walletTrendQuery } from './wallet-queries';

/** Asks for the summary, the monthly trend and the transactions page the URL shows, as soon as the route grants access. */
export function prefetch(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(walletSummaryQuery());
  void queryClient.prefetchQuery(walletTrendQuery('month'));
  transactionResource.prefetch(queryClient, url);
}
