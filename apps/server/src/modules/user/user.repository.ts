import { count, eq, sql } from 'drizzle-orm';
import type { AppSettings } from '@console/shared';
import type { Db } from '../../db/client';
import { users, userSettings } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

export function createUserRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async findSettings(userId: number): Promise<AppSettings | undefined> {
      const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId));
      return row?.settings;
    },

    async saveSettings(userId: number, settings: AppSettings): Promise<void> {
      await db
        .insert(userSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: sql`now()` } });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
