import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@console/shared';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@console/shared/wallet/constants';
import {
  rechargeInputSchema,
  walletSummarySchema,
  walletTransactionExportQuerySchema,
  walletTransactionQuerySchema,
  walletTransactionSchema,
  walletTrendQuerySchema,
  walletTrendSchema,
  withdrawInputSchema,
} from '@console/shared/wallet/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { registerListReadRoutes } from '../../kit/list-routes';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { walletExport } from './wallet.export';
import { createWalletService } from './wallet.service';
import { createWalletStore } from './wallet.store';

const BASE = '/api/user/account';

/** The optional `Idempotency-Key` of a write. */
const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'validation.idempotencyKey').optional(),
});

/** The account wallet's endpoints (docs/decisions/021-wallet-ledger.md): every signed-in role, each on their own wallet. */
export const walletRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const wallet = createWalletService(
    unitOfWork(db, (tx) => ({ wallet: createWalletStore(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['wallet'];
  const read = { access: 'wallet.read' } as const;
  const write = { access: 'wallet.write' } as const;

  app.get(
    `${BASE}/summary`,
    {
      config: read,
      schema: {
        tags,
        summary: "The caller's balance, orders awaiting payment and withdrawal accounts",
        response: { 200: envelopeSchema(walletSummarySchema) },
      },
    },
    async (request) => ok(request, await wallet.summary(sessionOf(request), request.locale)),
  );

  app.get(
    `${BASE}/trend`,
    {
      config: read,
      schema: {
        tags,
        summary: "The caller's spending and month-end balance over the last 12 months, by month or quarter",
        querystring: walletTrendQuerySchema,
        response: { 200: envelopeSchema(walletTrendSchema) },
      },
    },
    async (request) => ok(request, await wallet.trend(sessionOf(request), request.query.range, request.locale)),
  );

  registerListReadRoutes(app, {
    path: `${BASE}/transactions`,
    tag: 'wallet',
    noun: { one: 'transaction of the caller', many: "the caller's transactions" },
    read: 'wallet.read',
    schemas: {
      query: walletTransactionQuerySchema,
      exportQuery: walletTransactionExportQuerySchema,
      item: walletTransactionSchema,
    },
    service: wallet,
    exportSpec: walletExport,
    scope: (session) => ({ userId: session.userId }),
  });

  app.post(
    `${BASE}/recharge`,
    {
      config: write,
      schema: {
        tags,
        summary: "Recharge the caller's wallet (an Idempotency-Key makes a retry answer the first result)",
        headers: idempotencyHeadersSchema,
        body: rechargeInputSchema,
        response: { 200: envelopeSchema(walletTransactionSchema) },
      },
    },
    async (request) =>
      ok(request, await wallet.recharge(sessionOf(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER])),
  );

  app.post(
    `${BASE}/withdraw`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Withdraw from the caller's wallet to one of their accounts, at most the balance (an Idempotency-Key makes a retry answer the first result)",
        headers: idempotencyHeadersSchema,
        body: withdrawInputSchema,
        response: { 200: envelopeSchema(walletTransactionSchema) },
      },
    },
    async (request) =>
      ok(request, await wallet.withdraw(sessionOf(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER])),
  );
};
