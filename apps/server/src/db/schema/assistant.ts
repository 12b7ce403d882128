import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ANSWER_STATUSES, CHAT_ROLES, type AnswerStatus, type ChatRole } from '@console/shared/assistant/constants';
import { createdAt, oneOf, ownerUserId, searchIndexes } from './columns';

/** The AI assistant's conversations (docs/decisions/023): each belongs to one account, which alone sees it. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    /** Moves with every message, so the list shows the latest conversation first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_user_id_updated_at_idx').on(t.userId, t.updatedAt),
    // The global search (docs/decisions/044-search-index.md).
    ...searchIndexes('conversations', { title: t.title }),
  ],
);

/** The turns of a conversation, in id order. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<ChatRole>().notNull(),
    content: text('content').notNull(),
    /** How an answer ended; null on the user's messages. */
    status: text('status').$type<AnswerStatus>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_id_id_idx').on(t.conversationId, t.id),
    check('conversation_messages_role_check', oneOf(t.role, CHAT_ROLES)),
    check('conversation_messages_status_check', oneOf(t.status, ANSWER_STATUSES)),
    // Answers have a status, the user's messages none.
    check('conversation_messages_status_role_check', sql`(${t.role} = 'user') = (${t.status} is null)`),
  ],
);

/** One row per completion asked for: the per-account rate limit counts them across every server process. */
export const assistantRequests = pgTable(
  'assistant_requests',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_requests_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
