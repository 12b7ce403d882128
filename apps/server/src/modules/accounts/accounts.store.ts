import { and, arrayContains, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AccountSortField } from '@console/shared/accounts/constants';
import type { AccountFilter } from '@console/shared/accounts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { passkeyCount } from '../../db/schema/identity';
import { containing, listStore, versionedRows, type RowWith } from '../../kit/list-store';

/** What an account reads besides its row, in the same statement: how many passkeys it has. */
const derived = { passkeys: passkeyCount(users.id) };

export type AccountRow = RowWith<typeof users, typeof derived>;

const list = listStore<typeof users, AccountFilter, AccountSortField, typeof derived>({
  table: users,
  id: users.id,
  filters: {
    keyword: (text) => or(ilike(users.username, containing(text)), ilike(users.name, containing(text))),
    role: (role) => arrayContains(users.roles, [role]),
    status: (status) => eq(users.status, status),
  },
  sortColumns: { username: users.username, createdTime: users.createdAt },
  derived,
});

const rows = versionedRows({
  table: users,
  id: users.id,
  version: users.version,
  updatedAt: users.updatedAt,
  derived,
});

/** An active account that holds the administrator role. */
const activeAdmin = and(eq(users.status, 'active'), arrayContains(users.roles, ['admin']));

/** The accounts' SQL: the kit's list reads and versioned writes, and what keeps an administrator. */
export function createAccountStore(db: Db) {
  return {
    ...list(db),
    ...rows(db),

    /**
     * Locks the active administrators' rows until the transaction ends: a concurrent write that
     * could remove one waits, then sees what this one did (PostgreSQL re-reads a locked row that
     * changed, and skips it when it no longer matches).
     */
    async lockActiveAdmins(): Promise<void> {
      await db.select({ id: users.id }).from(users).where(activeAdmin).for('update');
    },

    async countActiveAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(activeAdmin);
      return row?.n ?? 0;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return found.length > 0;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
