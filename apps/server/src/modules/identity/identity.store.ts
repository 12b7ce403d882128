import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hasPasskey, passkeys, recoveryCodes, signInTickets } from '../../db/schema/identity';
import { requiresSecondFactor } from '../../db/schema/roles';

/** The first returned row's presence: whether a conditional write found its row. */
const found = (rows: unknown[]) => rows.length > 0;

/** The second factor's SQL: the account's secret and its state, its recovery codes, and the sign-in tickets. */
export function createIdentityStore(db: Db) {
  return {
    /** The account's second factor, and whether a role it holds requires one. */
    async account(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          roles: users.roles,
          status: users.status,
          totpSecret: users.totpSecret,
          totpEnabledAt: users.totpEnabledAt,
          totpPendingSecret: users.totpPendingSecret,
          totpLastStep: users.totpLastStep,
          required: requiresSecondFactor(users.roles),
          hasPasskey: hasPasskey(users.id),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** A new secret waiting for a code from it; the account's username, or undefined while one is in force. */
    async setPending(userId: number, secret: string): Promise<string | undefined> {
      const [row] = await db
        .update(users)
        .set({ totpPendingSecret: secret })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ username: users.username });
      return row?.username;
    },

    /**
     * Puts the pending secret in force, its code's step as the last used; false when the pending
     * secret changed meanwhile (another set-up) or one is in force already.
     */
    async enable(userId: number, secret: string, step: number, at: Date): Promise<boolean> {
      return found(
        await db
          .update(users)
          .set({ totpSecret: secret, totpEnabledAt: at, totpPendingSecret: null, totpLastStep: step })
          .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpEnabledAt)))
          .returning({ id: users.id }),
      );
    },

    /**
     * Switches the second factor off: the secret, the codes and the open tickets go. False when it
     * was off already.
     */
    async switchOff(userId: number): Promise<boolean> {
      const switched = await db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpLastStep: null })
        .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(signInTickets).where(eq(signInTickets.userId, userId));
      return found(switched);
    },

    /** Removes every passkey of the account; how many it had. */
    async removePasskeys(userId: number): Promise<number> {
      return (await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id })).length;
    },

    /** Records `step` as used; false when it, or a later one, was used already (a replay, or a parallel request). */
    async useStep(userId: number, step: number): Promise<boolean> {
      return found(
        await db
          .update(users)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(users.id, userId),
              isNotNull(users.totpEnabledAt),
              or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
            ),
          )
          .returning({ id: users.id }),
      );
    },

    /** Replaces every recovery code of the account with these hashes. */
    async replaceRecoveryCodes(userId: number, hashes: readonly string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused recovery code used; false when the account has no such code, or it was used. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      return found(
        await db
          .update(recoveryCodes)
          .set({ usedAt: at })
          .where(
            and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
          )
          .returning({ id: recoveryCodes.id }),
      );
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** A new ticket; the expired ones of every account go at the same time, so the table never grows. */
    async insertTicket(ticket: typeof signInTickets.$inferInsert, at: Date): Promise<void> {
      await db.delete(signInTickets).where(lte(signInTickets.expiresAt, at));
      await db.insert(signInTickets).values(ticket);
    },

    /**
     * Takes one attempt of a ticket that has not expired: its account and the attempts left after
     * this one; undefined for an unknown, expired or spent ticket. Taken before the code is checked,
     * so parallel guesses cannot outrun the count.
     */
    async takeAttempt(
      tokenHash: string,
      at: Date,
    ): Promise<{ userId: number; attemptsLeft: number; idToken: string | null } | undefined> {
      const [row] = await db
        .update(signInTickets)
        .set({ attemptsLeft: sql`${signInTickets.attemptsLeft} - 1` })
        .where(
          and(
            eq(signInTickets.tokenHash, tokenHash),
            gt(signInTickets.attemptsLeft, 0),
            gt(signInTickets.expiresAt, at),
          ),
        )
        .returning({
          userId: signInTickets.userId,
          attemptsLeft: signInTickets.attemptsLeft,
          idToken: signInTickets.idToken,
        });
      return row;
    },

    /** Spends a ticket; false when another request spent it first. */
    async spendTicket(tokenHash: string): Promise<boolean> {
      return found(
        await db
          .delete(signInTickets)
          .where(eq(signInTickets.tokenHash, tokenHash))
          .returning({ userId: signInTickets.userId }),
      );
    },
  };
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;
export type IdentityAccount = NonNullable<Awaited<ReturnType<IdentityStore['account']>>>;
