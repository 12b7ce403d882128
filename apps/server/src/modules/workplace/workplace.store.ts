import { and, count, desc, eq, gt, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ContentCategory } from '@console/shared/workplace/constants';
import type { Db } from '../../db/client';
import { comments, contentItems } from '../../db/schema/content';
import { announcements, userRouteVisits } from '../../db/schema/workplace';

/** Rows matching `condition`, as a number. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export function createWorkplaceStore(db: Db) {
  return {
    async contentFigures() {
      const [row] = await db
        .select({
          online: countWhere(sql`${contentItems.status} = 'online'`),
          putIn: countWhere(sql`${contentItems.putIn}`),
        })
        .from(contentItems);
      return { onlineContent: row?.online ?? 0, contentPutIn: row?.putIn ?? 0 };
    },

    /** Comments of the last 24 hours and of the 24 hours before. */
    async commentFigures() {
      const dayAgo = sql`now() - interval '1 day'`;
      const [row] = await db
        .select({
          last: countWhere(sql`${comments.createdAt} > ${dayAgo}`),
          previous: countWhere(sql`${comments.createdAt} <= ${dayAgo}`),
        })
        .from(comments)
        .where(gt(comments.createdAt, sql`now() - interval '2 days'`));
      return { last: row?.last ?? 0, previous: row?.previous ?? 0 };
    },

    /** Content items created per UTC day in `[from, to]`; days without any are absent. */
    countContentByDay(from: Date, to: Date) {
      const day = sql<string>`to_char(${contentItems.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: count() })
        .from(contentItems)
        .where(and(gte(contentItems.createdAt, from), lte(contentItems.createdAt, to)))
        .groupBy(day);
    },

    /** The most clicked online items of a category; `increases` is today's clicks in % of the earlier ones. */
    popular(category: ContentCategory, limit: number) {
      return db
        .select({
          title: contentItems.title,
          clicks: contentItems.clicks,
          increases: sql<number>`coalesce(${contentItems.dailyClicks} * 100 / nullif(${contentItems.clicks} - ${contentItems.dailyClicks}, 0), 0)::int`,
        })
        .from(contentItems)
        .where(and(eq(contentItems.category, category), eq(contentItems.status, 'online')))
        .orderBy(desc(contentItems.clicks), desc(contentItems.id))
        .limit(limit);
    },

    countContentByCategory() {
      return db
        .select({ category: contentItems.category, count: count() })
        .from(contentItems)
        .groupBy(contentItems.category);
    },

    latestAnnouncements(limit: number) {
      return db
        .select()
        .from(announcements)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit);
    },

    listVisits(userId: number) {
      return db
        .select({ name: userRouteVisits.routeName, visitedAt: userRouteVisits.visitedAt })
        .from(userRouteVisits)
        .where(eq(userRouteVisits.userId, userId))
        .orderBy(desc(userRouteVisits.visitedAt), desc(userRouteVisits.routeName));
    },

    /** Records a visit to a route (the latest one of each route counts). */
    async recordVisit(userId: number, routeName: string): Promise<void> {
      await db
        .insert(userRouteVisits)
        .values({ userId, routeName })
        .onConflictDoUpdate({
          target: [userRouteVisits.userId, userRouteVisits.routeName],
          set: { visitedAt: sql`now()` },
        });
    },

    /** Forgets all but the user's `keep` latest routes. */
    async keepLatestVisits(userId: number, keep: number): Promise<void> {
      const latest = db
        .select({ name: userRouteVisits.routeName })
        .from(userRouteVisits)
        .where(eq(userRouteVisits.userId, userId))
        .orderBy(desc(userRouteVisits.visitedAt), desc(userRouteVisits.routeName))
        .limit(keep);
      await db
        .delete(userRouteVisits)
        .where(and(eq(userRouteVisits.userId, userId), notInArray(userRouteVisits.routeName, latest)));
    },
  };
}

export type WorkplaceStore = ReturnType<typeof createWorkplaceStore>;
