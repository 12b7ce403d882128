import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { MessageTag, MessageType } from '@console/shared';
import { createdAt, localizedText, localizedTexts, ownerUserId, searchIndexes } from './columns';

/** Each account's message box: messages, notices and to-dos, their texts in every locale. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    type: text('type').$type<MessageType>().notNull(),
    title: localizedText('title'),
    subTitle: localizedText('sub_title'),
    avatar: text('avatar'),
    content: localizedText('content'),
    messageType: smallint('message_type').$type<MessageTag>(),
    status: smallint('status').$type<0 | 1>().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The global search (docs/decisions/044-search-index.md).
    ...searchIndexes(
      'messages',
      { ...localizedTexts('title', t.title), ...localizedTexts('content', t.content) },
      { folded: true },
    ),
    check('messages_status_check', sql`${t.status} in (0, 1)`),
  ],
);
