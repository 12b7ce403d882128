import { and, asc, between, desc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { ContentType, EventCategory, EventKind, EventSource } from '@console/shared/visualization/constants';
import type { Db } from '../../db/client';
import {
  contentActiveDays,
  contentAuthorDays,
  contentAuthors,
  contentEventDays,
  contentEventHours,
  contentEventKindDays,
  contentRollupVersion,
} from '../../db/schema/content-events';

/** UTC days, `YYYY-MM-DD`, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const total = (column: AnyColumn) => sql<number>`sum(${column})::float8`;

/**
 * The analysis screens' SQL. Every read goes to a rollup (docs/decisions/020), never to the raw
 * `content_events`, so its cost follows the period's days and the buckets filled, not the events.
 */
export function createVisualizationStore(db: Db) {
  return {
    /** The number every change of the events raises (0 before the first). */
    async rollupVersion(): Promise<number> {
      const [row] = await db.select({ version: contentRollupVersion.version }).from(contentRollupVersion);
      return row?.version ?? 0;
    },

    /** Events per kind and day; days without any are absent. */
    kindDays(kinds: readonly EventKind[], ranges: readonly DayRange[]) {
      return db
        .select({
          kind: contentEventKindDays.kind,
          day: contentEventKindDays.day,
          events: sql<number>`${contentEventKindDays.events}::float8`,
        })
        .from(contentEventKindDays)
        .where(
          and(
            inArray(contentEventKindDays.kind, [...kinds]),
            or(...ranges.map((r) => between(contentEventKindDays.day, r.from, r.to))),
          ),
        );
    },

    /** Events of `kinds` per content type and two-hour bucket of the UTC day (0–11) over `range`. */
    hourBuckets(kinds: readonly EventKind[], range: DayRange) {
      const bucket = sql<number>`(extract(hour from ${contentEventHours.hour} at time zone 'UTC')::int / 2)`;
      return db
        .select({
          kind: contentEventHours.kind,
          contentType: contentEventHours.contentType,
          bucket,
          events: total(contentEventHours.events),
        })
        .from(contentEventHours)
        .where(
          and(
            inArray(contentEventHours.kind, [...kinds]),
            sql`${contentEventHours.hour} >= (${range.from}::date)::timestamp at time zone 'UTC'`,
            sql`${contentEventHours.hour} < (${range.to}::date + 1)::timestamp at time zone 'UTC'`,
          ),
        )
        .groupBy(contentEventHours.kind, contentEventHours.contentType, bucket);
    },

    /** Events of `kind` per content type and category, or content type and source, over `range`. */
    async byTypeAnd<D extends 'category' | 'source'>(kind: EventKind, dimension: D, range: DayRange) {
      const column = dimension === 'category' ? contentEventDays.category : contentEventDays.source;
      const rows = await db
        .select({ contentType: contentEventDays.contentType, value: column, events: total(contentEventDays.events) })
        .from(contentEventDays)
        .where(and(eq(contentEventDays.kind, kind), between(contentEventDays.day, range.from, range.to)))
        .groupBy(contentEventDays.contentType, column);
      return rows as {
        contentType: ContentType;
        value: D extends 'category' ? EventCategory : EventSource;
        events: number;
      }[];
    },

    /** The most clicked authors over `range` (ties: more publications, then the first registered). */
    popularAuthors(range: DayRange, limit: number) {
      const clicks = total(contentAuthorDays.clicks);
      const published = total(contentAuthorDays.published);
      return db
        .select({ name: contentAuthors.name, published, clicks })
        .from(contentAuthorDays)
        .innerJoin(contentAuthors, eq(contentAuthors.id, contentAuthorDays.authorId))
        .where(between(contentAuthorDays.day, range.from, range.to))
        .groupBy(contentAuthors.id)
        .orderBy(desc(clicks), desc(published), asc(contentAuthors.id))
        .limit(limit);
    },

    /** Active readers and retained readers per day; days without any are absent. */
    activeDays(range: DayRange) {
      return db
        .select({
          day: contentActiveDays.day,
          users: sql<number>`${contentActiveDays.users}::float8`,
          retained: sql<number>`${contentActiveDays.retained}::float8`,
        })
        .from(contentActiveDays)
        .where(between(contentActiveDays.day, range.from, range.to));
    },
  };
}

export type VisualizationStore = ReturnType<typeof createVisualizationStore>;
