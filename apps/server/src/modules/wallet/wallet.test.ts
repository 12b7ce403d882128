import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ApiCode, type ValidationErrorData } from '@console/shared';
import { WALLET_TREND_MONTHS } from '@console/shared/wallet/constants';
import type { WalletSummary, WalletTransaction, WalletTrend } from '@console/shared/wallet/schemas';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import type { ChartSnapshot } from '@console/shared/chart/schemas';
import { users } from '../../db/schema';
import { auditLogs } from '../../db/schema/audit';
import { wallets, walletTransactions } from '../../db/schema/wallet';
import { translate, type MessageKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format-time';
import { DRIVERS, as, envelope, svgTexts, useTestApp, withPermission } from '../../../test/helper';

const API = '/member-api/api';
const WALLET = `${API}/user/account`;

interface Page {
  list: WalletTransaction[];
  total: number;
}

describe.each(DRIVERS)('account wallet on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.testDb.database.db;

  const call = (token: string, options: InjectOptions, locale = 'en-US') =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': locale, ...options.headers } });
  const get = async <T>(path: string, token = ctx.user, locale = 'en-US') => {
    const response = await call(token, { method: 'GET', url: `${WALLET}${path}` }, locale);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).data;
  };
  const summary = (token = ctx.user) => get<WalletSummary>('/summary', token);
  const workplaceStats = async (token: string) =>
    envelope<WorkplaceStats>(await call(token, { method: 'GET', url: `${API}/workplace/stats` })).data;
  const post = (path: 'recharge' | 'withdraw', payload: unknown, token = ctx.user, key?: string) =>
    call(token, {
      method: 'POST',
      url: `${WALLET}/${path}`,
      payload: payload as object,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const issues = (response: Awaited<ReturnType<typeof post>>) =>
    envelope<ValidationErrorData>(response).data.issues.map((issue) => [issue.path, issue.message]);
  const userIdOf = async (username: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  /** The stored balance and the sum of the successful ledger rows, in cents. */
  const ledger = async (userId: number) => {
    const [wallet] = await db().select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId));
    const [sum] = await db()
      .select({ cents: sql<string>`coalesce(sum(${walletTransactions.amountCents}), 0)` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.status, 'success')));
    return { balance: wallet?.cents ?? 0, sum: Number(sum?.cents ?? 0) };
  };
  const accountOf = async (token = ctx.user) => (await summary(token)).accounts[0]!.id;

  it('refuses callers without a session', async () => {
    for (const path of ['summary', 'trend', 'transactions'])
      expect((await ctx.app.inject({ method: 'GET', url: `${WALLET}/${path}` })).statusCode).toBe(401);
  });

  describe('summary', () => {
    it('shows the Workplace banner’s figures, from the same query, and the caller’s own withdrawal accounts', async () => {
      for (const token of [ctx.user, ctx.admin]) {
        const [wallet, stats] = await Promise.all([summary(token), workplaceStats(token)]);
        expect(wallet).toMatchObject({
          balance: stats.balanceCny,
          currency: 'CNY',
          pendingOrders: stats.pendingOrders,
          renewalOrders: stats.renewalOrders,
        });
        expect(wallet.balance).toBeGreaterThan(0);
        expect(wallet.accounts.map((account) => account.name)).toEqual([
          'Alipay 138****6688',
          'WeChat Pay wx****2046',
          'Bank card 6222 **** **** 0395',
        ]);
      }
      const [mine, theirs] = await Promise.all([summary(ctx.user), summary(ctx.admin)]);
      expect(mine.accounts.map((a) => a.id)).not.toEqual(expect.arrayContaining(theirs.accounts.map((a) => a.id)));
      expect((await get<WalletSummary>('/summary', ctx.user, 'zh-CN')).accounts[0]!.name).toBe('支付宝 138****6688');
    });

    it('keeps the seeded ledger consistent: each balance is the sum of its successful rows', async () => {
      for (const username of ['user', 'admin']) {
        const { balance, sum } = await ledger(await userIdOf(username));
        expect(balance).toBe(sum);
      }
    });
  });

  describe('recharge', () => {
    it.each([
      [{ amount: 0, channel: 'alipay' }, 'amount', 'validation.rechargeRange'],
      [{ amount: 0.01, channel: 'alipay' }, 'amount', 'validation.rechargeRange'],
      [{ amount: 0.99, channel: 'alipay' }, 'amount', 'validation.rechargeRange'],
      [{ amount: 50_000.01, channel: 'alipay' }, 'amount', 'validation.rechargeRange'],
      [{ amount: -5, channel: 'alipay' }, 'amount', 'validation.rechargeRange'],
      [{ amount: 10.123, channel: 'alipay' }, 'amount', 'validation.amountCents'],
      [{ amount: '100', channel: 'alipay' }, 'amount', 'validation.amountRequired'],
      [{ amount: 'abc', channel: 'alipay' }, 'amount', 'validation.amountRequired'],
      [{ channel: 'alipay' }, 'amount', 'validation.amountRequired'],
      [{ amount: 100, channel: 'paypal' }, 'channel', 'validation.channelRequired'],
      [{ amount: 100 }, 'channel', 'validation.channelRequired'],
    ] as const)('refuses %j with 400 on %s', async (payload, field, key) => {
      const before = await summary();
      const response = await post('recharge', payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(ApiCode.validation);
      expect(issues(response)).toEqual([[field, translate('en-US', key)]]);
      expect((await summary()).balance).toBe(before.balance);
    });

    it.each([1, 0.1 + 0.9, 19.99, 50_000])('takes %d CNY exactly, to the cent', async (amount) => {
      const before = await summary();
      const response = await post('recharge', { amount, channel: 'wechat' });
      expect(response.statusCode, response.body).toBe(200);
      const row = envelope<WalletTransaction>(response).data;
      const cents = Math.round((before.balance + amount) * 100);
      expect(row).toMatchObject({
        type: 'recharge',
        amount,
        channel: 'wechat',
        status: 'success',
        balanceAfter: cents / 100,
      });
      expect(row.serialNumber).toBe(`TX${String(row.id).padStart(8, '0')}`);
      expect((await summary()).balance).toBe(cents / 100);
    });

    it('records each write in the audit log, and the ledger still sums to the balance', async () => {
      const row = envelope<WalletTransaction>(await post('recharge', { amount: 12.34, channel: 'alipay' })).data;
      const [entry] = await db()
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'walletTransaction'), eq(auditLogs.entityId, String(row.id))));
      expect(entry).toMatchObject({ action: 'recharge', actorName: 'user', after: row });
      const { balance, sum } = await ledger(await userIdOf('user'));
      expect(balance).toBe(sum);
    });
  });

  describe('withdraw', () => {
    it.each([
      [{ amount: 0 }, 'amount', 'validation.withdrawRange'],
      [{ amount: -1 }, 'amount', 'validation.withdrawRange'],
      [{ amount: 0.001 }, 'amount', 'validation.withdrawRange'],
      [{ amount: 1.005 }, 'amount', 'validation.amountCents'],
      [{ amount: 'abc' }, 'amount', 'validation.amountRequired'],
      [{ amount: null }, 'amount', 'validation.amountRequired'],
      [{ amount: 10_000_000.01 }, 'amount', 'validation.withdrawRange'],
      [{ amount: 1e20 }, 'amount', 'validation.withdrawRange'],
      [{ amount: 1, accountId: undefined }, 'accountId', 'validation.accountRequired'],
      [{ amount: 1, accountId: 'x' }, 'accountId', 'validation.accountRequired'],
      [{ amount: 1, accountId: 0 }, 'accountId', 'validation.id'],
    ] satisfies [object, string, MessageKey][])('refuses %j with 400 on %s', async (payload, field, key) => {
      const response = await post('withdraw', { accountId: await accountOf(), ...payload });
      expect(response.statusCode).toBe(400);
      expect(issues(response)).toEqual([[field, translate('en-US', key)]]);
    });

    it('names the real bounds when an amount is out of range', async () => {
      const payload = { accountId: await accountOf(), amount: 1e20 };
      const response = await call(ctx.user, {
        method: 'POST',
        url: `${WALLET}/withdraw`,
        payload,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(issues(response)).toEqual([['amount', '提现金额为 0.01 至 10,000,000 元']]);
    });

    it('refuses an unknown account and another user’s account with 400 on accountId', async () => {
      const theirs = await accountOf(ctx.admin);
      for (const accountId of [2_147_483_647, theirs]) {
        const response = await post('withdraw', { amount: 1, accountId });
        expect(response.statusCode).toBe(400);
        expect(issues(response)).toEqual([['accountId', 'Choose one of your own accounts']]);
      }
    });

    it('refuses more than the balance with 400 on amount, and takes exactly the balance', async () => {
      const accountId = await accountOf();
      const { balance } = await summary();
      const over = await post('withdraw', { amount: Math.round(balance * 100 + 1) / 100, accountId });
      expect(over.statusCode).toBe(400);
      expect(issues(over)).toEqual([['amount', 'The amount exceeds your balance']]);
      expect((await summary()).balance).toBe(balance);

      const all = await post('withdraw', { amount: balance, accountId });
      expect(all.statusCode, all.body).toBe(200);
      expect(envelope<WalletTransaction>(all).data).toMatchObject({
        type: 'withdrawal',
        amount: -balance,
        balanceAfter: 0,
        remark: '138****6688',
        channel: 'alipay',
      });
      expect((await summary()).balance).toBe(0);
      const cent = await post('withdraw', { amount: 0.01, accountId });
      expect(issues(cent)).toEqual([['amount', 'The amount exceeds your balance']]);
      expect((await post('recharge', { amount: 500, channel: 'alipay' })).statusCode).toBe(200);
      expect((await post('withdraw', { amount: 0.01, accountId })).statusCode).toBe(200);
      expect((await summary()).balance).toBe(499.99);
    });

    it('lets 50 concurrent withdrawals that exceed the balance together take no more than it: the ledger sums to what is left', async () => {
      const userId = await userIdOf('user');
      const accountId = await accountOf();
      const { balance } = await summary();
      const amount = Math.ceil((balance * 100) / 30) / 100;
      const responses = await Promise.all(Array.from({ length: 50 }, () => post('withdraw', { amount, accountId })));
      const taken = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      for (const response of refused) expect(issues(response)).toEqual([['amount', 'The amount exceeds your balance']]);
      expect(taken.length).toBe(Math.floor(balance / amount));
      const after = await summary();
      expect(after.balance).toBeGreaterThanOrEqual(0);
      expect(Math.round(after.balance * 100)).toBe(Math.round(balance * 100) - taken.length * Math.round(amount * 100));
      const chain = taken
        .map((response) => Math.round(envelope<WalletTransaction>(response).data.balanceAfter * 100))
        .sort((a, b) => b - a);
      expect(chain).toEqual(chain.map((_, i) => Math.round(balance * 100) - (i + 1) * Math.round(amount * 100)));
      const { balance: stored, sum } = await ledger(userId);
      expect(stored).toBe(sum);
      expect(stored).toBe(Math.round(after.balance * 100));
    });
  });

  describe('Idempotency-Key', () => {
    const rowsWithKey = async (key: string) =>
      (
        await db()
          .select({ id: walletTransactions.id })
          .from(walletTransactions)
          .where(eq(walletTransactions.idempotencyKey, key))
      ).length;

    it('makes a retried recharge or withdrawal happen once, answering the first result', async () => {
      const accountId = await accountOf();
      for (const [path, payload] of [
        ['recharge', { amount: 66.6, channel: 'bankCard' }],
        ['withdraw', { amount: 6.6, accountId }],
      ] as const) {
        const key = `key-${path}-${driver}`;
        const before = await summary();
        const first = await post(path, payload, ctx.user, key);
        const again = await post(path, payload, ctx.user, key);
        expect(first.statusCode, first.body).toBe(200);
        expect(again.statusCode).toBe(200);
        expect(envelope(again).data).toEqual(envelope(first).data);
        expect(await rowsWithKey(key)).toBe(1);
        const moved = path === 'recharge' ? 66.6 : -6.6;
        expect((await summary()).balance).toBe(Math.round((before.balance + moved) * 100) / 100);
      }
    });

    it('answers concurrent retries with one write', async () => {
      const key = `key-concurrent-${driver}`;
      const before = await summary();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post('recharge', { amount: 10, channel: 'alipay' }, ctx.user, key)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(responses.map((response) => envelope<WalletTransaction>(response).data.id)).size).toBe(1);
      expect(await rowsWithKey(key)).toBe(1);
      expect((await summary()).balance).toBe(Math.round((before.balance + 10) * 100) / 100);
    });

    it('refuses the same key with a different request with 422 and a clear message', async () => {
      const key = `key-reused-${driver}`;
      expect((await post('recharge', { amount: 10, channel: 'alipay' }, ctx.user, key)).statusCode).toBe(200);
      const before = await summary();
      for (const [path, payload] of [
        ['recharge', { amount: 11, channel: 'alipay' }],
        ['recharge', { amount: 10, channel: 'wechat' }],
        ['withdraw', { amount: 10, accountId: await accountOf() }],
      ] as const) {
        const response = await post(path, payload, ctx.user, key);
        expect(response.statusCode).toBe(422);
        expect(envelope(response)).toMatchObject({
          code: ApiCode.conflict,
          msg: expect.stringContaining('Idempotency-Key was already used for a different request'),
        });
      }
      expect((await summary()).balance).toBe(before.balance);
      expect(await rowsWithKey(key)).toBe(1);
    });

    it('keeps keys per user, and refuses a malformed key with 400', async () => {
      const key = `key-shared-${driver}`;
      const mine = envelope<WalletTransaction>(
        await post('recharge', { amount: 10, channel: 'alipay' }, ctx.user, key),
      ).data;
      const theirs = envelope<WalletTransaction>(
        await post('recharge', { amount: 10, channel: 'alipay' }, ctx.admin, key),
      ).data;
      expect(theirs.id).not.toBe(mine.id);
      const bad = await post('recharge', { amount: 10, channel: 'alipay' }, ctx.user, 'x'.repeat(101));
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('transactions', () => {
    const list = (query: string, token = ctx.user) => get<Page>(`/transactions?${query}`, token);
    const all = async (query = '', token = ctx.user) => {
      const rows: WalletTransaction[] = [];
      for (let current = 1; ; current++) {
        const page = await list(`pageSize=100&current=${current}&${query}`, token);
        rows.push(...page.list);
        if (rows.length >= page.total) return rows;
      }
    };

    it('lists only the caller’s own rows, newest first, 10 a page', async () => {
      const userId = await userIdOf('user');
      const own = await db()
        .select({ id: walletTransactions.id })
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId));
      const page = await list('');
      expect(page.list).toHaveLength(10);
      expect(page.total).toBe(own.length);
      const rows = await all();
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
      expect(rows.map((row) => row.createdTime)).toEqual(
        rows
          .map((row) => row.createdTime)
          .sort()
          .reverse(),
      );
      const admins = await all('', ctx.admin);
      expect(admins.some((row) => rows.some((mine) => mine.id === row.id))).toBe(false);
      const adminExport = await call(ctx.admin, { method: 'GET', url: `${WALLET}/transactions/export?format=csv` });
      expect(
        adminExport.body
          .trimEnd()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      ).toEqual(admins.map((row) => row.serialNumber));
      // A scope the query names is not the caller's to choose.
      expect((await list(`userId=${await userIdOf('admin')}`)).total).toBe(page.total);
    });

    it('filters by type, time range and search, each alone and together', async () => {
      const rows = await all();
      // A seeded row: its time has no digits beyond the milliseconds the API shows.
      const sample = rows.at(-5)!;
      const checks: [string, (row: WalletTransaction) => boolean][] = [
        ['type=withdrawal', (row) => row.type === 'withdrawal'],
        ['type=recharge', (row) => row.type === 'recharge'],
        [`time=${sample.createdTime}&time=${sample.createdTime}`, (row) => row.createdTime === sample.createdTime],
        [`search=${sample.serialNumber}`, (row) => row.id === sample.id],
        ['search=138****', (row) => row.remark.includes('138****')],
        [`type=withdrawal&search=6222`, (row) => row.type === 'withdrawal' && row.remark.includes('6222')],
      ];
      for (const [query, keep] of checks) {
        const found = await all(query);
        expect(found.length, query).toBeGreaterThan(0);
        expect(found, query).toEqual(rows.filter(keep));
      }
    });

    it('sorts by amount and time in both directions, ties by id', async () => {
      const byAmount = await all('sortField=amount&sortOrder=ascend');
      expect(byAmount.map((row) => row.amount)).toEqual(byAmount.map((row) => row.amount).sort((a, b) => a - b));
      const byTime = await all('sortField=createdTime&sortOrder=ascend');
      expect(byTime.map((row) => row.id)).toEqual((await all()).map((row) => row.id).reverse());
    });

    it('refuses bad filters with 400 on the field', async () => {
      for (const [query, field] of [
        ['type=gift', 'type'],
        ['time=yesterday&time=today', 'time'],
        ['sortField=balance', 'sortField'],
        [`search=${'x'.repeat(51)}`, 'search'],
      ]) {
        const response = await call(ctx.user, { method: 'GET', url: `${WALLET}/transactions?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path.split('.')[0])).toContain(
          field,
        );
      }
    });

    it('exports exactly the filtered, sorted rows as CSV, labels in the caller’s language', async () => {
      const query = 'type=withdrawal&sortField=amount&sortOrder=descend';
      const rows = await all(query);
      const csv = await call(
        ctx.user,
        { method: 'GET', url: `${WALLET}/transactions/export?format=csv&${query}` },
        'zh-CN',
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{8}-\d{6}\.csv"$/);
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      expect(header).toBe('流水号,时间,类型,金额（元）,交易后余额（元）,渠道,状态,备注');
      const channel = { alipay: '支付宝', wechat: '微信支付', bankCard: '银行卡' };
      const status = { success: '成功', processing: '处理中', failed: '失败' };
      expect(lines).toEqual(
        rows.map((row) =>
          [
            row.serialNumber,
            formatDateTime(new Date(row.createdTime)),
            '提现',
            row.amount,
            row.balanceAfter,
            channel[row.channel],
            status[row.status],
            row.remark,
          ].join(','),
        ),
      );
    });
  });

  describe('trend', () => {
    it.each([
      ['month', WALLET_TREND_MONTHS],
      ['quarter', WALLET_TREND_MONTHS / 3],
    ] as const)('answers the last %s periods, the line ending at the balance', async (range, count) => {
      const [trend, zh, wallet] = await Promise.all([
        get<WalletTrend>(`/trend?range=${range}`),
        get<WalletTrend>(`/trend?range=${range}`, ctx.user, 'zh-CN'),
        summary(),
      ]);
      expect(trend.range).toBe(range);
      for (const series of [trend.xAxis, trend.spending, trend.balance]) expect(series).toHaveLength(count);
      expect(trend.balance.at(-1)).toBe(wallet.balance);
      expect(trend.spending.every((value) => value >= 0)).toBe(true);
      expect(trend.spending.some((value) => value > 0)).toBe(true);
      const now = new Date();
      const year = now.getUTCFullYear();
      if (range === 'month') {
        expect(trend.xAxis.at(-1)).toBe(
          new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(now),
        );
        expect(zh.xAxis.at(-1)).toBe(`${year}年${now.getUTCMonth() + 1}月`);
      } else {
        const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
        expect([trend.xAxis.at(-1), zh.xAxis.at(-1)]).toEqual([`Q${quarter} ${year}`, `${year}年第${quarter}季度`]);
      }
    });

    it('sums the successful consumption of each period, and the month’s net change moves its balance', async () => {
      const userId = await userIdOf('user');
      const before = await get<WalletTrend>('/trend?range=month');
      await db()
        .insert(walletTransactions)
        .values([
          {
            userId,
            type: 'consumption',
            amountCents: -1234,
            balanceAfterCents: 0,
            channel: 'alipay',
            status: 'failed',
          },
          { userId, type: 'refund', amountCents: 1000, balanceAfterCents: 0, channel: 'alipay', status: 'processing' },
        ]);
      const { balance } = await summary();
      const spend = await post('withdraw', { amount: 1, accountId: await accountOf() });
      expect(spend.statusCode).toBe(200);
      const after = await get<WalletTrend>('/trend?range=month');
      expect(after.spending).toEqual(before.spending);
      expect(after.balance.at(-1)).toBe(Math.round((balance - 1) * 100) / 100);
      expect(after.balance.slice(0, -1)).toEqual(before.balance.slice(0, -1));
    });

    it('refuses an unknown range with 400', async () => {
      const response = await call(ctx.user, { method: 'GET', url: `${WALLET}/trend?range=year` });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['range']);
    });
  });
  describe('chart snapshots', () => {
    const CHART = `${WALLET}/charts/spending-trend`;
    const svgOf = async (query: string, token = ctx.user, locale = 'en-US') => {
      const response = await call(token, { method: 'GET', url: `${CHART}?${query}` }, locale);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<ChartSnapshot>(response).data.svg;
    };

    it('draws the caller’s trend in the range asked, at its size, in the caller’s language and theme', async () => {
      const light = await svgOf('range=quarter&theme=light&width=640&height=300');
      expect(light).toMatch(/^<svg [^>]*width="640" height="300"/);
      expect(light).not.toMatch(/<script|on\w+=/i);
      const [quarters, chinese] = await Promise.all([
        get<WalletTrend>('/trend?range=quarter'),
        get<WalletTrend>('/trend?range=quarter', ctx.user, 'zh-CN'),
      ]);
      expect(svgTexts(light)).toEqual(expect.arrayContaining(['Spending', 'Balance at period end', ...quarters.xAxis]));
      const zh = await svgOf('range=quarter&theme=light&width=640&height=300', ctx.user, 'zh-CN');
      expect(svgTexts(zh)).toEqual(expect.arrayContaining(['消费', '期末余额', ...chinese.xAxis]));
      // The bars are drawn; the theme's text colour: dark grey on light, translucent white on dark.
      expect(light).toContain('fill="#165DFF"');
      expect(light).toContain('fill="#4E5969"');
      const dark = await svgOf('range=quarter&theme=dark&width=640&height=300');
      expect(dark).toContain('fill="rgb(255,255,255)"');
      expect(dark).not.toContain('#4E5969');
      // Months by default, as the trend.
      const months = await get<WalletTrend>('/trend');
      expect(svgTexts(await svgOf('theme=light&width=1200&height=300'))).toContain(months.xAxis.at(-1));
    });

    it('follows the caller’s own figures: a recharge moves the balance line', async () => {
      const query = 'theme=light&width=640&height=300';
      const before = await svgOf(query);
      expect(await svgOf(query, ctx.admin)).not.toBe(before);
      expect((await post('recharge', { amount: 5000, channel: 'alipay' })).statusCode).toBe(200);
      expect(await svgOf(query)).not.toBe(before);
    });

    it.each([
      ['spending-trend', 'theme=blue&width=400&height=300', 'theme'],
      ['spending-trend', 'theme=light&width=99&height=300', 'width'],
      ['spending-trend', 'theme=light&width=4097&height=300', 'width'],
      ['spending-trend', 'theme=light&width=400&height=1201', 'height'],
      ['spending-trend', 'range=year&theme=light&width=400&height=300', 'range'],
      ['transactions', 'theme=light&width=400&height=300', 'chart'],
    ])('refuses %s?%s with 400 on %s', async (chart, query, field) => {
      const response = await call(ctx.user, { method: 'GET', url: `${WALLET}/charts/${chart}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual([field]);
    });

    it('answers only a role that may read its wallet, as the trend does', async () => {
      const query = 'theme=light&width=400&height=300';
      expect((await ctx.app.inject({ method: 'GET', url: `${CHART}?${query}` })).statusCode).toBe(401);
      await withPermission(ctx.testDb.database, 'wallet.read', ['admin'], async () => {
        for (const url of [`${CHART}?${query}`, `${WALLET}/trend`]) {
          const refused = await call(ctx.user, { method: 'GET', url });
          expect(refused.statusCode).toBe(403);
          expect(envelope(refused).code).toBe(ApiCode.forbidden);
          expect((await call(ctx.admin, { method: 'GET', url })).statusCode).toBe(200);
        }
      });
    });
  });
});
