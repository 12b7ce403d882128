import { and, eq, sql } from 'drizzle-orm';
import type { MenuLayoutEntry } from '@console/shared/menu/layout';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { menuLayout } from '../../db/schema/menu';

/** The saved layout with the username of who saved it last (null once the account is gone). */
export type MenuLayoutRow = typeof menuLayout.$inferSelect & { updatedByName: string | null };

/** The SQL of the menu layout: its one row, read (and locked) and written at a version. */
export function createMenuLayoutStore(db: Db) {
  return {
    /** The row, if one was saved; `lock` holds it until the transaction ends (a save's read). */
    async find({ lock = false } = {}): Promise<MenuLayoutRow | undefined> {
      const query = db
        .select({
          id: menuLayout.id,
          entries: menuLayout.entries,
          version: menuLayout.version,
          updatedBy: menuLayout.updatedBy,
          updatedAt: menuLayout.updatedAt,
          updatedByName: users.username,
        })
        .from(menuLayout)
        .leftJoin(users, eq(users.id, menuLayout.updatedBy));
      const [row] = lock ? await query.for('update', { of: menuLayout }) : await query;
      return row;
    },

    /**
     * Writes `entries` as the version after `version`: over the row at that version, or as the first
     * row when none exists (`version` 1). False when the row is elsewhere (another save came first).
     */
    async saveAt(version: number, entries: MenuLayoutEntry[], userId: number): Promise<boolean> {
      const values = { entries, version: version + 1, updatedBy: userId, updatedAt: sql`now()` };
      const written =
        version === 1
          ? await db
              .insert(menuLayout)
              .values({ id: 1, ...values })
              .onConflictDoNothing()
              .returning({ id: menuLayout.id })
          : [];
      if (written.length > 0) return true;
      const updated = await db
        .update(menuLayout)
        .set(values)
        .where(and(eq(menuLayout.id, 1), eq(menuLayout.version, version)))
        .returning({ id: menuLayout.id });
      return updated.length > 0;
    },
  };
}

export type MenuLayoutStore = ReturnType<typeof createMenuLayoutStore>;
