import { queryOptions } from '@tanstack/react-query';
import type { WalletTrendRange } from '@console/shared/wallet/constants';
import {
  walletTransactionQuerySchema,
  type WalletSummary,
  type WalletTransaction,
  type WalletTrend,
} from '@console/shared/wallet/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { listReadResource } from '@/lib/list-resource';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';

export const WALLET_PATH = '/api/user/account';

/** Query keys of the wallet's blocks; the transactions' keys start with `walletKeys.all` too. */
export const walletKeys = {
  all: ['wallet'] as const,
  // The accounts' names come in the caller's language.
  summary: () => [...walletKeys.all, 'summary', currentLocale()] as const,
  trend: (range: WalletTrendRange) => [...walletKeys.all, 'trend', range, currentLocale()] as const,
};

/** `GET /api/user/account/summary`: balance, orders awaiting payment, withdrawal accounts. */
export const walletSummaryQuery = () =>
  queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: () => apiGet<WalletSummary>(`${WALLET_PATH}/summary`),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** `GET /api/user/account/trend?range`: spending and month-end balance, labels in the caller's language. */
export const walletTrendQuery = (range: WalletTrendRange) =>
  queryOptions({
    queryKey: walletKeys.trend(range),
    queryFn: () => apiGet<WalletTrend>(`${WALLET_PATH}/trend`, { params: { range } }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The caller's ledger on the list kit: read only, with its download. */
export const transactionResource = listReadResource<WalletTransaction, typeof walletTransactionQuerySchema>({
  key: 'wallet',
  path: `${WALLET_PATH}/transactions`,
  querySchema: walletTransactionQuerySchema,
});
