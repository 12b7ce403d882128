import { and, asc, between, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { WalletSortField, WalletTrendRange } from '@console/shared/wallet/constants';
import { WALLET_SERIAL_DIGITS, WALLET_SERIAL_PREFIX } from '@console/shared/wallet/constants';
import type { WalletTransactionFilter } from '@console/shared/wallet/schemas';
import type { Db } from '../../db/client';
import {
  WALLET_BALANCE_MAX_CENTS,
  orders,
  wallets,
  walletTransactions,
  withdrawalAccounts,
} from '../../db/schema/wallet';
import { containing, listStore } from '../../kit/list-store';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type NewWalletTransaction = typeof walletTransactions.$inferInsert;

/** The ledger as a list reads it: always one user's rows. */
type LedgerFilter = WalletTransactionFilter & { userId: number };

/** The serial number a transaction shows (`TX00000042`), as SQL for the search. */
const serialNumber = sql<string>`${WALLET_SERIAL_PREFIX} || zero_padded(${walletTransactions.id}, ${WALLET_SERIAL_DIGITS})`;

const list = listStore<typeof walletTransactions, LedgerFilter, WalletSortField>({
  table: walletTransactions,
  id: walletTransactions.id,
  filters: {
    userId: (userId) => eq(walletTransactions.userId, userId),
    type: (type) => eq(walletTransactions.type, type),
    time: ([from, to]) => between(walletTransactions.createdAt, new Date(from), new Date(to)),
    search: (text) => or(ilike(serialNumber, containing(text)), ilike(walletTransactions.remark, containing(text))),
  },
  sortColumns: { createdTime: walletTransactions.createdAt, amount: walletTransactions.amountCents },
});

/** Rows matching `condition`, as a number. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The figures of a wallet the account screen and the Workplace banner show alike. */
export interface WalletFigures {
  balanceCents: number;
  pendingOrders: number;
  renewalOrders: number;
}

/**
 * The one query of a user's wallet figures: the balance the ledger keeps and the orders awaiting
 * payment. The wallet summary and the Workplace banner both read it (docs/decisions/021-wallet-ledger.md).
 */
async function walletFigures(db: Db, userId: number): Promise<WalletFigures> {
  const [[wallet], [orderCounts]] = await Promise.all([
    db.select({ balanceCents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId)),
    db
      .select({
        pending: countWhere(sql`${orders.kind} = 'purchase'`),
        renewal: countWhere(sql`${orders.kind} = 'renewal'`),
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'))),
  ]);
  return {
    balanceCents: wallet?.balanceCents ?? 0,
    pendingOrders: orderCounts?.pending ?? 0,
    renewalOrders: orderCounts?.renewal ?? 0,
  };
}

/**
 * The first day (UTC) of the month or quarter of `created_at`. The unit is written into the SQL
 * (one of two literals), so the grouped expression is the selected one.
 */
const periodStart = (range: WalletTrendRange) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${range}'`)}, ${walletTransactions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The wallet's SQL: the ledger's list reads, its writes, the figures, the trend's sums, the withdrawal targets. */
export function createWalletStore(db: Db) {
  return {
    ...list(db),

    figures: (userId: number) => walletFigures(db, userId),

    accounts(userId: number) {
      return db
        .select()
        .from(withdrawalAccounts)
        .where(eq(withdrawalAccounts.userId, userId))
        .orderBy(asc(withdrawalAccounts.id));
    },

    async findAccount(userId: number, id: number) {
      const [account] = await db
        .select()
        .from(withdrawalAccounts)
        .where(and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.userId, userId)));
      return account;
    },

    async findByIdempotencyKey(userId: number, key: string): Promise<WalletTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.idempotencyKey, key)));
      return row;
    },

    /**
     * Moves the user's balance by `deltaCents` in one conditional UPDATE, only when it stays within
     * 0 and the ceiling: the new balance, or undefined when that refused the move. The row stays
     * locked until the transaction ends, so a concurrent move waits and then sees this one.
     */
    async moveBalance(userId: number, deltaCents: number): Promise<number | undefined> {
      await db.insert(wallets).values({ userId }).onConflictDoNothing();
      const [wallet] = await db
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} + ${deltaCents}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(wallets.userId, userId),
            sql`${wallets.balanceCents} + ${deltaCents} between 0 and ${WALLET_BALANCE_MAX_CENTS}`,
          ),
        )
        .returning({ balanceCents: wallets.balanceCents });
      return wallet?.balanceCents;
    },

    /** Writes a ledger row; its `balanceAfterCents` is the balance `moveBalance` answered in the same transaction. */
    async append(values: NewWalletTransaction & { balanceAfterCents: number }): Promise<WalletTransactionRow> {
      const [row] = await db.insert(walletTransactions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The balance of the successful rows before `from`: where the trend's line starts. */
    async balanceBefore(userId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${walletTransactions.amountCents}), 0)` })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.userId, userId),
            eq(walletTransactions.status, 'success'),
            lt(walletTransactions.createdAt, from),
          ),
        );
      return Number(row?.cents ?? 0);
    },

    /** Per period of `range` from `from` on (UTC): the successful rows' net change and their consumption. */
    sumsByPeriod(userId: number, range: WalletTrendRange, from: Date) {
      const period = periodStart(range);
      return db
        .select({
          period,
          netCents: sql<string>`sum(${walletTransactions.amountCents})`,
          spendingCents: sql<string>`coalesce(sum(-${walletTransactions.amountCents}) filter (where ${walletTransactions.type} = 'consumption'), 0)`,
        })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.userId, userId),
            eq(walletTransactions.status, 'success'),
            gte(walletTransactions.createdAt, from),
          ),
        )
        .groupBy(period);
    },
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
