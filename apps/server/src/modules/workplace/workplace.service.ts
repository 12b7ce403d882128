import { canAccess, getRoute, type Locale } from '@console/shared';
import {
  ANNOUNCEMENTS_LIMIT,
  CONTENT_CATEGORIES,
  CONTENT_DATA_DAYS,
  POPULAR_LIST_SIZE,
  RECENT_VISITS_MAX,
  type ContentCategory,
} from '@console/shared/workplace/constants';
import type {
  Announcement,
  ContentCategories,
  ContentDataPoint,
  PopularItem,
  RecentVisit,
  WorkplaceStats,
} from '@console/shared/workplace/schemas';
import { toCny } from '@console/shared/wallet/schemas';
import type { ChartSnapshot, ChartSnapshotQuery } from '@console/shared/chart/schemas';
import { contentCategoriesOption, contentDataOption, type WorkplaceChart } from '@console/shared/workplace/charts';
import { translate } from '../../i18n/i18n';
import { drawChart } from '../../lib/chart-snapshot';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Gate } from '../../kit/gate';
import { localize } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import type { WalletFigures } from '../wallet';
import type { WorkplaceStore } from './workplace.store';
import './workplace.messages';

const DAY_MS = 24 * 3600_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Percent change with one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The `days` UTC days ending with the day of `now`, oldest first, with the counts found (0 otherwise). */
export function dailySeries(
  counts: readonly { day: string; count: number }[],
  now: Date,
  days: number,
): ContentDataPoint[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return Array.from({ length: days }, (_, i) => {
    const x = utcDay(now.getTime() - (days - 1 - i) * DAY_MS);
    return { x, y: byDay.get(x) ?? 0 };
  });
}

/** The banner's balance and orders are the wallet's: read under `wallet.read`. */
export type WalletGate = Gate<{ figures(userId: number): Promise<WalletFigures> }>;

export function createWorkplaceService(
  uow: UnitOfWork<{ workplace: WorkplaceStore }>,
  wallet: WalletGate,
  now: () => Date = () => new Date(),
) {
  const repository = uow.read.workplace;
  /** The user's latest visits to routes the active role may still open. */
  const recentVisits = async (session: SessionContext): Promise<RecentVisit[]> => {
    const rows = await repository.listVisits(session.userId);
    return rows
      .filter((row) => {
        const route = getRoute(row.name);
        return route !== undefined && canAccess(route, session);
      })
      .map((row) => ({ name: row.name, visitedAt: row.visitedAt.toISOString() }));
  };

  const contentData = async (): Promise<ContentDataPoint[]> => {
    const today = now();
    const firstDay = new Date(`${utcDay(today.getTime() - (CONTENT_DATA_DAYS - 1) * DAY_MS)}T00:00:00.000Z`);
    const counts = await repository.countContentByDay(firstDay, today);
    return dailySeries(counts, today, CONTENT_DATA_DAYS);
  };
  const contentCategories = async (): Promise<ContentCategories> => {
    const counts = new Map((await repository.countContentByCategory()).map((row) => [row.category, row.count]));
    const list = CONTENT_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
    return { total: list.reduce((sum, entry) => sum + entry.count, 0), list };
  };

  return {
    async stats(session: SessionContext): Promise<WorkplaceStats> {
      const [figures, content, comments] = await Promise.all([
        wallet.open(session).figures(session.userId),
        repository.contentFigures(),
        repository.commentFigures(),
      ]);
      return {
        balanceCny: toCny(figures.balanceCents),
        pendingOrders: figures.pendingOrders,
        renewalOrders: figures.renewalOrders,
        onlineContent: content.onlineContent,
        contentPutIn: content.contentPutIn,
        dailyNewComments: comments.last,
        commentsChangePercent: percentChange(comments.last, comments.previous),
      };
    },

    contentData,

    async popular(category: ContentCategory, locale: Locale): Promise<PopularItem[]> {
      const rows = await repository.popular(category, POPULAR_LIST_SIZE);
      const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
      return rows.map((row, index) => ({
        key: index + 1,
        clickNumber: compact.format(row.clicks),
        clicks: row.clicks,
        title: localize(row.title, locale),
        increases: row.increases,
      }));
    },

    contentCategories,

    /** The SVG of a chart's first view: the browser's option, from the same data, in `locale` (ADR 026). */
    async chartSnapshot(chart: WorkplaceChart, query: ChartSnapshotQuery, locale: Locale): Promise<ChartSnapshot> {
      const name = `workplace/${chart}`;
      if (chart === 'content-data') {
        const series = translate(locale, 'workplace.contentData.series');
        return drawChart(name, await contentData(), query, locale, (points, isDark) =>
          contentDataOption(points, isDark, { locale, series }),
        );
      }
      return drawChart(name, await contentCategories(), query, locale, (categories, isDark) =>
        contentCategoriesOption(categories, isDark, {
          locale,
          centre: translate(locale, 'workplace.categories.volume'),
          names: categories.list.map((c) => translate(locale, `workplace.category.${c.category}`)),
        }),
      );
    },

    async announcements(locale: Locale): Promise<Announcement[]> {
      const rows = await repository.latestAnnouncements(ANNOUNCEMENTS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        content: localize(row.content, locale),
        createdTime: row.createdAt.toISOString(),
      }));
    },

    recentVisits,

    async recordVisit(session: SessionContext, routeName: string): Promise<RecentVisit[]> {
      await uow.transaction(async ({ workplace }) => {
        await workplace.recordVisit(session.userId, routeName);
        await workplace.keepLatestVisits(session.userId, RECENT_VISITS_MAX);
      });
      return recentVisits(session);
    },
  };
}

export type WorkplaceService = ReturnType<typeof createWorkplaceService>;
