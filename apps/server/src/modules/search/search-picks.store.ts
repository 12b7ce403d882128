import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { searchPicks } from '../../db/schema/search';

export type PickRow = typeof searchPicks.$inferSelect;
export type NewPick = Omit<typeof searchPicks.$inferInsert, 'userId' | 'pickedAt'>;

const newest = [desc(searchPicks.pickedAt), desc(searchPicks.kind), desc(searchPicks.type), desc(searchPicks.key)];

/** The palette's recent picks of each account: one row per screen, record or action. */
export function createPickStore(db: Db) {
  return {
    /** The account's picks, newest first. */
    list: (userId: number): Promise<PickRow[]> =>
      db
        .select()
        .from(searchPicks)
        .where(eq(searchPicks.userId, userId))
        .orderBy(...newest),

    /** Remembers a pick: a new row, or the same one again with what it shows now, as the newest. */
    async upsert(userId: number, pick: NewPick): Promise<void> {
      // The clock, not the transaction's start: two picks in one transaction still come in order.
      const now = sql`clock_timestamp()`;
      await db
        .insert(searchPicks)
        .values({ ...pick, userId, pickedAt: now })
        .onConflictDoUpdate({
          target: [searchPicks.userId, searchPicks.kind, searchPicks.type, searchPicks.key],
          set: { title: pick.title, detail: pick.detail, code: pick.code, group: pick.group, pickedAt: now },
        });
    },

    /** Forgets all but the account's `keep` newest picks. */
    async keepLatest(userId: number, keep: number): Promise<void> {
      const kept = alias(searchPicks, 'kept');
      const latest = db
        .select({ kind: kept.kind, type: kept.type, key: kept.key })
        .from(kept)
        .where(eq(kept.userId, userId))
        .orderBy(desc(kept.pickedAt), desc(kept.kind), desc(kept.type), desc(kept.key))
        .limit(keep)
        .as('latest');
      await db.delete(searchPicks).where(
        and(
          eq(searchPicks.userId, userId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(latest)
              .where(
                and(
                  eq(latest.kind, searchPicks.kind),
                  eq(latest.type, searchPicks.type),
                  eq(latest.key, searchPicks.key),
                ),
              ),
          ),
        ),
      );
    },
  };
}

export type PickStore = ReturnType<typeof createPickStore>;
