import { desc, eq, sql } from 'drizzle-orm';
import type { ChannelFormDraftInput } from '@console/shared/channel-form/schemas';
import type { Db } from '../../db/client';
import { channelFormDrafts, channelForms } from '../../db/schema/channel-forms';

export type ChannelFormRow = typeof channelForms.$inferSelect;
export type NewChannelForm = typeof channelForms.$inferInsert;
export type ChannelFormDraftRow = typeof channelFormDrafts.$inferSelect;

/** The SQL of submitted channel forms and of each user's draft. */
export function createChannelFormStore(db: Db) {
  return {
    async insert(values: NewChannelForm): Promise<ChannelFormRow> {
      const [row] = await db.insert(channelForms).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertMany(values: NewChannelForm[]): Promise<void> {
      if (values.length) await db.insert(channelForms).values(values);
    },

    /** The newest form `userId` submitted. */
    async latestOf(userId: number): Promise<ChannelFormRow | undefined> {
      const [row] = await db
        .select()
        .from(channelForms)
        .where(eq(channelForms.submitterId, userId))
        .orderBy(desc(channelForms.createdAt), desc(channelForms.id))
        .limit(1);
      return row;
    },

    async findDraft(userId: number): Promise<ChannelFormDraftRow | undefined> {
      const [row] = await db.select().from(channelFormDrafts).where(eq(channelFormDrafts.userId, userId));
      return row;
    },

    /** Creates or replaces the user's draft. */
    async saveDraft(userId: number, { step, data }: ChannelFormDraftInput): Promise<ChannelFormDraftRow> {
      const [row] = await db
        .insert(channelFormDrafts)
        .values({ userId, step, data })
        .onConflictDoUpdate({ target: channelFormDrafts.userId, set: { step, data, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async deleteDraft(userId: number): Promise<void> {
      await db.delete(channelFormDrafts).where(eq(channelFormDrafts.userId, userId));
    },
  };
}

export type ChannelFormStore = ReturnType<typeof createChannelFormStore>;
