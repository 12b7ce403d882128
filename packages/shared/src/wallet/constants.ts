/** The account wallet (docs/decisions/021-wallet-ledger.md): enumerations and limits, without zod. */

export const WALLET_TRANSACTION_TYPES = ['recharge', 'consumption', 'refund', 'withdrawal'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
/** How money moves in or out. A withdrawal goes out through the channel of its target account. */
export const WALLET_CHANNELS = ['alipay', 'wechat', 'bankCard'] as const;
export type WalletChannel = (typeof WALLET_CHANNELS)[number];
export const WALLET_TRANSACTION_STATUSES = ['success', 'processing', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

/** A recharge, in CNY. */
export const RECHARGE_AMOUNT = { min: 1, max: 50_000 } as const;
/** The recharge dialog's quick amounts, in CNY. */
export const RECHARGE_QUICK_AMOUNTS = [100, 500, 1000] as const;
/** The smallest withdrawal, in CNY (one fen). */
export const WITHDRAW_AMOUNT_MIN = 0.01;
/**
 * The most a wallet may hold, in CNY: cents stay well inside a PostgreSQL `integer`, and a
 * withdrawal above it can never be covered.
 */
export const WALLET_BALANCE_MAX = 10_000_000;

/** The spending trend covers this many calendar months, the current one last. */
export const WALLET_TREND_MONTHS = 12;
export const WALLET_TREND_RANGES = ['month', 'quarter'] as const;
export type WalletTrendRange = (typeof WALLET_TREND_RANGES)[number];

/** Columns the transactions may be sorted by. Without `sortField` the newest come first. */
export const WALLET_SORT_FIELDS = ['createdTime', 'amount'] as const;
export type WalletSortField = (typeof WALLET_SORT_FIELDS)[number];
/** The search filter: a serial number or a remark. */
export const WALLET_SEARCH_MAX = 50;
/** A transaction's serial number: this prefix and its id on 8 digits. */
export const WALLET_SERIAL_PREFIX = 'TX';
export const WALLET_SERIAL_DIGITS = 8;

/** The request header that makes a retried recharge or withdrawal happen once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An idempotency key: 1 to 100 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;
