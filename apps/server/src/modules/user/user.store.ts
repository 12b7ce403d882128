import { arrayOverlaps, count, eq, sql } from 'drizzle-orm';
import type { AppSettings, Role } from '@console/shared';
import type { Db } from '../../db/client';
import { users, userSettings } from '../../db/schema';
import { userAvatars } from '../../db/schema/user-centre';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type AvatarRow = typeof userAvatars.$inferSelect;
/** The basic information a user edits in the user settings. */
export type BasicInfoRow = Pick<UserRow, 'email' | 'name' | 'countryRegion' | 'area' | 'address' | 'introduction'>;

export function createUserStore(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    /** The accounts that hold any of `roles`. */
    async idsWithAnyRole(roles: readonly Role[]): Promise<number[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(arrayOverlaps(users.roles, [...roles]));
      return rows.map((row) => row.id);
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

    /** The account's own new password: it no longer has to replace one an administrator set. */
    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, id));
    },

    async updateBasicInfo(id: number, info: BasicInfoRow): Promise<void> {
      await db.update(users).set(info).where(eq(users.id, id));
    },

    /** Replaces the user's avatar image and points the profile's `avatar` at `url`. */
    async replaceAvatar(
      userId: number,
      image: Pick<AvatarRow, 'contentType' | 'digest' | 'bytes'>,
      url: string,
    ): Promise<void> {
      await db
        .insert(userAvatars)
        .values({ userId, ...image })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { ...image, createdAt: sql`now()` } });
      await db.update(users).set({ avatar: url }).where(eq(users.id, userId));
    },

    /** An uploaded image by its digest (the same bytes whoever uploaded them). */
    async findAvatar(digest: string): Promise<Pick<AvatarRow, 'contentType' | 'bytes'> | undefined> {
      const [row] = await db
        .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
        .from(userAvatars)
        .where(eq(userAvatars.digest, digest))
        .limit(1);
      return row;
    },

    async findSettings(userId: number): Promise<AppSettings | undefined> {
      const [row] = await db
        .select({ settings: userSettings.settings })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
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

export type UserStore = ReturnType<typeof createUserStore>;
