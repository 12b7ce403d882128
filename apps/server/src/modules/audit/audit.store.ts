import { between, eq, ilike } from 'drizzle-orm';
import type { AuditLogFilter } from '@console/shared';
import type { AuditSortField } from '@console/shared/audit/constants';
import { auditLogs } from '../../db/schema/audit';
import { containing, listStore } from '../../kit/list-store';

/** The audit log as its screen reads it: every entry, filtered and sorted by the list kit. */
export const createAuditLogStore = listStore<typeof auditLogs, AuditLogFilter, AuditSortField>({
  table: auditLogs,
  id: auditLogs.id,
  filters: {
    actor: (text) => ilike(auditLogs.actorName, containing(text)),
    entityType: (type) => eq(auditLogs.entityType, type),
    entityId: (id) => eq(auditLogs.entityId, id),
    action: (action) => eq(auditLogs.action, action),
    time: ([from, to]) => between(auditLogs.createdAt, new Date(from), new Date(to)),
  },
  sortColumns: { createdTime: auditLogs.createdAt },
});
