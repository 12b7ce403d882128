import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ValidationErrorData } from '@console/shared';
import {
  ANNOUNCEMENTS_LIMIT,
  CONTENT_CATEGORIES,
  CONTENT_DATA_DAYS,
  POPULAR_LIST_SIZE,
  RECENT_VISITS_MAX,
} from '@console/shared/workplace/constants';
import type {
  Announcement,
  ContentCategories,
  ContentDataPoint,
  PopularItem,
  RecentVisit,
  WorkplaceStats,
} from '@console/shared/workplace/schemas';
import type { ChartSnapshot } from '@console/shared/chart/schemas';
import { users } from '../../db/schema';
import { bothLocales } from '../../lib/localized-text';
import { comments, contentItems } from '../../db/schema/content';
import { orders } from '../../db/schema/wallet';
import { DRIVERS, as, envelope, svgTexts, useTestApp } from '../../../test/helper';

const API = '/member-api/api';
const DAY_MS = 24 * 3600_000;

describe.each(DRIVERS)('workplace on %s', (driver) => {
  const ctx = useTestApp(driver);
  let userId: number;

  const get = async <T>(path: string, token = ctx.user, locale = 'en-US') => {
    const response = await as(ctx.app, token, {
      method: 'GET',
      url: `${API}${path}`,
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).data;
  };
  const db = () => ctx.testDb.database.db;
  const addContent = (values: Partial<typeof contentItems.$inferInsert> = {}) =>
    db()
      .insert(contentItems)
      .values({ title: bothLocales('测试条目', 'Test item'), category: 'text', status: 'online', ...values })
      .returning({ id: contentItems.id })
      .then(([row]) => row!.id);

  beforeAll(async () => {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'user'));
    userId = row!.id;
  });

  it('refuses callers without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API}/workplace/stats` });
    expect(response.statusCode).toBe(401);
  });

  describe('stats', () => {
    it('answers the six figures of the demo data, all non-zero', async () => {
      const stats = await get<WorkplaceStats>('/workplace/stats');
      for (const key of [
        'balanceCny',
        'pendingOrders',
        'renewalOrders',
        'onlineContent',
        'contentPutIn',
        'dailyNewComments',
      ] as const) {
        expect(stats[key], key).toBeGreaterThan(0);
      }
      expect(Number.isInteger(Math.round(stats.balanceCny * 100))).toBe(true);
    });

    it('computes every figure from the rows', async () => {
      const before = await get<WorkplaceStats>('/workplace/stats');
      const adminBefore = await get<WorkplaceStats>('/workplace/stats', ctx.admin);
      // The banner follows the ledger: a recharge through the wallet moves it.
      const recharge = await as(ctx.app, ctx.user, {
        method: 'POST',
        url: `${API}/user/account/recharge`,
        payload: { amount: 123.45, channel: 'alipay' },
      });
      expect(recharge.statusCode, recharge.body).toBe(200);
      await db()
        .insert(orders)
        .values([
          { userId, kind: 'purchase', status: 'pending', title: 'A', amountCents: 100 },
          { userId, kind: 'renewal', status: 'pending', title: 'B', amountCents: 100 },
          { userId, kind: 'renewal', status: 'paid', title: 'C', amountCents: 100 },
        ]);
      const contentId = await addContent({ putIn: true });
      await addContent({ status: 'offline' });
      await db()
        .insert(comments)
        .values([
          { contentId, author: 'a', body: 'b' },
          { contentId, author: 'a', body: 'old', createdAt: new Date(Date.now() - 3 * DAY_MS) },
        ]);

      const after = await get<WorkplaceStats>('/workplace/stats');
      expect(after.balanceCny).toBeCloseTo(before.balanceCny + 123.45, 2);
      expect(after.pendingOrders).toBe(before.pendingOrders + 1);
      expect(after.renewalOrders).toBe(before.renewalOrders + 1);
      expect(after.onlineContent).toBe(before.onlineContent + 1);
      expect(after.contentPutIn).toBe(before.contentPutIn + 1);
      expect(after.dailyNewComments).toBe(before.dailyNewComments + 1);
      const adminAfter = await get<WorkplaceStats>('/workplace/stats', ctx.admin);
      expect([adminAfter.balanceCny, adminAfter.pendingOrders, adminAfter.renewalOrders]).toEqual([
        adminBefore.balanceCny,
        adminBefore.pendingOrders,
        adminBefore.renewalOrders,
      ]);
    });
  });

  describe('content data', () => {
    it('answers 8 consecutive UTC days ending today, counted from the content rows', async () => {
      const points = await get<ContentDataPoint[]>('/content-data');
      expect(points).toHaveLength(CONTENT_DATA_DAYS);
      const days = points.map((p) => p.x);
      const expected = Array.from({ length: CONTENT_DATA_DAYS }, (_, i) =>
        new Date(Date.now() - (CONTENT_DATA_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      expect(days).toEqual(expected);
      expect(points.slice(0, -1).every((p) => p.y > 0)).toBe(true);

      await addContent();
      await addContent({ createdAt: new Date(Date.now() - 20 * DAY_MS) });
      const after = await get<ContentDataPoint[]>('/content-data');
      expect(after.map((p) => p.y)).toEqual(points.map((p, i) => p.y + (i === CONTENT_DATA_DAYS - 1 ? 1 : 0)));
    });
  });

  describe('popular content', () => {
    it.each(CONTENT_CATEGORIES)('ranks the 5 most clicked online %s items', async (type) => {
      const items = await get<PopularItem[]>(`/popular/list?type=${type}`);
      expect(items.map((item) => item.key)).toEqual([1, 2, 3, 4, 5].slice(0, POPULAR_LIST_SIZE));
      const clicks = items.map((item) => item.clicks);
      expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    });

    it.each(CONTENT_CATEGORIES)("titles the %s items in the caller's language", async (type) => {
      const [zh, en] = await Promise.all([
        get<PopularItem[]>(`/popular/list?type=${type}`, ctx.user, 'zh-CN'),
        get<PopularItem[]>(`/popular/list?type=${type}`),
      ]);
      expect(en.map((item) => item.clicks)).toEqual(zh.map((item) => item.clicks));
      expect(en.filter((item) => /\p{Script=Han}/u.test(item.title))).toEqual([]);
      expect(zh.every((item) => /\p{Script=Han}/u.test(item.title))).toBe(true);
    });

    it("abbreviates the clicks in the caller's language", async () => {
      await addContent({ title: bothLocales('缩写', 'Abbreviated'), clicks: 90_000_000, dailyClicks: 0 });
      const [[en], [zh]] = await Promise.all([
        get<PopularItem[]>('/popular/list'),
        get<PopularItem[]>('/popular/list', ctx.user, 'zh-CN'),
      ]);
      expect([en?.clickNumber, zh?.clickNumber]).toEqual(['90M', '9000万']);
    });

    it('defaults to text and puts a new top item first, with its daily increase', async () => {
      const top = (await get<PopularItem[]>('/popular/list'))[0]!;
      await addContent({
        title: bothLocales('隐藏', 'Hidden'),
        status: 'offline',
        clicks: top.clicks + 2000,
        dailyClicks: 0,
      });
      await addContent({ title: bothLocales('爆款', 'Viral'), clicks: top.clicks + 1000, dailyClicks: 500 });
      const [first] = await get<PopularItem[]>('/popular/list?type=text');
      const earlier = top.clicks + 500;
      expect(first).toMatchObject({
        key: 1,
        clicks: top.clicks + 1000,
        title: 'Viral',
        increases: Math.floor((500 * 100) / earlier),
      });
    });

    it('refuses an unknown type with 400', async () => {
      const response = await as(ctx.app, ctx.user, { method: 'GET', url: `${API}/popular/list?type=audio` });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['type']);
    });
  });

  describe('content categories', () => {
    it('counts the items of each category, the total being their sum', async () => {
      const before = await get<ContentCategories>('/workplace/content-categories');
      expect(before.list.map((entry) => entry.category)).toEqual([...CONTENT_CATEGORIES]);
      expect(before.total).toBe(before.list.reduce((sum, entry) => sum + entry.count, 0));
      await addContent({ category: 'video' });
      const after = await get<ContentCategories>('/workplace/content-categories');
      expect(after.total).toBe(before.total + 1);
      expect(after.list.find((e) => e.category === 'video')!.count).toBe(
        before.list.find((e) => e.category === 'video')!.count + 1,
      );
    });
  });

  describe('chart snapshots', () => {
    const svgOf = async (chart: string, query: string, locale = 'en-US', token = ctx.user) =>
      (await get<ChartSnapshot>(`/workplace/charts/${chart}?${query}`, token, locale)).svg;

    it('draws each chart at the size asked, in the caller language and theme', async () => {
      const light = await svgOf('content-categories', 'theme=light&width=480&height=310');
      expect(light).toMatch(/^<svg [^>]*width="480" height="310"/);
      expect(light).not.toMatch(/<script|on\w+=/i);
      const categories = await get<ContentCategories>('/workplace/content-categories');
      expect(svgTexts(light)).toEqual(
        expect.arrayContaining([
          'Content volume',
          categories.total.toLocaleString('en-US'),
          'Text',
          'Image-text',
          'Video',
        ]),
      );
      expect(svgTexts(await svgOf('content-categories', 'theme=light&width=480&height=310', 'zh-CN'))).toEqual(
        expect.arrayContaining(['内容量', '文本', '图文', '视频']),
      );
      // The theme's text colour: dark grey on light, translucent white on dark.
      expect(light).toContain('fill="#4E5969"');
      const dark = await svgOf('content-categories', 'theme=dark&width=480&height=310', 'en-US', ctx.admin);
      expect(dark).toContain('fill="rgb(255,255,255)"');
      expect(dark).not.toContain('#4E5969');

      const line = await svgOf('content-data', 'theme=light&width=900&height=289');
      expect(line).toMatch(/^<svg [^>]*width="900" height="289"/);
      const points = await get<ContentDataPoint[]>('/content-data');
      expect(svgTexts(line)).toEqual(expect.arrayContaining(points.map((p) => p.x)));
    });

    it('follows the data: a new item shows in the next picture', async () => {
      const query = 'theme=light&width=400&height=310';
      const before = await get<ContentCategories>('/workplace/content-categories');
      expect(svgTexts(await svgOf('content-categories', query))).toContain(before.total.toLocaleString('en-US'));
      await addContent({ category: 'image' });
      expect(svgTexts(await svgOf('content-categories', query))).toContain((before.total + 1).toLocaleString('en-US'));
    });

    it.each([
      ['content-categories', 'theme=blue&width=400&height=300', 'theme'],
      ['content-categories', 'theme=light&width=99&height=300', 'width'],
      ['content-categories', 'theme=light&width=4097&height=300', 'width'],
      ['content-categories', 'theme=light&width=400.5&height=300', 'width'],
      ['content-categories', 'theme=light&width=wide&height=300', 'width'],
      ['content-categories', 'theme=light&width=400&height=1201', 'height'],
      ['content-categories', 'theme=light&width=400', 'height'],
      ['popular', 'theme=light&width=400&height=300', 'chart'],
    ])('refuses %s?%s with 400 on %s', async (chart, query, field) => {
      const response = await as(ctx.app, ctx.user, { method: 'GET', url: `${API}/workplace/charts/${chart}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual([field]);
    });

    it('refuses callers without a session', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${API}/workplace/charts/content-data?theme=light&width=400&height=300`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('announcements', () => {
    it('answers the latest 5, newest first, in the caller language', async () => {
      const en = await get<Announcement[]>('/announcements');
      const zh = await get<Announcement[]>('/announcements', ctx.user, 'zh-CN');
      expect(en).toHaveLength(ANNOUNCEMENTS_LIMIT);
      expect(en.map((a) => a.createdTime)).toEqual(
        en
          .map((a) => a.createdTime)
          .sort()
          .reverse(),
      );
      expect(en[0]).toMatchObject({ type: 'activity', content: 'Latest content promotion' });
      expect(zh[0]).toMatchObject({ id: en[0]!.id, content: '内容最新优惠活动' });
    });
  });

  describe('recent visits', () => {
    const visit = (name: unknown, token = ctx.user) =>
      as(ctx.app, token, { method: 'POST', url: `${API}/user/recent-visits`, payload: { name } });
    const names = async (token = ctx.user) =>
      (await get<RecentVisit[]>('/user/recent-visits', token)).map((v) => v.name);

    it('keeps the latest distinct routes of each user, newest first', async () => {
      expect(await names()).toEqual([]);
      for (const name of ['SearchTable', 'Card', 'Workplace', 'Excel'])
        expect((await visit(name)).statusCode).toBe(200);
      expect(await names()).toEqual(['Excel', 'Workplace', 'Card'].slice(0, RECENT_VISITS_MAX));
      const answer = await visit('Card');
      expect(envelope<RecentVisit[]>(answer).data.map((v) => v.name)).toEqual(['Card', 'Excel', 'Workplace']);
      expect(await names(ctx.admin)).toEqual([]);
    });

    it.each([['Nope'], ['list'], ['arcoWebsite'], ['login'], [42]])('refuses %s with 400 on name', async (name) => {
      const response = await visit(name);
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['name']);
    });

    it('hides routes the active role may not open', async () => {
      await visit('Monitor', ctx.admin);
      expect(await names(ctx.admin)).toContain('Monitor');
      const switched = await as(ctx.app, ctx.admin, {
        method: 'POST',
        url: `${API}/user/switch-role`,
        payload: { role: 'user' },
      });
      expect(switched.statusCode).toBe(200);
      expect(await names(ctx.admin)).not.toContain('Monitor');
    });
  });
});
