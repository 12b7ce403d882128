import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SEARCH_PICK_KINDS,
  SEARCH_TYPES,
  type SearchPickKind,
  type SearchType,
} from '@console/shared/search/constants';
import { oneOf, ownerUserId } from './columns';

/**
 * What each account picked last in the search palette (docs/api.md, "Search"): one row per screen,
 * record or action, the latest pick's time; the service keeps the newest few. A row goes with its
 * account.
 */
export const searchPicks = pgTable(
  'search_picks',
  {
    userId: ownerUserId(),
    kind: text('kind').$type<SearchPickKind>().notNull(),
    /** A record's kind; empty for a screen or an action, so that the key is one of plain columns. */
    type: text('type').$type<SearchType | ''>().notNull().default(''),
    /** A route's name, an action's name, or a record's id. */
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    detail: text('detail').notNull().default(''),
    code: text('code'),
    /** A message's tab in the message box. */
    group: text('group_name'),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.type, t.key] }),
    index('search_picks_user_id_picked_at_idx').on(t.userId, t.pickedAt),
    check('search_picks_kind_check', oneOf(t.kind, SEARCH_PICK_KINDS)),
    check('search_picks_type_check', oneOf(t.type, ['', ...SEARCH_TYPES])),
    // A record names its kind; a screen or an action has none.
    check('search_picks_record_type_check', sql`(${t.kind} = 'record') = (${t.type} <> '')`),
  ],
);
