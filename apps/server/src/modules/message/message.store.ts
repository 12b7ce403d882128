import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/messages';

export type NewMessage = typeof messages.$inferInsert;

export function createMessageStore(db: Db) {
  return {
    listForUser: (userId: number) =>
      db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(desc(messages.createdAt), desc(messages.id)),

    /** Marks the user's own unread messages among `ids` read; returns the ids that changed. */
    async markRead(userId: number, ids: readonly number[]): Promise<number[]> {
      const changed = await db
        .update(messages)
        .set({ status: 1 })
        .where(and(eq(messages.userId, userId), inArray(messages.id, [...ids]), eq(messages.status, 0)))
        .returning({ id: messages.id });
      return changed.map((row) => row.id);
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.status, 0)));
      return row?.unread ?? 0;
    },

    /** Adds messages; answers their ids and owners. */
    async insertMany(rows: NewMessage[]): Promise<{ id: number; userId: number }[]> {
      return rows.length
        ? db.insert(messages).values(rows).returning({ id: messages.id, userId: messages.userId })
        : [];
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
