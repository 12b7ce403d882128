import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFlows, type AuthFlowKind } from '../../db/schema/identity';
import { generateToken, hashToken } from '../../lib/session-token';

/** A flow as its completion finds it: the account it is for, if any, and what it kept. */
export interface AuthFlow {
  userId: number | null;
  data: Record<string, unknown>;
}

/**
 * The single-use state of the identity flows (`auth_flows`): a flow opens with a new random token,
 * of which only the SHA-256 hash is kept, and completes once, when the request bearing the token
 * deletes its row (DELETE … RETURNING: of two requests with the same token, one gets it).
 */
export function createAuthFlowStore(db: Db) {
  return {
    /** Opens a flow of `kind` for `seconds`; the token is the caller's to hand out. The expired ones of every kind go. */
    async open(
      kind: AuthFlowKind,
      {
        userId = null,
        data = {},
        seconds,
      }: { userId?: number | null; data?: Record<string, unknown>; seconds: number },
    ): Promise<string> {
      const token = generateToken();
      const at = Date.now();
      await db.delete(authFlows).where(lte(authFlows.expiresAt, new Date(at)));
      await db.insert(authFlows).values({
        tokenHash: hashToken(token),
        kind,
        userId,
        data,
        expiresAt: new Date(at + seconds * 1000),
      });
      return token;
    },

    /** Completes the flow of `kind` that `token` opened: undefined when unknown, of another kind, expired or completed. */
    async take(kind: AuthFlowKind, token: string): Promise<AuthFlow | undefined> {
      const [row] = await db
        .delete(authFlows)
        .where(
          and(eq(authFlows.tokenHash, hashToken(token)), eq(authFlows.kind, kind), gt(authFlows.expiresAt, new Date())),
        )
        .returning({ userId: authFlows.userId, data: authFlows.data });
      return row;
    },
  };
}

export type AuthFlowStore = ReturnType<typeof createAuthFlowStore>;
