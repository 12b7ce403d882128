import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  CONTENT_TYPES,
  EVENT_CATEGORIES,
  EVENT_KINDS,
  EVENT_SOURCES,
  type ContentType,
  type EventCategory,
  type EventKind,
  type EventSource,
} from '@console/shared/visualization/constants';
import { localizedText, oneOf } from './columns';

/**
 * Content events and their rollups (docs/decisions/020-content-event-rollups.md). Requests read
 * only the rollups; statement-level triggers (hand-written in migration 0007) keep them in step
 * with every insert into `content_events`. Days and hours are UTC.
 */

export const contentAuthors = pgTable('content_authors', {
  id: serial('id').primaryKey(),
  name: localizedText('name'),
});

/** One visit, publication, comment, share, click, like or exposure. `user_id` is a reader, not a console account. */
export const contentEvents = pgTable(
  'content_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<EventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    category: text('category').$type<EventCategory>().notNull(),
    source: text('source').$type<EventSource>().notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => contentAuthors.id),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    check('content_events_kind_check', oneOf(t.kind, EVENT_KINDS)),
    check('content_events_content_type_check', oneOf(t.contentType, CONTENT_TYPES)),
    check('content_events_category_check', oneOf(t.category, EVENT_CATEGORIES)),
    check('content_events_source_check', oneOf(t.source, EVENT_SOURCES)),
  ],
);

const events = () => bigint('events', { mode: 'number' }).notNull();

/** Events per kind, UTC hour and content type: the two-hour buckets of the day. */
export const contentEventHours = pgTable(
  'content_event_hours',
  {
    kind: text('kind').$type<EventKind>().notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    events: events(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hour, t.contentType] })],
);

/** Events per kind and UTC day: the tiles, the overview, the user actions, the chain growth. */
export const contentEventKindDays = pgTable(
  'content_event_kind_days',
  { kind: text('kind').$type<EventKind>().notNull(), day: date('day').notNull(), events: events() },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** Events per kind, UTC day, content type, category and source: the donuts and the radar. */
export const contentEventDays = pgTable(
  'content_event_days',
  {
    kind: text('kind').$type<EventKind>().notNull(),
    day: date('day').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    category: text('category').$type<EventCategory>().notNull(),
    source: text('source').$type<EventSource>().notNull(),
    events: events(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.contentType, t.category, t.source] })],
);

/** Publications and clicks per author and UTC day: the popular authors. */
export const contentAuthorDays = pgTable(
  'content_author_days',
  {
    day: date('day').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => contentAuthors.id),
    published: bigint('published', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.authorId] })],
);

/** The readers active on each UTC day (one row per reader and day). */
export const contentUserDays = pgTable(
  'content_user_days',
  { day: date('day').notNull(), userId: integer('user_id').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/** Per UTC day: the active readers, and how many of them were active the day before too. */
export const contentActiveDays = pgTable('content_active_days', {
  day: date('day').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull(),
  retained: bigint('retained', { mode: 'number' }).notNull(),
});

/**
 * One row: a number that every change of `content_events` raises (a statement trigger), so an
 * answer computed from the rollups can be kept until it moves (docs/decisions/020).
 */
export const contentRollupVersion = pgTable(
  'content_rollup_version',
  { id: smallint('id').primaryKey().default(1), version: bigint('version', { mode: 'number' }).notNull().default(0) },
  (t) => [check('content_rollup_version_one_row', sql`${t.id} = 1`)],
);
