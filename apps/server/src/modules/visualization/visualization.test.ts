import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiCode } from '@console/shared';
import type { ContentType, EventCategory, EventKind, EventSource } from '@console/shared/visualization/constants';
import type {
  ChainGrowth,
  ContentPublishSeries,
  DataOverview,
  OpinionAnalysis,
  PeriodAnalysis,
  PopularAuthors,
  PublishingSource,
  TypeDistribution,
  UserAction,
} from '@console/shared/visualization/schemas';
import { contentAuthors, contentEvents } from '../../db/schema/content-events';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const API = '/member-api/api';
const toQuery = (input: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const T = day(0);
const Y = day(-1);
const D2 = day(-2);
const lastYear = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
const LAST_7 = Array.from({ length: 7 }, (_, i) => day(i - 6));

type Row = [EventKind, string, string, ContentType, EventCategory, EventSource, 'A1' | 'A2', number];
/** The fixed data set: [kind, UTC day, time, type, category, source, author, reader]. */
const EVENTS: Row[] = [
  ['visit', Y, '09:30', 'text', 'finance', 'ugc', 'A1', 1],
  ['visit', Y, '10:15', 'video', 'sports', 'reposted', 'A2', 2],
  ['visit', D2, '21:00', 'video', 'sports', 'reposted', 'A2', 1],
  ['publish', Y, '08:10', 'text', 'technology', 'ugc', 'A1', 3],
  ['publish', Y, '08:50', 'video', 'technology', 'foreignWebsites', 'A2', 3],
  ['publish', D2, '14:00', 'imageText', 'entertainment', 'ugc', 'A1', 4],
  ['click', Y, '09:00', 'text', 'technology', 'ugc', 'A1', 1],
  ['click', Y, '09:10', 'text', 'technology', 'ugc', 'A1', 2],
  ['click', Y, '20:00', 'video', 'technology', 'foreignWebsites', 'A2', 1],
  ...Array.from({ length: 4 }, (): Row => ['exposure', Y, '09:05', 'text', 'technology', 'ugc', 'A1', 1]),
  ...Array.from({ length: 2 }, (): Row => ['exposure', Y, '20:05', 'video', 'technology', 'foreignWebsites', 'A2', 1]),
  ['comment', Y, '12:00', 'imageText', 'entertainment', 'ugc', 'A1', 2],
  ['share', Y, '13:00', 'video', 'sports', 'reposted', 'A2', 2],
  ['like', D2, '13:00', 'text', 'finance', 'ugc', 'A1', 2],
  // A year earlier, and before the period: outside every 7-day figure but the visitors' comparison.
  ['visit', lastYear(Y), '09:00', 'text', 'finance', 'ugc', 'A1', 9],
  ['click', day(-40), '09:00', 'text', 'finance', 'ugc', 'A1', 5],
];

describe.each(DRIVERS)('visualization on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.testDb.database.db;

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    input: Record<string, unknown> = {},
    locale = 'en-US',
  ) => {
    const query = toQuery(input);
    const response = await as(ctx.app, ctx.admin, {
      method,
      url: method === 'GET' ? `${API}${path}?${query}` : `${API}${path}`,
      ...(method === 'POST' ? { payload: input } : {}),
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).data;
  };
  const get = <T>(path: string, input: Record<string, unknown> = { days: 7 }, locale?: string) =>
    call<T>('GET', path, input, locale);

  const clear = () =>
    db().execute(
      sql`truncate content_events, content_event_hours, content_event_kind_days, content_event_days, content_author_days, content_user_days, content_active_days`,
    );

  it('seeds a demo history that the rollups hold', async () => {
    const overview = await get<DataOverview>('/data-overview', { days: 90 });
    expect(overview.xAxis).toHaveLength(90);
    for (const series of overview.data) expect(series.count, series.key).toBeGreaterThan(0);
  });

  it('answers zeros, not errors, on an empty database', async () => {
    await clear();
    for (const quota of ['visitors', 'published', 'comment', 'share']) {
      const tile = await call<OpinionAnalysis>('POST', '/public-opinion-analysis', { quota });
      expect(tile.count).toBe(0);
      expect(tile.growth).toBe(0);
      expect(tile.chartData.every((point) => point.y === 0)).toBe(true);
    }
    for (const quota of ['retentionTrends', 'userRetention', 'contentConsumptionTrends', 'contentConsumption']) {
      const card = await call<ChainGrowth>('POST', '/data-chain-growth', { quota });
      expect(card).toMatchObject({ count: 0, growth: 0 });
      expect(card.chartData.data.value.every((v) => v === 0)).toBe(true);
    }
    expect((await get<ContentPublishSeries[]>('/content-publish')).flatMap((s) => s.y).every((y) => y === 0)).toBe(
      true,
    );
    expect(
      (await get<PeriodAnalysis>('/content-period-analysis')).data.flatMap((s) => s.value).every((v) => v === 0),
    ).toBe(true);
    expect(await get<PopularAuthors>('/popular-author/list')).toEqual({ list: [] });
    expect((await get<DataOverview>('/data-overview')).data.map((s) => s.count)).toEqual([0, 0, 0, 0]);
    expect((await get<UserAction[]>('/user-actions')).map((a) => a.value)).toEqual([0, 0, 0]);
    expect(
      (await get<TypeDistribution>('/content-type-distribution')).data.flatMap((s) => s.value).every((v) => v === 0),
    ).toBe(true);
    expect(
      (await get<PublishingSource[]>('/content-publishing-source'))
        .flatMap((s) => s.data.map((d) => d.value))
        .every((v) => v === 0),
    ).toBe(true);
  });

  describe('on a fixed data set', () => {
    it('loads the data set through the rollup triggers', async () => {
      await clear();
      const authors = await db()
        .select({ id: contentAuthors.id })
        .from(contentAuthors)
        .orderBy(contentAuthors.id)
        .limit(2);
      const ids = { A1: authors[0]!.id, A2: authors[1]!.id };
      await db()
        .insert(contentEvents)
        .values(
          EVENTS.map(([kind, d, time, contentType, category, source, author, userId]) => ({
            kind,
            occurredAt: new Date(`${d}T${time}:00Z`),
            contentType,
            category,
            source,
            authorId: ids[author],
            userId,
          })),
        );
    });

    it('KPI tiles: the period, the last complete day against the one before, a year earlier', async () => {
      const visitors = await call<OpinionAnalysis>('POST', '/public-opinion-analysis', { quota: 'visitors', days: 7 });
      const year = T.slice(0, 4);
      expect(visitors.count).toBe(3);
      expect(visitors.growth).toBe(100);
      expect(visitors.chartData).toEqual([
        ...LAST_7.map((x) => ({ x, y: x === Y ? 2 : x === D2 ? 1 : 0, name: year })),
        ...LAST_7.map((x) => ({ x, y: x === Y ? 1 : 0, name: String(Number(year) - 1) })),
      ]);
      // GET answers the same as POST.
      expect(await get<OpinionAnalysis>('/public-opinion-analysis', { quota: 'visitors', days: 7 })).toEqual(visitors);

      const published = await call<OpinionAnalysis>('POST', '/public-opinion-analysis', {
        quota: 'published',
        days: 7,
      });
      expect(published).toMatchObject({ count: 3, growth: 100 });
      expect(published.chartData.map((p) => p.y)).toEqual(LAST_7.map((x) => (x === Y ? 2 : x === D2 ? 1 : 0)));
      const comment = await call<OpinionAnalysis>('POST', '/public-opinion-analysis', { quota: 'comment', days: 7 });
      expect(comment).toMatchObject({ count: 1, growth: 0 });
      const share = await call<OpinionAnalysis>(
        'POST',
        '/public-opinion-analysis',
        { quota: 'share', days: 7 },
        'zh-CN',
      );
      expect(share.count).toBe(1);
      expect(share.chartData).toEqual([
        { x: '纯文本', y: 0, name: '纯文本' },
        { x: '图文类', y: 0, name: '图文类' },
        { x: '视频类', y: 1, name: '视频类' },
      ]);
    });

    it('publishing ratio and period analysis per two-hour bucket', async () => {
      const publish = await get<ContentPublishSeries[]>('/content-publish');
      const bucket = (hot: Record<number, number>) => Array.from({ length: 12 }, (_, i) => hot[i] ?? 0);
      expect(publish.map(({ type, name, y }) => ({ type, name, y }))).toEqual([
        { type: 'text', name: 'Plain text', y: bucket({ 4: 1 }) },
        { type: 'imageText', name: 'Image and text', y: bucket({ 7: 1 }) },
        { type: 'video', name: 'Video', y: bucket({ 4: 1 }) },
      ]);
      expect(publish[0]!.x).toEqual([
        '00:00',
        '02:00',
        '04:00',
        '06:00',
        '08:00',
        '10:00',
        '12:00',
        '14:00',
        '16:00',
        '18:00',
        '20:00',
        '22:00',
      ]);
      const period = await call<PeriodAnalysis>('POST', '/content-period-analysis', { days: 7 });
      expect(period.data.map((s) => s.value)).toEqual([bucket({ 4: 50 }), bucket({}), bucket({ 10: 50 })]);
    });

    it('popular authors by clicks, with their publications', async () => {
      const { list } = await get<PopularAuthors>('/popular-author/list', { days: 7 }, 'zh-CN');
      expect(list).toEqual([
        { ranking: 1, author: '李白', contentCount: 2, clickCount: 2 },
        { ranking: 2, author: '王安石', contentCount: 1, clickCount: 1 },
      ]);
      // The click 40 days ago counts in 90 days.
      expect((await get<PopularAuthors>('/popular-author/list', { days: 90 })).list[0]).toMatchObject({
        author: 'Li Bai',
        clickCount: 3,
      });
    });

    it('data overview, user actions, radar and sources', async () => {
      const overview = await call<DataOverview>('POST', '/data-overview', { days: 7 });
      expect(overview.xAxis).toEqual(LAST_7);
      const perDay = (y: number, d2: number) => LAST_7.map((x) => (x === Y ? y : x === D2 ? d2 : 0));
      expect(overview.data).toEqual([
        { key: 'production', name: 'Content production', count: 3, value: perDay(2, 1) },
        { key: 'clicks', name: 'Content clicks', count: 3, value: perDay(3, 0) },
        { key: 'exposure', name: 'Content exposure', count: 6, value: perDay(6, 0) },
        { key: 'activeUsers', name: 'Active users', count: 1, value: perDay(3, 3) },
      ]);
      expect(await get<UserAction[]>('/user-actions')).toEqual([
        { key: 'like', name: 'Likes', value: 1 },
        { key: 'comment', name: 'Comments', value: 1 },
        { key: 'share', name: 'Shares', value: 1 },
      ]);
      const radar = await get<TypeDistribution>('/content-type-distribution');
      expect(radar.indicator.map((i) => [i.key, i.max])).toEqual([
        ['international', 1],
        ['finance', 1],
        ['technology', 2],
        ['sports', 1],
        ['entertainment', 2],
        ['other', 1],
      ]);
      expect(radar.data.map((s) => s.value)).toEqual([
        [0, 0, 1, 0, 0, 0],
        [0, 0, 0, 0, 1, 0],
        [0, 0, 1, 0, 0, 0],
      ]);
      const sources = await get<PublishingSource[]>('/content-publishing-source');
      expect(sources.map((s) => s.data.map((d) => d.value))).toEqual([
        [1, 0, 0, 0, 0],
        [1, 0, 0, 0, 0],
        [0, 1, 0, 0, 0],
      ]);
    });

    it('data chain growth: returning readers, retention, visits, clicks', async () => {
      const chain = (quota: string) => call<ChainGrowth>('POST', '/data-chain-growth', { quota, days: 7 });
      const retained = await chain('retentionTrends');
      expect(retained).toMatchObject({ count: 2, growth: 0 });
      expect(retained.chartData).toEqual({
        xAxis: LAST_7,
        data: { name: 'Retention trends', value: LAST_7.map((x) => (x === Y ? 2 : 0)) },
      });
      const rate = await chain('userRetention');
      expect(rate.count).toBe(33.33);
      expect(rate.chartData.data.value).toEqual(LAST_7.map((x) => (x === Y ? 66.67 : 0)));
      expect(await chain('contentConsumptionTrends')).toMatchObject({ count: 3, growth: 0 });
      expect(await chain('contentConsumption')).toMatchObject({ count: 3, growth: 0 });
      // The custom range of the last 7 days is the same period; with the 40-day-old click, 60 days earlier.
      expect(
        await call<ChainGrowth>('GET', '/data-chain-growth', { quota: 'contentConsumption', from: D2, to: Y }),
      ).toMatchObject({ count: 3 });
    });

    it('a kept answer gives way to new events at once, and a locale keeps its own', async () => {
      const published = () =>
        call<OpinionAnalysis>('POST', '/public-opinion-analysis', { quota: 'published', days: 7 });
      expect((await published()).count).toBe(3);
      expect((await published()).count).toBe(3);
      const [author] = await db().select({ id: contentAuthors.id }).from(contentAuthors).limit(1);
      await db()
        .insert(contentEvents)
        .values({
          kind: 'publish',
          occurredAt: new Date(`${Y}T02:10:00Z`),
          contentType: 'text',
          category: 'other',
          source: 'other',
          authorId: author!.id,
          userId: 5,
        });
      expect((await published()).count).toBe(4);
      const names = async (locale: string) =>
        (await get<ContentPublishSeries[]>('/content-publish', { days: 7 }, locale)).map((s) => s.name);
      expect(await names('en-US')).toEqual(['Plain text', 'Image and text', 'Video']);
      expect(await names('zh-CN')).toEqual(['纯文本', '图文类', '视频类']);
    });
  });

  it('refuses a bad quota or period with 400', async () => {
    const bad: [string, string, Record<string, unknown>][] = [
      ['POST', '/public-opinion-analysis', { quota: 'nope' }],
      ['POST', '/public-opinion-analysis', {}],
      ['GET', '/public-opinion-analysis', { quota: 'visitors', days: 5 }],
      ['POST', '/data-chain-growth', { quota: 'visitors' }],
      ['GET', '/data-overview', { from: Y, to: D2 }],
      ['GET', '/data-overview', { from: Y }],
      ['GET', '/data-overview', { from: day(-400), to: T }],
      ['GET', '/data-overview', { days: 7, from: D2, to: Y }],
      ['POST', '/content-publish', { from: '2026-13-01', to: T }],
    ];
    for (const [method, path, input] of bad) {
      const query = toQuery(input);
      const response = await as(ctx.app, ctx.admin, {
        method: method as 'GET',
        url: method === 'GET' ? `${API}${path}?${query}` : `${API}${path}`,
        ...(method === 'POST' ? { payload: input } : {}),
      });
      expect(response.statusCode, `${method} ${path} ${query}`).toBe(400);
      expect(envelope(response).code).toBe(ApiCode.validation);
    }
  });

  it('is for administrators: a user gets 403', async () => {
    for (const path of ['/data-overview', '/content-publish', '/popular-author/list']) {
      const response = await as(ctx.app, ctx.user, { method: 'GET', url: `${API}${path}` });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (
        await as(ctx.app, ctx.user, {
          method: 'POST',
          url: `${API}/data-chain-growth`,
          payload: { quota: 'userRetention' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
