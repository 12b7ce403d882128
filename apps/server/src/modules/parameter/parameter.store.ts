import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParameterRequestStatus } from '@console/shared/parameter/constants';
import type { OperationLogQuery } from '@console/shared/parameter/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { parameterRequests } from '../../db/schema/parameters';

export type NewParameterRequest = typeof parameterRequests.$inferInsert;
/** A request with the names of who asked for it and who decided it. */
export type ParameterRequestRow = typeof parameterRequests.$inferSelect & {
  requesterName: string | null;
  deciderName: string | null;
};

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** The SQL of parameter change requests. */
export function createParameterStore(db: Db) {
  const withNames = () =>
    db
      .select({ ...getTableColumns(parameterRequests), requesterName: requester.name, deciderName: decider.name })
      .from(parameterRequests)
      .leftJoin(requester, eq(requester.id, parameterRequests.requesterId))
      .leftJoin(decider, eq(decider.id, parameterRequests.deciderId));
  const newestFirst = [desc(parameterRequests.createdAt), desc(parameterRequests.id)];

  return {
    async insert(values: NewParameterRequest): Promise<number> {
      const [row] = await db.insert(parameterRequests).values(values).returning({ id: parameterRequests.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async findById(id: number): Promise<ParameterRequestRow | undefined> {
      const [row] = await withNames().where(eq(parameterRequests.id, id));
      return row;
    },

    /** The request waiting for approval, if any (at most one is). */
    async findAuditing(): Promise<ParameterRequestRow | undefined> {
      const [row] = await withNames().where(eq(parameterRequests.status, 'auditing'));
      return row;
    },

    /** The most recently submitted request. */
    async latest(): Promise<ParameterRequestRow | undefined> {
      const [row] = await withNames()
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    /** The last `limit` passed requests, the most recently approved first. */
    approved: (limit: number): Promise<ParameterRequestRow[]> =>
      withNames()
        .where(eq(parameterRequests.status, 'passed'))
        .orderBy(desc(parameterRequests.decidedAt), desc(parameterRequests.id))
        .limit(limit),

    /**
     * Moves an auditing request to `status`, by `deciderId`, now. Nothing happens to a request that
     * is not auditing (any more): the row lock makes the second of two simultaneous decisions find
     * it decided. Answers whether it moved.
     */
    async decide(id: number, status: Exclude<ParameterRequestStatus, 'auditing'>, deciderId: number): Promise<boolean> {
      const moved = await db
        .update(parameterRequests)
        .set({ status, deciderId, decidedAt: sql`now()` })
        .where(and(eq(parameterRequests.id, id), eq(parameterRequests.status, 'auditing')))
        .returning({ id: parameterRequests.id });
      return moved.length > 0;
    },

    /** One page of every request, newest first, and how many there are. */
    async page({ current, pageSize }: OperationLogQuery): Promise<{ rows: ParameterRequestRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        withNames()
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((current - 1) * pageSize),
        db.select({ total: count() }).from(parameterRequests),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type ParameterStore = ReturnType<typeof createParameterStore>;
