import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFlows, type AuthFlowKind } from '../../db/schema/identity';
import { generateToken, hashToken } from '../../lib/session-token';

/** What a flow keeps between its two requests: its account (when known at the start) and its data. */
export interface AuthFlow<D extends Record<string, unknown> = Record<string, unknown>> {
  userId: number | null;
  data: D;
}

/** A flow taken out to complete it: whether it had expired, which some flows tell apart from unknown. */
export type TakenFlow<D extends Record<string, unknown>> = AuthFlow<D> & { expired: boolean };

/**
 * Short-lived, single-use state of an identity flow (a WebAuthn challenge, a reset link…) between
 * the request that starts it and the one that completes it, in `auth_flows` so that any process
 * completes what another started. The caller holds a random token; only its hash is kept.
 */
export function createAuthFlowStore(db: Db) {
  return {
    /**
     * Starts a flow of `kind` that lasts `seconds`: the token that completes it. Expired flows of
     * every kind go at the same time, so the table never grows.
     */
    async start(
      kind: AuthFlowKind,
      { userId = null, data, seconds }: Omit<AuthFlow, 'userId'> & { userId?: number | null; seconds: number },
      at = new Date(),
    ): Promise<string> {
      const token = generateToken();
      await db.delete(authFlows).where(lte(authFlows.expiresAt, at));
      await db.insert(authFlows).values({
        tokenHash: hashToken(token),
        kind,
        userId,
        data,
        expiresAt: new Date(at.getTime() + seconds * 1000),
      });
      return token;
    },

    /**
     * Completes a flow of `kind` once: its account and data, and whether it had expired; undefined
     * when the token is unknown, of another kind or account (`userId`: the caller's, or null for a
     * flow without one), or spent. The row goes in the same statement, so two requests never both
     * complete it.
     */
    async take<D extends Record<string, unknown>>(
      kind: AuthFlowKind,
      token: string,
      { userId, at = new Date() }: { userId?: number | null; at?: Date } = {},
    ): Promise<TakenFlow<D> | undefined> {
      const account =
        userId === undefined ? undefined : userId === null ? isNull(authFlows.userId) : eq(authFlows.userId, userId);
      const [row] = await db
        .delete(authFlows)
        .where(and(eq(authFlows.tokenHash, hashToken(token)), eq(authFlows.kind, kind), account))
        .returning({ userId: authFlows.userId, data: authFlows.data, expiresAt: authFlows.expiresAt });
      return row && { userId: row.userId, data: row.data as D, expired: row.expiresAt <= at };
    },

    /** Drops every flow of `kind` of the account (a reset done makes its other links useless). */
    async dropAll(kind: AuthFlowKind, userId: number): Promise<void> {
      await db.delete(authFlows).where(and(eq(authFlows.kind, kind), eq(authFlows.userId, userId)));
    },
  };
}

export type AuthFlowStore = ReturnType<typeof createAuthFlowStore>;
