import { and, asc, count, desc, eq, exists, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { AnswerStatus } from '@console/shared/assistant/constants';
import type { Db } from '../../db/client';
import { assistantRequests, conversationMessages, conversations } from '../../db/schema/assistant';
import { withAccountLocked } from '../../kit/account-lock';
import { containing } from '../../kit/list-store';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/**
 * Whether a conversation of `questions` questions holds one more within `maxMessages`: each question
 * keeps a place for its answer, which is stored only once it has streamed.
 */
export const roomForQuestion = (questions: number, maxMessages: number): boolean => (questions + 1) * 2 <= maxMessages;

/** The conversations' SQL; every statement on a conversation names its owner, so no account reaches another's. */
export function createConversationStore(db: Db) {
  const own = (userId: number, id: number) => and(eq(conversations.userId, userId), eq(conversations.id, id));
  const touch = (id: number, on: Db = db) =>
    on
      .update(conversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(conversations.id, id));

  return {
    /** The owner's conversations, latest first; with `keyword`, those whose title or any message contains it. */
    list(userId: number, keyword: string | undefined): Promise<ConversationRow[]> {
      const matches =
        keyword === undefined
          ? undefined
          : or(
              ilike(conversations.title, containing(keyword)),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(conversationMessages)
                  .where(
                    and(
                      eq(conversationMessages.conversationId, conversations.id),
                      ilike(conversationMessages.content, containing(keyword)),
                    ),
                  ),
              ),
            );
      return db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), matches))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id));
    },

    async find(userId: number, id: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(own(userId, id));
      return row;
    },

    messages(conversationId: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.id));
    },

    /** A new conversation of `userId`, unless the account has `limit` already (undefined then). */
    insertWithin(userId: number, title: string, limit: number): Promise<ConversationRow | undefined> {
      return withAccountLocked(db, userId, async (tx) => {
        const [found] = await tx.select({ total: count() }).from(conversations).where(eq(conversations.userId, userId));
        if ((found?.total ?? 0) >= limit) return undefined;
        const [row] = await tx.insert(conversations).values({ userId, title }).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    async rename(userId: number, id: number, title: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ title, updatedAt: sql`now()` })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<number> {
      return (await db.delete(conversations).where(own(userId, id)).returning({ id: conversations.id })).length;
    },

    /**
     * Adds `userId`'s question to a conversation when it has room for it and its answer
     * (`roomForQuestion`); undefined when it has not. Counted under the account's lock: questions
     * sent together take their turns.
     */
    addQuestionWithin(
      userId: number,
      conversationId: number,
      content: string,
      maxMessages: number,
    ): Promise<MessageRow | undefined> {
      return withAccountLocked(db, userId, async (tx) => {
        const [found] = await tx
          .select({ total: count() })
          .from(conversationMessages)
          .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.role, 'user')));
        if (!roomForQuestion(found?.total ?? 0, maxMessages)) return undefined;
        const [row] = await tx
          .insert(conversationMessages)
          .values({ conversationId, role: 'user', content, status: null })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await touch(conversationId, tx);
        return row;
      });
    },

    /** Stores an answer to the message `afterId`, replacing any earlier answer to it (a regeneration). */
    async saveAnswer(
      conversationId: number,
      afterId: number,
      content: string,
      status: AnswerStatus,
    ): Promise<MessageRow> {
      await db
        .delete(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            gt(conversationMessages.id, afterId),
            eq(conversationMessages.role, 'assistant'),
          ),
        );
      const [row] = await db
        .insert(conversationMessages)
        .values({ conversationId, role: 'assistant', content, status })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await touch(conversationId);
      return row;
    },

    /**
     * Counts a completion of `userId` against `limit` per `windowMs`: 0 when it is counted, else the
     * milliseconds until the oldest counted one leaves the window. Rows past the window go first.
     */
    reserveRequest(userId: number, limit: number, windowMs: number): Promise<number> {
      return withAccountLocked(db, userId, async (tx) => {
        const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
        await tx
          .delete(assistantRequests)
          .where(and(eq(assistantRequests.userId, userId), lt(assistantRequests.createdAt, windowStart)));
        const [found] = await tx
          .select({
            total: count(),
            waitMs: sql<number>`coalesce(ceil(extract(epoch from (min(${assistantRequests.createdAt}) - ${windowStart})) * 1000), 0)::int`,
          })
          .from(assistantRequests)
          .where(eq(assistantRequests.userId, userId));
        if ((found?.total ?? 0) >= limit) return Math.max(found?.waitMs ?? 0, 1);
        await tx.insert(assistantRequests).values({ userId });
        return 0;
      });
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
