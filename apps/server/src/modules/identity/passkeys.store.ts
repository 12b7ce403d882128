import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hasPasskey, passkeys } from '../../db/schema/identity';
import { requiresSecondFactor } from '../../db/schema/roles';

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  multiDevice: passkeys.multiDevice,
  backedUp: passkeys.backedUp,
};

/** The passkeys' SQL: an account's list, one credential by its id, and the writes of each. */
export function createPasskeyStore(db: Db) {
  return {
    /** The account's passkeys, oldest first. */
    list: (userId: number) =>
      db.select(listed).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt, passkeys.id),

    /** What a registration needs of the account: its names, its credentials (excluded), whether a role requires a second factor. */
    async owner(userId: number) {
      const [account] = await db
        .select({ username: users.username, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      const credentials = await db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return account && { ...account, credentials };
    },

    /** A credential, with what a sign-in needs of its account; undefined for one registered nowhere. */
    async byCredential(credentialId: string) {
      const [row] = await db
        .select({
          id: passkeys.id,
          userId: passkeys.userId,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
          roles: users.roles,
          status: users.status,
        })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** A new passkey; undefined when its credential is registered already (to this account or another). */
    async insert(values: typeof passkeys.$inferInsert) {
      const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning(listed);
      return row;
    },

    async rename(userId: number, id: number, name: string) {
      const [before] = await db
        .select({ name: passkeys.name })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
      if (!before) return undefined;
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning(listed);
      return row && { before: before.name, passkey: row };
    },

    /**
     * Removes one of the account's passkeys unless `keepLast` and it is the account's last second
     * factor (no other passkey, no authenticator app): its name, `'kept'`, or undefined when the
     * account has no such passkey. One statement, so two removals cannot both take the last two.
     */
    async remove(userId: number, id: number, keepLast: boolean): Promise<string | 'kept' | undefined> {
      const others = sql`(select count(*) from ${passkeys} other where other.user_id = ${userId} and other.id <> ${id})`;
      const appOn = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpEnabledAt} is not null)`;
      const [row] = await db
        .delete(passkeys)
        .where(
          and(eq(passkeys.id, id), eq(passkeys.userId, userId), keepLast ? or(sql`${others} > 0`, appOn) : undefined),
        )
        .returning({ name: passkeys.name });
      if (row) return row.name;
      const [held] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
      return held ? 'kept' : undefined;
    },

    /**
     * Records a sign-in: the new counter and backup state; false when the counter moved past it
     * meanwhile (a parallel sign-in with a cloned authenticator). A counter of 0 is an authenticator
     * that keeps none.
     */
    async used(id: number, counter: number, backedUp: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, backedUp, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), eq(passkeys.counter, 0))))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether a role the account requires a second factor, its authenticator app is off, and it has a passkey. */
    async passkeyOnly(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            isNull(users.totpEnabledAt),
            requiresSecondFactor(users.roles),
            hasPasskey(users.id),
          ),
        );
      return row !== undefined;
    },

    /** Whether a role the account holds requires a second factor. */
    async required(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ required: requiresSecondFactor(users.roles) })
        .from(users)
        .where(eq(users.id, userId));
      return row?.required ?? false;
    },
  };
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;
