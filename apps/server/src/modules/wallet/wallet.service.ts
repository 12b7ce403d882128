import { ApiCode, type Locale } from '@console/shared';
import {
  WALLET_SERIAL_DIGITS,
  WALLET_SERIAL_PREFIX,
  WALLET_TREND_MONTHS,
  type WalletTrendRange,
} from '@console/shared/wallet/constants';
import {
  toCents,
  toCny,
  type RechargeInput,
  type WalletSummary,
  type WalletTransaction,
  type WalletTrend,
  type WithdrawInput,
} from '@console/shared/wallet/schemas';
import type { ChartSnapshot } from '@console/shared/chart/schemas';
import type { WalletChartQuery } from '@console/shared/wallet/chart-schemas';
import { spendingTrendOption, walletTrendTexts, type WalletChart } from '@console/shared/wallet/charts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { listReadService } from '../../kit/list-service';
import { AppError, fieldError } from '../../lib/app-error';
import { drawChart } from '../../lib/chart-snapshot';
import { isUniqueViolation } from '../../lib/database-error';
import type { NewWalletTransaction, WalletStore, WalletTransactionRow } from './wallet.store';
import './wallet.messages';

interface WalletRepositories {
  wallet: WalletStore;
  audit: AuditStore;
}

/** The audit log's name for ledger rows. */
const ENTITY_TYPE = 'walletTransaction';

const serialNumberOf = (id: number) => `${WALLET_SERIAL_PREFIX}${String(id).padStart(WALLET_SERIAL_DIGITS, '0')}`;

export function toTransactionDto(row: WalletTransactionRow): WalletTransaction {
  return {
    id: row.id,
    serialNumber: serialNumberOf(row.id),
    type: row.type,
    amount: toCny(row.amountCents),
    balanceAfter: toCny(row.balanceAfterCents),
    channel: row.channel,
    status: row.status,
    remark: row.remark,
    createdTime: row.createdAt.toISOString(),
  };
}

/** The first instants (UTC) of the trend's periods, oldest first, the current one last. */
export function trendPeriods(range: WalletTrendRange, now: Date): Date[] {
  const months = range === 'month' ? 1 : 3;
  const count = WALLET_TREND_MONTHS / months;
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth() - (now.getUTCMonth() % months);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, current - (count - 1 - i) * months, 1)));
}

/** A period's label in the caller's language: `Nov 2026` / `2026年11月`, `Q4 2026` / `2026年第4季度`. */
function periodLabel(start: Date, range: WalletTrendRange, locale: Locale): string {
  if (range === 'month')
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(start);
  return translate(locale, 'wallet.quarter', {
    quarter: Math.floor(start.getUTCMonth() / 3) + 1,
    year: start.getUTCFullYear(),
  });
}

/** What a ledger write asks for: a retry with the same `Idempotency-Key` must ask for the same. */
type LedgerRequest = Pick<NewWalletTransaction, 'type' | 'amountCents' | 'channel'> & {
  withdrawalAccountId: number | null;
};

const sameRequest = (row: WalletTransactionRow, request: LedgerRequest) =>
  row.type === request.type &&
  row.amountCents === request.amountCents &&
  row.channel === request.channel &&
  row.withdrawalAccountId === request.withdrawalAccountId;

/**
 * The account wallet (docs/decisions/021-wallet-ledger.md): the summary, the trend and the ledger of
 * the caller, and the two writes. A write moves the balance with one conditional UPDATE and appends
 * its ledger row and its audit entry in the same transaction; an `Idempotency-Key` makes a retry
 * answer the first write's row.
 */
