import { contract } from '../api/contract';
import { listReadOperations } from '../api/list-operations';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** The account wallet's operations: every signed-in role, each on their own wallet (docs/decisions/021-wallet-ledger.md). */
export const walletApi = contract('wallet', () => import('./schemas'), {
  /** The balance, orders awaiting payment and withdrawal accounts. */
  summary: {
    method: 'GET',
    path: '/api/user/account/summary',
    access: 'wallet.read',
    response: (s) => s.walletSummarySchema,
  },
  /** Spending and month-end balance over the last 12 months, by month or quarter. */
  trend: {
    method: 'GET',
    path: '/api/user/account/trend',
    access: 'wallet.read',
    query: (s) => s.walletTrendQuerySchema,
    response: (s) => s.walletTrendSchema,
  },
  /** The ledger (`list`) and its download (`export`). */
  ...listReadOperations((s: Schemas) => s.walletTransactionList, '/api/user/account/transactions', 'wallet.read'),
  recharge: {
    method: 'POST',
    path: '/api/user/account/recharge',
    access: 'wallet.write',
    headers: (s) => s.idempotencyHeadersSchema,
    body: (s) => s.rechargeInputSchema,
    response: (s) => s.walletTransactionSchema,
  },
  /** At most the balance, to one of the caller's accounts. */
  withdraw: {
    method: 'POST',
    path: '/api/user/account/withdraw',
    access: 'wallet.write',
    headers: (s) => s.idempotencyHeadersSchema,
    body: (s) => s.withdrawInputSchema,
    response: (s) => s.walletTransactionSchema,
  },
});
