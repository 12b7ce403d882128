import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { SECURITY_EVENT_ACTIONS } from '@console/shared/audit/constants';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';

/** An account's security events: the audit log's entries of `SECURITY_EVENT_ACTIONS` on the account (its entity index). */
export function createSecurityStore(db: Db) {
  const ofAccount = (userId: number) =>
    and(
      eq(auditLogs.entityType, 'account'),
      eq(auditLogs.entityId, String(userId)),
      inArray(auditLogs.action, [...SECURITY_EVENT_ACTIONS]),
    );
  return {
    async eventsPage(userId: number, { current, pageSize }: { current: number; pageSize: number }) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(ofAccount(userId))
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(pageSize)
          .offset((current - 1) * pageSize),
        db.select({ total: count() }).from(auditLogs).where(ofAccount(userId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type SecurityStore = ReturnType<typeof createSecurityStore>;
