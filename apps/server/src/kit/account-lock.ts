import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Runs `work` in a transaction that holds the account's row locked. A per-account limit checks its
 * count and acts on it inside: requests of one account that arrive together take their turns, where
 * each would otherwise count the same rows and all get through. Other accounts do not wait.
 */
export function withAccountLocked<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx);
  });
}
