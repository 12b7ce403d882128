import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentContent } from '@console/shared/document/schemas';
import { ownerUserId, searchIndexes } from './columns';

/** Spreadsheet documents of `/docs/excel`: each belongs to one account, which alone sees it. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    name: text('name').notNull(),
    /** The sheets and their cells; replaced whole by each save. */
    content: jsonb('content').$type<DocumentContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic lock: a save from a tab that read an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('documents_user_id_updated_at_idx').on(t.userId, t.updatedAt),
    // The global search (docs/decisions/044-search-index.md).
    ...searchIndexes('documents', { name: t.name }),
  ],
);
