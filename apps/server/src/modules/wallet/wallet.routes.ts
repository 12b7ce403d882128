import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@console/shared/wallet/constants';
import { walletChartApi } from '@console/shared/wallet/chart-contract';
import { walletApi } from '@console/shared/wallet/contract';
import { listReadHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import { walletExport } from './wallet.export';
import type { WalletService } from './wallet.service';

/** The account wallet's endpoints (docs/decisions/021-wallet-ledger.md): every signed-in role, each on their own wallet. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  await implement(app, walletApi, {
    summary: {
      summary: "The caller's balance, orders awaiting payment and withdrawal accounts",
      handler: (request) => wallet.summary(sessionOf(request), request.locale),
    },
    trend: {
      summary: "The caller's spending and month-end balance over the last 12 months, by month or quarter",
      handler: (request) => wallet.trend(sessionOf(request), request.query.range, request.locale),
    },
    ...listReadHandlers({
      noun: { one: 'transaction of the caller', many: "the caller's transactions" },
      service: wallet,
      exportSpec: walletExport,
      scope: (session) => ({ userId: session.userId }),
    }),
    recharge: {
      summary: "Recharge the caller's wallet (an Idempotency-Key makes a retry answer the first result)",
      handler: (request) => wallet.recharge(sessionOf(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER]),
    },
    withdraw: {
      summary:
        "Withdraw from the caller's wallet to one of their accounts, at most the balance (an Idempotency-Key makes a retry answer the first result)",
      handler: (request) => wallet.withdraw(sessionOf(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER]),
    },
  });
  await implement(app, walletChartApi, {
    chartSnapshot: {
      summary: "The trend's first view drawn as SVG, at the size the browser measured and in its theme and language",
      handler: (request) =>
        wallet.chartSnapshot(sessionOf(request), request.params.chart, request.query, request.locale),
    },
  });
};
