import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CONTENT_CATEGORIES, type ContentCategory } from '@console/shared/workplace/constants';
import { createdAt, localizedText, oneOf } from './columns';

export const CONTENT_STATUSES = ['online', 'offline'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Published content: the Workplace stats, content chart, popular list and category donut derive from it. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    category: text('category').$type<ContentCategory>().notNull(),
    status: text('status').$type<ContentStatus>().notNull(),
    /** Delivered to the distribution channels ("content put in"). */
    putIn: boolean('put_in').notNull().default(false),
    /** Total clicks. */
    clicks: integer('clicks').notNull().default(0),
    /** Clicks of the current day, included in `clicks`. */
    dailyClicks: integer('daily_clicks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_items_created_at_idx').on(t.createdAt),
    index('content_items_category_clicks_idx').on(t.category, t.clicks),
    check('content_items_category_check', oneOf(t.category, CONTENT_CATEGORIES)),
    check('content_items_status_check', oneOf(t.status, CONTENT_STATUSES)),
    check('content_items_clicks_check', sql`${t.dailyClicks} between 0 and ${t.clicks}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_created_at_idx').on(t.createdAt), index('comments_content_id_idx').on(t.contentId)],
);
