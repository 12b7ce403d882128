import type { Locale } from '@console/shared';
import {
  CHAIN_DAYS,
  CONTENT_TYPES,
  DAY_BUCKETS,
  DEFAULT_PERIOD_DAYS,
  EVENT_CATEGORIES,
  EVENT_SOURCES,
  POPULAR_AUTHORS,
  TILE_POINTS,
  USER_ACTIONS,
  type ChainQuota,
  type EventKind,
  type OpinionQuota,
} from '@console/shared/visualization/constants';
import type {
  ChainGrowth,
  ContentPublishSeries,
  DataOverview,
  OpinionAnalysis,
  PeriodAnalysis,
  PeriodQuery,
  PopularAuthors,
  PublishingSource,
  TypeDistribution,
  UserAction,
} from '@console/shared/visualization/schemas';
import { translate } from '../../i18n/i18n';
import { localize } from '../../lib/localized-text';
import type { DayRange, VisualizationStore } from './visualization.store';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
/** The same calendar day a year earlier (29 February becomes 1 March). */
const yearEarlier = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return dayOf(date.getTime());
};
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Percent change with 2 decimals; 0 when there is nothing to compare with. */
export const growthOf = (current: number, previous: number) =>
  previous === 0 ? 0 : round2(((current - previous) / previous) * 100);

/** The period's days, oldest first, and the period of equal length just before it. */
export interface Period extends DayRange {
  days: string[];
  previous: DayRange;
}

/** `days` days ending today (UTC), or the custom `from`–`to`. */
export function resolvePeriod(query: PeriodQuery, now: Date): Period {
  const to = query.to ?? dayOf(now.getTime());
  const from = query.from ?? addDays(to, -((query.days ?? DEFAULT_PERIOD_DAYS) - 1));
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  return { from, to, days, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
}

/** Splits `days` into at most `parts` consecutive runs of (nearly) equal length. */
function chunks<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.min(parts, items.length);
  return Array.from({ length: count }, (_, i) =>
    items.slice(Math.floor((i * items.length) / count), Math.floor(((i + 1) * items.length) / count)),
  );
}

const BUCKET_LABELS = Array.from({ length: DAY_BUCKETS }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);
const OPINION_KINDS: Record<OpinionQuota, EventKind> = {
  visitors: 'visit',
  published: 'publish',
  comment: 'comment',
  share: 'share',
};

