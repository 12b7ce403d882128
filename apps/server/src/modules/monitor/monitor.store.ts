import { and, asc, desc, eq, gt, ilike, lt, or, sql, sum } from 'drizzle-orm';
import type { ChatCategory, LiveMethod } from '@console/shared/monitor/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { livePresence } from '../../db/schema/live';
import { chatMessages, studioPrograms, studioStreams, studios } from '../../db/schema/monitor';

export type StudioRow = typeof studios.$inferSelect;
export type StudioChanges = Partial<
  Pick<StudioRow, 'title' | 'notification' | 'category' | 'tag' | 'line' | 'quality' | 'gasket'>
>;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type NewProgram = typeof studioPrograms.$inferInsert;

/** `%` and `_` typed in a search are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMonitorStore(db: Db) {
  return {
    /** The studio the monitor watches (the first), with its owner's name. */
    async studio() {
      const [row] = await db
        .select({ studio: studios, ownerName: users.name })
        .from(studios)
        .leftJoin(users, eq(users.id, studios.ownerId))
        .orderBy(asc(studios.id))
        .limit(1);
      return row;
    },

    /** What the account is called in the chat and in notices: its name, else its username. */
    async accountName(userId: number): Promise<string> {
      const [row] = await db
        .select({ name: users.name, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row?.name || row?.username || '';
    },

    streams: (studioId: number) =>
      db.select().from(studioStreams).where(eq(studioStreams.studioId, studioId)).orderBy(asc(studioStreams.id)),

    async update(studioId: number, changes: StudioChanges & { ownerId?: number | null }): Promise<void> {
      await db
        .update(studios)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(studios.id, studioId));
    },

    /**
     * The simulator's turn: moves the simulated audience by `delta` unless another process ran it
     * less than `periodMs` ago. Answers the new audience, or undefined when it was not this turn.
     */
    async simulate(studioId: number, periodMs: number, delta: number): Promise<number | undefined> {
      const [row] = await db
        .update(studios)
        .set({ simulatedAt: sql`now()`, simulatedViewers: sql`greatest(0, ${studios.simulatedViewers} + ${delta})` })
        .where(
          and(
            eq(studios.id, studioId),
            lt(studios.simulatedAt, sql`now() - make_interval(secs => ${periodMs / 1000})`),
          ),
        )
        .returning({ viewers: studios.simulatedViewers });
      return row?.viewers;
    },

    programs: (studioId: number, liveMethod: LiveMethod | undefined) =>
      db
        .select()
        .from(studioPrograms)
        .where(
          and(
            eq(studioPrograms.studioId, studioId),
            liveMethod ? eq(studioPrograms.liveMethod, liveMethod) : undefined,
          ),
        )
        .orderBy(asc(studioPrograms.position), asc(studioPrograms.id)),

    async insertPrograms(rows: NewProgram[]): Promise<void> {
      if (rows.length) await db.insert(studioPrograms).values(rows);
    },

    /** The latest `limit` chat messages that match, oldest first. */
    async chat(studioId: number, filter: { category?: ChatCategory; keyword?: string }, limit: number) {
      const keyword = filter.keyword ? likePattern(filter.keyword) : undefined;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.studioId, studioId),
            filter.category ? eq(chatMessages.category, filter.category) : undefined,
            keyword ? or(ilike(chatMessages.content, keyword), ilike(chatMessages.username, keyword)) : undefined,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async insertChat(rows: NewChatMessage[]) {
      return rows.length ? db.insert(chatMessages).values(rows).returning() : [];
    },

    async setCollect(studioId: number, id: number, isCollect: boolean) {
      const [row] = await db
        .update(chatMessages)
        .set({ isCollect })
        .where(and(eq(chatMessages.studioId, studioId), eq(chatMessages.id, id)))
        .returning();
      return row;
    },

    /** Records how many streams of `processId` watch `topic` now. */
    async setPresence(processId: string, topic: string, streams: number): Promise<void> {
      await db
        .insert(livePresence)
        .values({ processId, topic, streams })
        .onConflictDoUpdate({
          target: [livePresence.topic, livePresence.processId],
          set: { streams, seenAt: sql`now()` },
        });
    },

    /** Streams watching `topic` on every process heard from within `freshMs`. */
    async presence(topic: string, freshMs: number): Promise<number> {
      const [row] = await db
        .select({ streams: sum(livePresence.streams).mapWith(Number) })
        .from(livePresence)
        .where(
          and(
            eq(livePresence.topic, topic),
            gt(livePresence.seenAt, sql`now() - make_interval(secs => ${freshMs / 1000})`),
          ),
        );
      return row?.streams ?? 0;
    },

    /** Forgets the counts of processes not heard from within `freshMs` (gone without saying so). */
    async prunePresence(freshMs: number): Promise<void> {
      await db
        .delete(livePresence)
        .where(lt(livePresence.seenAt, sql`now() - make_interval(secs => ${freshMs / 1000})`));
    },

    async removePresence(processId: string): Promise<void> {
      await db.delete(livePresence).where(eq(livePresence.processId, processId));
    },
  };
}

export type MonitorStore = ReturnType<typeof createMonitorStore>;
