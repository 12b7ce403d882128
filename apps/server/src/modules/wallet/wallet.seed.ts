/** The wallet's demo data: a year of ledger rows, withdrawal accounts and a few orders for each account. */
import type { WalletChannel, WalletTransactionType } from '@console/shared/wallet/constants';
import type { Db } from '../../db/client';
import { orders, wallets, walletTransactions, withdrawalAccounts } from '../../db/schema/wallet';
import type { Random } from '../../lib/random';
import type { DemoSeedContext } from '../module';

const DAY_MS = 24 * 3600_000;
const SPENDING: readonly WalletTransactionType[] = ['consumption', 'withdrawal'];
/** Masked as the screens show them; the same text in both languages. */
const ACCOUNTS: readonly { channel: WalletChannel; number: string }[] = [
  { channel: 'alipay', number: '138****6688' },
  { channel: 'wechat', number: 'wx****2046' },
  { channel: 'bankCard', number: '6222 **** **** 0395' },
];

async function seedWallet(db: Db, random: Random, userId: number, now: Date): Promise<void> {
  const targets = await db
    .insert(withdrawalAccounts)
    .values(ACCOUNTS.map((account) => ({ userId, ...account })))
    .returning();
  const rows: (typeof walletTransactions.$inferInsert & { balanceAfterCents: number })[] = [];
  let balance = 0;
  for (let daysAgo = 360; daysAgo > 0; daysAgo -= random.int(5, 15)) {
    const type =
      balance < 50_000
        ? 'recharge'
        : random.pick<WalletTransactionType>(['recharge', 'consumption', 'consumption', 'refund', 'withdrawal']);
    const size =
      type === 'recharge' ? random.pick([10_000, 50_000, 100_000]) : random.int(1_000, Math.min(balance, 40_000));
    const status = random.chance(0.9) ? 'success' : random.pick(['processing', 'failed'] as const);
    const amountCents = SPENDING.includes(type) ? -size : size;
    if (status === 'success') balance += amountCents;
    const target = type === 'withdrawal' ? random.pick(targets) : undefined;
    rows.push({
      userId,
      type,
      amountCents,
      balanceAfterCents: balance,
      channel: target?.channel ?? random.pick(['alipay', 'wechat', 'bankCard'] as const),
      status,
      remark: target?.number ?? '',
      withdrawalAccountId: target?.id ?? null,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS + random.int(0, DAY_MS / 2)),
    });
  }
  await db.insert(walletTransactions).values(rows);
  await db.insert(wallets).values({ userId, balanceCents: balance });
  await db.insert(orders).values([
    {
      userId,
      kind: 'purchase',
      status: 'paid',
      title: 'Funnel analysis',
      amountCents: 19_900,
      createdAt: new Date(now.getTime() - 40 * DAY_MS),
    },
    {
      userId,
      kind: 'purchase',
      status: 'pending',
      title: 'Resource distribution',
      amountCents: 29_900,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      userId,
      kind: 'renewal',
      status: 'pending',
      title: 'User distribution',
      amountCents: 9_900,
      createdAt: new Date(now.getTime() - DAY_MS),
    },
  ]);
}

export async function seedDemoWallet(tx: Db, { accounts, random, now }: DemoSeedContext): Promise<void> {
  for (const { id } of accounts) await seedWallet(tx, random, id, now);
}
