import { check, index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@console/shared/workplace/constants';
import { createdAt, localizedText, oneOf, ownerUserId } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<AnnouncementType>().notNull(),
    content: localizedText('content'),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_created_at_idx').on(t.createdAt),
    check('announcements_type_check', oneOf(t.type, ANNOUNCEMENT_TYPES)),
  ],
);

/** The routes each user visited last (one row per route, the latest visit time). */
export const userRouteVisits = pgTable(
  'user_route_visits',
  {
    userId: ownerUserId(),
    routeName: text('route_name').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.routeName] })],
);