export function createWalletService(uow: UnitOfWork<WalletRepositories>, now: () => Date = () => new Date()) {
  const { wallet } = uow.read;

  /** The row written with `key` before, when it asked for the same; a 422 when it asked for something else. */
  const replay = async (actor: Actor, key: string, request: LedgerRequest): Promise<WalletTransaction | undefined> => {
    const first = await wallet.findByIdempotencyKey(actor.userId, key);
    if (!first) return undefined;
    if (!sameRequest(first, request)) throw new AppError(422, ApiCode.conflict, 'errors.idempotencyKeyReused');
    return toTransactionDto(first);
  };

  /** Writes one ledger row for `request`, once per `key`. */
  const write = async (
    actor: Actor,
    request: LedgerRequest,
    key: string | undefined,
    remark = '',
  ): Promise<WalletTransaction> => {
    const earlier = key === undefined ? undefined : await replay(actor, key, request);
    if (earlier) return earlier;
    try {
      return await uow.transaction(async (repositories) => {
        const balanceAfterCents = await repositories.wallet.moveBalance(actor.userId, request.amountCents);
        if (balanceAfterCents === undefined)
          throw fieldError('amount', request.amountCents < 0 ? 'validation.overBalance' : 'validation.balanceLimit');
        const row = await repositories.wallet.append({
          ...request,
          userId: actor.userId,
          status: 'success',
          balanceAfterCents,
          remark,
          idempotencyKey: key ?? null,
        });
        const dto = toTransactionDto(row);
        await repositories.audit.record({
          actorId: actor.userId,
          action: request.type,
          entityType: ENTITY_TYPE,
          entityId: row.id,
          after: dto,
        });
        return dto;
      });
    } catch (error) {
      // A concurrent retry with the same key committed first: answer its row.
      const first = key !== undefined && isUniqueViolation(error) ? await replay(actor, key, request) : undefined;
      if (first) return first;
      throw error;
    }
  };

  const reads = listReadService(wallet, {
    defaultSort: { field: 'createdTime', order: 'descend' },
    toDto: toTransactionDto,
    repositories: uow.read,
  });

  /** Spending and the period-end balance of the caller over the last 12 months, labels in `locale`. */
  const trend = async (actor: Actor, range: WalletTrendRange, locale: Locale): Promise<WalletTrend> => {
    const starts = trendPeriods(range, now());
    const from = starts[0]!;
    const [opening, sums] = await Promise.all([
      wallet.balanceBefore(actor.userId, from),
      wallet.sumsByPeriod(actor.userId, range, from),
    ]);
    const byPeriod = new Map(
      sums.map((sum) => [sum.period, { net: Number(sum.netCents), spending: Number(sum.spendingCents) }]),
    );
    let balanceCents = opening;
    const balance: number[] = [];
    const spending: number[] = [];
    for (const start of starts) {
      const sum = byPeriod.get(start.toISOString().slice(0, 10));
      balanceCents += sum?.net ?? 0;
      balance.push(toCny(balanceCents));
      spending.push(toCny(sum?.spending ?? 0));
    }
    return { range, xAxis: starts.map((start) => periodLabel(start, range, locale)), spending, balance };
  };

  return {
    ...reads,

    /** The caller's balance and orders awaiting payment, for the Workplace banner too (docs/decisions/021-wallet-ledger.md). */
    figures: (userId: number) => wallet.figures(userId),

    async summary(actor: Actor, locale: Locale): Promise<WalletSummary> {
      const [figures, accounts] = await Promise.all([wallet.figures(actor.userId), wallet.accounts(actor.userId)]);
      return {
        balance: toCny(figures.balanceCents),
        currency: 'CNY',
        pendingOrders: figures.pendingOrders,
        renewalOrders: figures.renewalOrders,
        accounts: accounts.map((account) => ({
          id: account.id,
          channel: account.channel,
          name: translate(locale, 'wallet.account', {
            channel: translate(locale, `wallet.channel.${account.channel}`),
            number: account.number,
          }),
        })),
      };
    },

    trend,

    /** The SVG of the trend's first view: the browser's option, from the same figures, in `locale` (ADR 052). */
    async chartSnapshot(
      actor: Actor,
      chart: WalletChart,
      query: WalletChartQuery,
      locale: Locale,
    ): Promise<ChartSnapshot> {
      const texts = walletTrendTexts((key) => translate(locale, key), locale);
      return drawChart(`wallet/${chart}`, await trend(actor, query.range, locale), query, locale, (data, isDark) =>
        spendingTrendOption(data, isDark, texts),
      );
    },

    recharge: (actor: Actor, input: RechargeInput, key: string | undefined) =>
      write(
        actor,
        { type: 'recharge', amountCents: toCents(input.amount), channel: input.channel, withdrawalAccountId: null },
        key,
      ),

    async withdraw(actor: Actor, input: WithdrawInput, key: string | undefined): Promise<WalletTransaction> {
      // An account of someone else's is unknown here. The row names the target by its masked number.
      const account = await wallet.findAccount(actor.userId, input.accountId);
      if (!account) throw fieldError('accountId', 'validation.accountUnknown');
      return write(
        actor,
        {
          type: 'withdrawal',
          amountCents: -toCents(input.amount),
          channel: account.channel,
          withdrawalAccountId: account.id,
        },
        key,
        account.number,
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
