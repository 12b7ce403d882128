import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFlows, type AuthFlowKind } from '../../db/schema/identity';

/** A flow as it was started: its account, what it keeps, and when it expires. */
export interface AuthFlow {
  userId: number | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * The single-use state of the identity flows (`auth_flows`): started with a token's hash, completed
 * once by deleting its row. Any flow (a reset link, a passkey's challenge) keeps its state here.
 */
export function createAuthFlowStore(db: Db) {
  return {
    /** Keeps a new flow; the expired flows of its kind go at the same time, so the table keeps only live ones. */
    async start(kind: AuthFlowKind, tokenHash: string, flow: AuthFlow, now: Date): Promise<void> {
      await db.delete(authFlows).where(and(eq(authFlows.kind, kind), lte(authFlows.expiresAt, now)));
      await db.insert(authFlows).values({ tokenHash, kind, ...flow });
    },

    /**
     * Takes the flow of this token out, whatever its expiry (DELETE … RETURNING: of two requests with
     * the same token, one gets it). The caller checks `expiresAt`.
     */
    async consume(kind: AuthFlowKind, tokenHash: string): Promise<AuthFlow | undefined> {
      const [row] = await db
        .delete(authFlows)
        .where(and(eq(authFlows.tokenHash, tokenHash), eq(authFlows.kind, kind)))
        .returning({ userId: authFlows.userId, data: authFlows.data, expiresAt: authFlows.expiresAt });
      return row;
    },

    /** Drops every flow of this kind of the account (a reset done makes its other links useless). */
    async dropAll(kind: AuthFlowKind, userId: number): Promise<void> {
      await db.delete(authFlows).where(and(eq(authFlows.kind, kind), eq(authFlows.userId, userId)));
    },
  };
}

export type AuthFlowStore = ReturnType<typeof createAuthFlowStore>;
