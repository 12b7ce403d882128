import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/messages';

export type NewMessage = typeof messages.$inferInsert;

export function createMessageRepository(db: Db) {
  return {
    listForUser: (userId: number) =>
      db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt), desc(messages.id)),

    /** Marks the user's own unread messages among `ids` read; returns how many changed. */
    async markRead(userId: number, ids: readonly number[]): Promise<number> {
      const changed = await db
        .update(messages)
        .set({ status: 1 })
        .where(and(eq(messages.userId, userId), inArray(messages.id, [...ids]), eq(messages.status, 0)))
        .returning({ id: messages.id });
      return changed.length;
    },

    async insertMany(rows: NewMessage[]): Promise<void> {
      if (rows.length) await db.insert(messages).values(rows);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
