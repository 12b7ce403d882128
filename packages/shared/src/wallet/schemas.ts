import { z } from 'zod';
import { dateRangeSchema, filterTextSchema, idSchema, listSchemas } from '../list';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  RECHARGE_AMOUNT,
  WALLET_BALANCE_MAX,
  WALLET_CHANNELS,
  WALLET_SEARCH_MAX,
  WALLET_SORT_FIELDS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  WALLET_TREND_RANGES,
  WITHDRAW_AMOUNT_MIN,
} from './constants';

/**
 * The account wallet (`/user/account`, docs/decisions/021-wallet-ledger.md); its operations are in
 * `contract.ts`. Amounts are CNY numbers with at most 2 decimals; the server keeps integer cents.
 */

/** Whether `value` has at most 2 decimals: the decimal it reads as, rounded to cents, is itself. */
const hasCents = (value: number) => Number(value.toFixed(2)) === value;

/** Exact cents of a CNY amount that has at most 2 decimals. */
export const toCents = (cny: number): number => Math.round(cny * 100);
/** The CNY amount of `cents`, with 2 decimals at most. */
export const toCny = (cents: number): number => cents / 100;

/** A CNY amount from `min` to `max` with at most 2 decimals; `range` names the message of the bounds. */
const cnyAmountSchema = (min: number, max: number, range: string) =>
  z
    .number({ error: 'validation.amountRequired' })
    .refine((value) => value >= min && value <= max, { message: range, abort: true })
    .refine(hasCents, 'validation.amountCents');

export const walletChannelSchema = z.enum(WALLET_CHANNELS, { error: 'validation.channelRequired' });

/** `POST /api/user/account/recharge`. */
export const rechargeInputSchema = z.object({
  amount: cnyAmountSchema(RECHARGE_AMOUNT.min, RECHARGE_AMOUNT.max, 'validation.rechargeRange'),
  channel: walletChannelSchema,
});
export type RechargeInput = z.infer<typeof rechargeInputSchema>;

/** `POST /api/user/account/withdraw`: the server also refuses more than the balance (`validation.overBalance`). */
export const withdrawInputSchema = z.object({
  amount: cnyAmountSchema(WITHDRAW_AMOUNT_MIN, WALLET_BALANCE_MAX, 'validation.withdrawRange'),
  accountId: z.number({ error: 'validation.accountRequired' }).pipe(idSchema),
});
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

/** The withdraw dialog's rules: the shared ones, and not more than the balance the user sees. */
export const withdrawFormSchema = (balance: number) =>
  withdrawInputSchema.refine((input) => input.amount <= balance, {
    path: ['amount'],
    message: 'validation.overBalance',
  });

/** A withdrawal target of the caller's. */
export const withdrawalAccountSchema = z.object({ id: idSchema, name: z.string(), channel: walletChannelSchema });
export type WithdrawalAccount = z.infer<typeof withdrawalAccountSchema>;

/** The figures the wallet and the Workplace banner show alike, and the withdrawal targets. */
export const walletSummarySchema = z.object({
  /** CNY, 2 decimals. */
  balance: z.number(),
  currency: z.literal('CNY'),
  pendingOrders: z.number().int().min(0),
  renewalOrders: z.number().int().min(0),
  accounts: z.array(withdrawalAccountSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const walletTrendQuerySchema = z.object({
  range: z.enum(WALLET_TREND_RANGES, { error: 'validation.option' }).default('month'),
});

/** Spending (bars) and the balance at the end of each period (line), oldest first; labels in the caller's language. */
export const walletTrendSchema = z.object({
  range: z.enum(WALLET_TREND_RANGES),
  xAxis: z.array(z.string()),
  spending: z.array(z.number()),
  balance: z.array(z.number()),
});
export type WalletTrend = z.infer<typeof walletTrendSchema>;

export const walletTransactionSchema = z.object({
  id: idSchema,
  /** `TX` and the id on 8 digits. */
  serialNumber: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** CNY, signed: income positive, spending negative. */
  amount: z.number(),
  /** The balance right after this transaction, CNY. */
  balanceAfter: z.number(),
  channel: walletChannelSchema,
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  remark: z.string(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

const walletFilters = {
  type: z.enum(WALLET_TRANSACTION_TYPES, { error: 'validation.option' }).optional(),
  /** Created between two instants, inclusive (`time=…&time=…`). */
  time: dateRangeSchema.optional(),
  /** Part of a serial number or of a remark. */
  search: filterTextSchema(WALLET_SEARCH_MAX),
};
export type WalletTransactionFilter = z.infer<z.ZodObject<typeof walletFilters>>;

/** The caller's ledger, on the list kit: read only. */
export const walletTransactionList = listSchemas({
  item: walletTransactionSchema,
  filters: walletFilters,
  sortFields: WALLET_SORT_FIELDS,
});

/** The optional `Idempotency-Key` of a write: a retry with the same key answers the first result. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'validation.idempotencyKey').optional(),
});
