import { queryOptions } from '@tanstack/react-query';
import type { WalletChart } from '@console/shared/wallet/charts';
import type { WalletTrendRange } from '@console/shared/wallet/constants';
import { walletChartApi } from '@console/shared/wallet/chart-contract';
import { walletApi } from '@console/shared/wallet/contract';
import { walletTransactionList } from '@console/shared/wallet/schemas';
import { call } from '@/lib/http/api';
import { chartPicture } from '@/lib/http/chart-picture';
import { currentLocale } from '@/lib/i18n/i18n';
import { listReadResource } from '@/lib/list/list-resource';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';

/** Query keys of the wallet's blocks; the transactions' keys start with `walletKeys.all` too. */
export const walletKeys = {
  all: ['wallet'] as const,
  // The accounts' names come in the caller's language.
  summary: () => [...walletKeys.all, 'summary', currentLocale()] as const,
  trend: (range: WalletTrendRange) => [...walletKeys.all, 'trend', range, currentLocale()] as const,
};

/** The balance, orders awaiting payment, withdrawal accounts. */
export const walletSummaryQuery = () =>
  queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: () => call(walletApi.summary),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** Spending and month-end balance, labels in the caller's language. */
export const walletTrendQuery = (range: WalletTrendRange) =>
  queryOptions({
    queryKey: walletKeys.trend(range),
    queryFn: () => call(walletApi.trend, { query: { range } }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The server's SVG of a chart's first view, for the trend's `range` (ADR 052). */
export const walletChartSnapshot = (chart: WalletChart, range: WalletTrendRange) =>
  chartPicture(walletChartApi.chartSnapshot, { params: { chart }, query: { range } });

/** The caller's ledger on the list kit: read only, with its download. */
export const transactionResource = listReadResource({
  key: 'wallet',
  operations: walletApi,
  querySchema: walletTransactionList.query,
});
