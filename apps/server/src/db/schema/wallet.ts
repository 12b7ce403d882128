import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  WALLET_BALANCE_MAX,
  WALLET_CHANNELS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type WalletChannel,
  type WalletTransactionStatus,
  type WalletTransactionType,
} from '@console/shared/wallet/constants';
import { users } from '../schema';
import { createdAt, oneOf, ownerUserId } from './columns';

/** The most cents a wallet holds (`WALLET_BALANCE_MAX` CNY). */
export const WALLET_BALANCE_MAX_CENTS = WALLET_BALANCE_MAX * 100;

/**
 * One row per user with money: the balance every ledger write moves, in the same transaction
 * (docs/decisions/021-wallet-ledger.md). The CHECK is the last guard: no interleaving of writes can
 * leave a negative balance.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_check', sql`${t.balanceCents} between 0 and ${sql.raw(String(WALLET_BALANCE_MAX_CENTS))}`),
  ],
);

/** Where a user may withdraw to; `number` is kept masked, as the screens show it. */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    channel: text('channel').$type<WalletChannel>().notNull(),
    number: text('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawal_accounts_user_id_idx').on(t.userId),
    check('withdrawal_accounts_channel_check', oneOf(t.channel, WALLET_CHANNELS)),
  ],
);

/**
 * The ledger: a user's wallet movements, never changed once written. The balance is the sum of the
 * successful ones, and each row keeps the balance right after it.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    type: text('type').$type<WalletTransactionType>().notNull(),
    /** Signed amount in fen (CNY cents): income positive, spending negative. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * The wallet's balance once this row was written. Every write sets it; the default only lets
     * the column join rows written before it (the migration computes theirs).
     */
    balanceAfterCents: integer('balance_after_cents').notNull().default(0),
    channel: text('channel').$type<WalletChannel>().notNull(),
    status: text('status').$type<WalletTransactionStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    /** A withdrawal's target. */
    withdrawalAccountId: integer('withdrawal_account_id').references(() => withdrawalAccounts.id),
    /** The client's `Idempotency-Key`: a retry with it answers this row instead of writing again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('wallet_transactions_user_id_amount_cents_idx').on(t.userId, t.amountCents),
    uniqueIndex('wallet_transactions_user_id_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('wallet_transactions_type_check', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
    check('wallet_transactions_channel_check', oneOf(t.channel, WALLET_CHANNELS)),
    check('wallet_transactions_status_check', oneOf(t.status, WALLET_TRANSACTION_STATUSES)),
    check('wallet_transactions_balance_after_check', sql`${t.balanceAfterCents} >= 0`),
  ],
);

export const ORDER_KINDS = ['purchase', 'renewal'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A user's orders: pending purchases and renewals feed the wallet summary and the Workplace banner. */
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
