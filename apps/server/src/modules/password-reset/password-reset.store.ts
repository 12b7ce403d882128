import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const recipient = {
  id: users.id,
  username: users.username,
  email: users.email,
  status: users.status,
} as const;

/** The accounts' side of a password reset: who a username or an address names, and the new password. */
export function createPasswordResetStore(db: Db) {
  return {
    /**
     * The account a username names, else the oldest one whose e-mail address it is (addresses are
     * not unique: one link goes to one account). Both queries run every time: how long the answer
     * takes does not say which matched.
     */
    async find(login: string) {
      const [[byName], [byMail]] = await Promise.all([
        db.select(recipient).from(users).where(eq(users.username, login)),
        db
          .select(recipient)
          .from(users)
          .where(sql`lower(${users.email}) = ${login.toLowerCase()}`)
          .orderBy(asc(users.id))
          .limit(1),
      ]);
      return byName ?? byMail;
    },

    async status(userId: number) {
      const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
      return row?.status;
    },

    /** The new password; one an administrator had set to be changed counts as changed. */
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, userId));
    },
  };
}

export type PasswordResetStore = ReturnType<typeof createPasswordResetStore>;