export function createVisualizationService(store: VisualizationStore, now: () => Date = () => new Date()) {
  /** Events per day of one kind, as a lookup with 0 for days without any. */
  const perDay = async (kind: EventKind, ranges: DayRange[]) => {
    const rows = await store.kindDays([kind], ranges);
    const byDay = new Map(rows.map((row) => [row.day, row.events]));
    return (day: string) => byDay.get(day) ?? 0;
  };
  const sumOver = (days: readonly string[], value: (day: string) => number) =>
    days.reduce((sum, day) => sum + value(day), 0);
  const typeName = (type: string, locale: Locale) =>
    translate(locale, `visualization.contentType.${type}` as 'visualization.contentType.text');

  return {
    /** Raised by every change of the events: an answer cached at an older version is stale. */
    rollupVersion: () => store.rollupVersion(),

    period: (query: PeriodQuery) => resolvePeriod(query, now()),

    /** A KPI tile: the period's events, the last complete day against the one before, its mini chart. */
    async opinion(quota: OpinionQuota, period: Period, locale: Locale): Promise<OpinionAnalysis> {
      const kind = OPINION_KINDS[quota];
      const today = dayOf(now().getTime());
      const lastDay = period.to < today ? period.to : addDays(today, -1);
      const lastYear = { from: yearEarlier(period.from), to: yearEarlier(period.to) };
      const events = await perDay(kind, [period, { from: addDays(lastDay, -1), to: lastDay }, lastYear]);
      const count = sumOver(period.days, events);
      const growth = growthOf(events(lastDay), events(addDays(lastDay, -1)));
      if (quota === 'share') {
        const rows = await store.byTypeAnd(kind, 'source', period);
        const chartData = CONTENT_TYPES.map((type) => {
          const name = typeName(type, locale);
          return {
            x: name,
            y: rows.filter((row) => row.contentType === type).reduce((sum, row) => sum + row.events, 0),
            name,
          };
        });
        return { count, growth, chartData };
      }
      const year = period.to.slice(0, 4);
      if (quota === 'published') {
        const chartData = period.days.slice(-TILE_POINTS).map((day) => ({ x: day, y: events(day), name: year }));
        return { count, growth, chartData };
      }
      const thisYear = chunks(period.days, TILE_POINTS);
      const series = (name: string, shift: (day: string) => string) =>
        thisYear.map((run) => ({ x: run[0] ?? '', y: sumOver(run.map(shift), events), name }));
      return {
        count,
        growth,
        chartData: [...series(year, (day) => day), ...series(String(Number(year) - 1), yearEarlier)],
      };
    },

    /** Publications per content type in the two-hour buckets of the day. */
    async contentPublish(period: Period, locale: Locale): Promise<ContentPublishSeries[]> {
      const rows = await store.hourBuckets(['publish'], period);
      return CONTENT_TYPES.map((type) => ({
        type,
        name: typeName(type, locale),
        x: BUCKET_LABELS,
        y: BUCKET_LABELS.map(
          (_, bucket) => rows.find((row) => row.contentType === type && row.bucket === bucket)?.events ?? 0,
        ),
      }));
    },

    /** Click-through rate per content type in the two-hour buckets of the day. */
    async periodAnalysis(period: Period, locale: Locale): Promise<PeriodAnalysis> {
      const rows = await store.hourBuckets(['click', 'exposure'], period);
      const events = (kind: EventKind, type: string, bucket: number) =>
        rows.find((row) => row.kind === kind && row.contentType === type && row.bucket === bucket)?.events ?? 0;
      return {
        xAxis: BUCKET_LABELS,
        data: CONTENT_TYPES.map((type) => ({
          type,
          name: typeName(type, locale),
          value: BUCKET_LABELS.map((_, bucket) => {
            const exposures = events('exposure', type, bucket);
            return exposures === 0 ? 0 : round2((events('click', type, bucket) / exposures) * 100);
          }),
        })),
      };
    },

    async popularAuthors(period: Period, locale: Locale): Promise<PopularAuthors> {
      const rows = await store.popularAuthors(period, POPULAR_AUTHORS);
      return {
        list: rows.map((row, i) => ({
          ranking: i + 1,
          author: localize(row.name, locale),
          contentCount: row.published,
          clickCount: row.clicks,
        })),
      };
    },

    /** Per day: publications, clicks, exposures and active readers; `count` is the period's total (readers: the daily average). */
    async dataOverview(period: Period, locale: Locale): Promise<DataOverview> {
      const [kindRows, activeRows] = await Promise.all([
        store.kindDays(['publish', 'click', 'exposure'], [period]),
        store.activeDays(period),
      ]);
      const series = (kind: EventKind) =>
        period.days.map((day) => kindRows.find((row) => row.kind === kind && row.day === day)?.events ?? 0);
      const active = new Map(activeRows.map((row) => [row.day, row.users]));
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const entries = [
        { key: 'production', value: series('publish') },
        { key: 'clicks', value: series('click') },
        { key: 'exposure', value: series('exposure') },
        { key: 'activeUsers', value: period.days.map((day) => active.get(day) ?? 0) },
      ] as const;
      return {
        xAxis: period.days,
        data: entries.map(({ key, value }) => ({
          key,
          name: translate(locale, `visualization.overview.${key}`),
          count: key === 'activeUsers' ? Math.round(sum(value) / value.length) : sum(value),
          value,
        })),
      };
    },

    async userActions(period: Period, locale: Locale): Promise<UserAction[]> {
      const rows = await store.kindDays(USER_ACTIONS, [period]);
      return USER_ACTIONS.map((key) => ({
        key,
        name: translate(locale, `visualization.action.${key}`),
        value: rows.filter((row) => row.kind === key).reduce((sum, row) => sum + row.events, 0),
      }));
    },

    /** Publications per category (axes) and content type (series). */
    async typeDistribution(period: Period, locale: Locale): Promise<TypeDistribution> {
      const rows = await store.byTypeAnd('publish', 'category', period);
      const value = (type: string, category: string) =>
        rows.find((row) => row.contentType === type && row.value === category)?.events ?? 0;
      return {
        indicator: EVENT_CATEGORIES.map((key) => ({
          key,
          name: translate(locale, `visualization.category.${key}`),
          max: Math.max(1, Math.ceil(Math.max(...CONTENT_TYPES.map((type) => value(type, key))) * 1.2)),
        })),
        data: CONTENT_TYPES.map((type) => ({
          type,
          name: typeName(type, locale),
          value: EVENT_CATEGORIES.map((category) => value(type, category)),
        })),
      };
    },

    /** Publications per source, per content type. */
    async publishingSources(period: Period, locale: Locale): Promise<PublishingSource[]> {
      const rows = await store.byTypeAnd('publish', 'source', period);
      return CONTENT_TYPES.map((type) => ({
        type,
        name: typeName(type, locale),
        data: EVENT_SOURCES.map((key) => ({
          key,
          name: translate(locale, `visualization.source.${key}`),
          value: rows.find((row) => row.contentType === type && row.value === key)?.events ?? 0,
        })),
      }));
    },

    /**
     * A data chain card over the period against the period before: returning readers, next-day
     * retention (%), visits, clicks; its chart is the last days of the period.
     */
    async chainGrowth(quota: ChainQuota, period: Period, locale: Locale): Promise<ChainGrowth> {
      const chartDays = period.days.slice(-CHAIN_DAYS);
      const name = translate(locale, `visualization.chain.${quota}`);
      const chart = (value: (day: string) => number) => ({
        xAxis: chartDays,
        data: { name, value: chartDays.map(value) },
      });
      const previousDays = resolvePeriod(period.previous, now()).days;
      if (quota === 'contentConsumptionTrends' || quota === 'contentConsumption') {
        const events = await perDay(quota === 'contentConsumption' ? 'click' : 'visit', [period.previous, period]);
        const count = sumOver(period.days, events);
        return { count, growth: growthOf(count, sumOver(previousDays, events)), chartData: chart(events) };
      }
      const rows = await store.activeDays({ from: addDays(period.previous.from, -1), to: period.to });
      const active = new Map(rows.map((row) => [row.day, row]));
      const retained = (day: string) => active.get(day)?.retained ?? 0;
      const users = (day: string) => active.get(day)?.users ?? 0;
      if (quota === 'retentionTrends') {
        const count = sumOver(period.days, retained);
        return { count, growth: growthOf(count, sumOver(previousDays, retained)), chartData: chart(retained) };
      }
      /** Retained readers of `days` in percent of the readers of the days before. */
      const rate = (days: readonly string[]) => {
        const before = sumOver(days, (day) => users(addDays(day, -1)));
        return before === 0 ? 0 : round2((sumOver(days, retained) / before) * 100);
      };
      const count = rate(period.days);
      return { count, growth: growthOf(count, rate(previousDays)), chartData: chart((day) => rate([day])) };
    },
  };
}

export type VisualizationService = ReturnType<typeof createVisualizationService>;
