import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { MenuLayoutEntry } from '@console/shared/menu/layout';
import { users } from '../schema';

/**
 * The menu layout administrators saved (docs/api.md, "Menu"): per menu route, its place among its
 * siblings, whether the menu leaves it out and its names per language, as `entries` keeps them
 * (only what differs from the route table). The layout is read and written whole, at one version,
 * so it is one row (`id` 1); no row is the route table's menu at version 1. The version lives on
 * through a reset to the route table's menu, so a client that read an older one still gets 409.
 */
export const menuLayout = pgTable(
  'menu_layout',
  {
    id: smallint('id').primaryKey().default(1),
    entries: jsonb('entries').$type<MenuLayoutEntry[]>().notNull(),
    /** Incremented by every save (the menu manager saves at the version it read). */
    version: integer('version').notNull(),
    /** Who saved it last; null once that account is deleted. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('menu_layout_single_row_check', sql`${t.id} = 1`)],
);
