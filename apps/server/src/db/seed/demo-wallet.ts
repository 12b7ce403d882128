import type { Db } from '../client';
import { orders, walletTransactions, type WalletTransactionType } from '../schema/wallet';
import type { Random } from './random';

const DAY_MS = 24 * 3600_000;
const SPENDING: WalletTransactionType[] = ['consumption', 'withdrawal'];

/** A year of wallet movements and a few orders for one account. */
export async function seedDemoWallet(db: Db, random: Random, userId: number, now: Date): Promise<void> {
  const transactions: (typeof walletTransactions.$inferInsert)[] = [];
  let balance = 0;
  for (let daysAgo = 360; daysAgo > 0; daysAgo -= random.int(5, 15)) {
    const type = balance < 50_000 ? 'recharge' : random.pick<WalletTransactionType>(['recharge', 'consumption', 'consumption', 'refund', 'withdrawal']);
    const size = type === 'recharge' ? random.pick([10_000, 50_000, 100_000]) : random.int(1_000, Math.min(balance, 40_000));
    const status = random.chance(0.9) ? 'success' : random.pick(['processing', 'failed'] as const);
    const amountCents = SPENDING.includes(type) ? -size : size;
    if (status === 'success') balance += amountCents;
    transactions.push({
      userId,
      type,
      amountCents,
      channel: random.pick(['alipay', 'wechat', 'bankCard'] as const),
      status,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS + random.int(0, DAY_MS / 2)),
    });
  }
  await db.insert(walletTransactions).values(transactions);
  await db.insert(orders).values([
    { userId, kind: 'purchase', status: 'paid', title: 'Funnel analysis', amountCents: 19_900, createdAt: new Date(now.getTime() - 40 * DAY_MS) },
    { userId, kind: 'purchase', status: 'pending', title: 'Resource distribution', amountCents: 29_900, createdAt: new Date(now.getTime() - 2 * DAY_MS) },
    { userId, kind: 'renewal', status: 'pending', title: 'User distribution', amountCents: 9_900, createdAt: new Date(now.getTime() - DAY_MS) },
  ]);
}
