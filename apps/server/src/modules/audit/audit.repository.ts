import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@console/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { auditLogs } from '../../db/schema/audit';

export type NewAuditLog = Omit<typeof auditLogs.$inferInsert, 'actorName' | 'id' | 'createdAt'> & { actorId: number };
export type AuditLogRow = typeof auditLogs.$inferSelect;

export function createAuditRepository(db: Db) {
  const where = (query: Pick<AuditLogQuery, 'entityType' | 'entityId'>): SQL | undefined =>
    and(
      query.entityType === undefined ? undefined : eq(auditLogs.entityType, query.entityType),
      query.entityId === undefined ? undefined : eq(auditLogs.entityId, query.entityId),
    );

  return {
    /** Each actor's username is copied in so the entry stays readable after the account is gone. */
    async insertMany(entries: NewAuditLog[]): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(auditLogs).values(
        entries.map((entry) => ({
          ...entry,
          actorName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${entry.actorId})`,
        })),
      );
    },

    async page(query: AuditLogQuery): Promise<{ rows: AuditLogRow[]; total: number }> {
      const filter = where(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(filter)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(query.pageSize)
          .offset((query.current - 1) * query.pageSize),
        db.select({ total: count() }).from(auditLogs).where(filter),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
