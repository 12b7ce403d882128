import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ownerUserId } from './columns';

export const WALLET_TRANSACTION_TYPES = ['recharge', 'consumption', 'refund', 'withdrawal'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const WALLET_CHANNELS = ['alipay', 'wechat', 'bankCard'] as const;
export type WalletChannel = (typeof WALLET_CHANNELS)[number];
export const WALLET_TRANSACTION_STATUSES = ['success', 'processing', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

/** A user's wallet movements; the balance is the sum of the successful ones. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    type: text('type').$type<WalletTransactionType>().notNull(),
    /** Signed amount in fen (CNY cents): income positive, spending negative. */
    amountCents: integer('amount_cents').notNull(),
    channel: text('channel').$type<WalletChannel>().notNull(),
    status: text('status').$type<WalletTransactionStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('wallet_transactions_type_check', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
    check('wallet_transactions_channel_check', oneOf(t.channel, WALLET_CHANNELS)),
    check('wallet_transactions_status_check', oneOf(t.status, WALLET_TRANSACTION_STATUSES)),
  ],
);

export const ORDER_KINDS = ['purchase', 'renewal'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A user's orders: pending purchases and renewals feed the Workplace banner. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    kind: text('kind').$type<OrderKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    title: text('title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_id_status_idx').on(t.userId, t.status),
    check('orders_kind_check', oneOf(t.kind, ORDER_KINDS)),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_amount_check', sql`${t.amountCents} >= 0`),
  ],
);
